import Testing
import TourshotModel

/// Syntax errors: every one names its line and column and says what is wrong.
struct JSONParserErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        let line: Int
        let column: Int
        let message: String

        init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, bytes: Array(text.utf8), line, column, message)
        }

        init(_ name: String, bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }

        var testDescription: String { name }
    }

    static let nested65 = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)

    static let cases: [Case] = [
        Case("trailing comma in array", "[1, 2,]", 1, 7, "unexpected character ']' after a trailing comma; expected a value"),
        Case("trailing comma in object", "{\n  \"a\": 1,\n}", 3, 1, "unexpected character '}' after a trailing comma; expected a quoted key"),
        Case("doubled comma", "[1,,2]", 1, 4, "unexpected character ','; expected a value"),
        Case("comma before the first key", "{,}", 1, 2, "unexpected character ','; expected a quoted key"),
        Case("missing colon", "{\n  \"title\" \"x\"\n}", 2, 11, #"unexpected character '"'; expected ':' after key "title""#),
        Case("missing colon before number", #"{"a" 1}"#, 1, 6, #"unexpected character '1'; expected ':' after key "a""#),
        Case("unterminated string", #"["abc"#, 1, 6, "unexpected end of file inside a string"),
        Case("raw newline in string", "{\"a\": \"line1\nline2\"}", 1, 13, #"line break inside a string; use \n"#),
        Case("raw tab in string", "[\"a\tb\"]", 1, 4, "control character inside a string"),
        Case("invalid escape", #"["\x"]"#, 1, 4, #"invalid escape '\' followed by character 'x'"#),
        Case("invalid hex in \\u", #"["\u12G4"]"#, 1, 7, #"invalid hex digit in a \u escape"#),
        Case("lone high surrogate", #"["\uD800"]"#, 1, 9, #"unpaired surrogate in \u escape"#),
        Case("high surrogate with non-low partner", #"["\uD800\u0041"]"#, 1, 15, #"unpaired surrogate in \u escape"#),
        Case("lone low surrogate", #"["\uDC00"]"#, 1, 9, #"unpaired surrogate in \u escape"#),
        Case("leading zero", "[01]", 1, 3, "numbers may not have leading zeros"),
        Case("negative leading zero", "[-007]", 1, 4, "numbers may not have leading zeros"),
        Case("lone minus", "[-]", 1, 3, "unexpected character ']' in a number"),
        Case("lone minus at end of file", "-", 1, 2, "unexpected end of file in a number"),
        Case("missing fraction digits", "[1.]", 1, 4, "expected digits after the decimal point"),
        Case("missing exponent digits", "[1e+]", 1, 5, "expected digits in the exponent"),
        Case("NaN", "[NaN]", 1, 2, "NaN and Infinity are not JSON numbers; use a finite number"),
        Case("Infinity", #"{"x": Infinity}"#, 1, 7, "NaN and Infinity are not JSON numbers; use a finite number"),
        Case("-Infinity", "[-Infinity]", 1, 3, "NaN and Infinity are not JSON numbers; use a finite number"),
        Case("1e400 out of range", "[0, 1e400]", 1, 5, "number 1e400 is out of range"),
        Case("-1e400 out of range", "\n  -1e400", 2, 3, "number -1e400 is out of range"),
        Case("duplicate key", "{\n  \"a\": 1,\n  \"a\": 2\n}", 3, 3, #"duplicate key "a""#),
        Case("duplicate key in nested object", #"[{"k": {"x": 1, "y": 2, "x": 3}}]"#, 1, 25, #"duplicate key "x""#),
        Case("nesting deeper than 64", nested65, 1, 65, "JSON is nested deeper than 64 levels"),
        Case("trailing garbage", #"{"a": 1} x"#, 1, 10, "unexpected character 'x' after the end of the JSON value"),
        Case("second document", "[1]\n[2]", 2, 1, "unexpected character '[' after the end of the JSON value"),
        Case("empty file", "", 1, 1, "the file is empty; expected a JSON value"),
        Case("whitespace only", "  \n   ", 2, 4, "the file is empty; expected a JSON value"),
        Case("BOM only", bytes: [0xEF, 0xBB, 0xBF], 1, 1, "the file is empty; expected a JSON value"),
        Case("invalid UTF-8 in string", bytes: Array(#"["a"#.utf8) + [0xFF] + Array(#"b"]"#.utf8), 1, 6, "string is not valid UTF-8"),
        Case("truncated UTF-8 sequence", bytes: Array(#"{"t": ""#.utf8) + [0xC3] + Array(#""}"#.utf8), 1, 9, "string is not valid UTF-8"),
        Case("UTF-8 encoded surrogate", bytes: Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), 1, 6, "string is not valid UTF-8"),
        Case("invalid byte outside strings", bytes: [UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")], 1, 2, "unexpected byte 0xFF; expected a value"),
        Case("unquoted key", "{a: 1}", 1, 2, "unexpected character 'a'; expected a quoted key"),
        Case("single quotes", "['a']", 1, 2, "unexpected character '''; expected a value"),
        Case("misspelt literal", "[tru]", 1, 2, "unexpected character 't'; expected a value"),
        Case("missing value", #"{"a": }"#, 1, 7, "unexpected character '}'; expected a value"),
        Case("missing comma", "[1 2]", 1, 4, "unexpected character '2'; expected ',' or ']'"),
        Case("unclosed array", "[1, 2", 1, 6, "unexpected end of file; expected ',' or ']'"),
        Case("unclosed object", #"{"a": 1"#, 1, 8, "unexpected end of file; expected ',' or '}'"),
        Case("comment", "{} // note", 1, 4, "unexpected character '/' after the end of the JSON value"),
    ]

    @Test(arguments: cases)
    func reportsLineColumnAndMessage(_ testCase: Case) {
        do throws(JSONParser.SyntaxError) {
            let node = try JSONParser.parse(testCase.bytes)
            Issue.record("parsed without error: \(J(node))")
        } catch {
            #expect(error.message == testCase.message)
            #expect(error.line == testCase.line)
            #expect(error.column == testCase.column)
        }
    }

    @Test func syntaxErrorsCarryFileLineAndColumnThroughTheLoader() throws {
        try withTempDirectory { dir in
            let url = try dir.write("broken.tutorial.json", "{\n  \"steps\": [\n    { \"title\": \"A\", },\n  ]\n}\n")
            let found = problems { () throws(InputError) in try TutorialFileDecoder.load(url) }
            #expect(found.reported == [Reported("", "invalid JSON: unexpected character '}' after a trailing comma; expected a quoted key", 3, 21)])
            #expect(found.first?.description == "\(dir.shown("broken.tutorial.json")): invalid JSON: unexpected character '}' after a trailing comma; expected a quoted key (line 3, column 21)")
        }
    }
}
