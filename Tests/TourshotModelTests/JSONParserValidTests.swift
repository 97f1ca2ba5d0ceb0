import Testing
import TourshotModel

/// Documents the strict parser accepts, with the values and positions it records.
struct JSONParserValidTests {
    @Test func nestedObjectsAndArraysKeepValuesAndOrder() throws {
        let node = try parse(#"{"b": [1, [true, false, null], {"c": {}}], "a": [], "z": "x"}"#)
        #expect(J(node) == obj([
            "b": .arr([.num(1), .arr([.bool(true), .bool(false), .null]), obj(["c": .obj([])])]),
            "a": .arr([]),
            "z": .str("x"),
        ]))
    }

    @Test(arguments: [
        ("42", J.num(42)), ("\"x\"", .str("x")), ("null", .null), ("true", .bool(true)),
        ("false", .bool(false)), ("[]", .arr([])), ("{}", .obj([])), ("  7  \n", .num(7)),
    ])
    func topLevelValuesOfEveryKind(_ text: String, _ expected: J) throws {
        #expect(J(try parse(text)) == expected)
    }

    @Test func positionsOfNestedValues() throws {
        let text = """
        {
          "steps": [
            { "title": "A",
              "arrows": [ 12 ] }
          ]
        }
        """
        let root = try parse(text)
        #expect((root.line, root.column) == (1, 1))
        let steps = try #require(root["steps"])
        #expect((steps.line, steps.column) == (2, 12))
        let step = try #require(steps[0])
        #expect((step.line, step.column) == (3, 5))
        let title = try #require(step["title"])
        #expect((title.line, title.column) == (3, 16))
        let number = try #require(step["arrows"]?[0])
        #expect((number.line, number.column) == (4, 19))
    }

    @Test func simpleEscapes() throws {
        let node = try parse(#"["\"\\\/\b\f\n\r\t"]"#)
        #expect(J(node) == .arr([.str("\"\\/\u{08}\u{0C}\n\r\t")]))
    }

    @Test(arguments: [
        (#"\u0041"#, "A"),
        (#"\u00e9\u00E9"#, "éé"),
        (#"\u20AC"#, "€"),
        (#"\u0000"#, "\u{0}"),
        (#"\uD83D\uDE00"#, "😀"),
        (#"a\uD834\uDD1Eb"#, "a𝄞b"),
    ])
    func unicodeEscapesIncludingSurrogatePairs(_ escaped: String, _ expected: String) throws {
        let node = try parse("\"" + escaped + "\"")
        #expect(J(node) == .str(expected))
    }

    @Test func rawUTF8IsKeptAsIs() throws {
        #expect(J(try parse(#"{"title": "CRS 270° ⚙︎ Café"}"#)) == obj(["title": .str("CRS 270° ⚙︎ Café")]))
    }

    @Test(arguments: [
        ("0", 0.0), ("-1", -1), ("3.25", 3.25), ("-0.5", -0.5), ("1e3", 1000), ("1E3", 1000),
        ("2.5e-3", 0.0025), ("-1.5E+2", -150), ("1e308", 1e308), ("1e-400", 0),
        ("123456789012", 123_456_789_012),
    ])
    func numbers(_ text: String, _ expected: Double) throws {
        #expect(J(try parse(text)) == .num(expected))
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let value) = try parse("-0").value else {
            Issue.record("not a number")
            return
        }
        #expect(value == 0)
        #expect(value.sign == .minus)
    }

    @Test func byteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(J(node) == obj(["a": .num(1)]))
        #expect((node.line, node.column) == (1, 1))
        let member = try #require(node["a"])
        #expect((member.line, member.column) == (1, 7))
    }

    @Test func crlfLineEndingsCountOneLineEach() throws {
        let node = try parse("{\r\n  \"a\":\r\n    true\r\n}")
        let member = try #require(node["a"])
        #expect((member.line, member.column) == (3, 5))
    }

    @Test func sixtyFourLevelsOfNestingAreAllowed() throws {
        let text = String(repeating: "[", count: Limits.jsonDepth) + String(repeating: "]", count: Limits.jsonDepth)
        var node = try parse(text)
        var depth = 1
        while case .array(let items) = node.value, let first = items.first {
            node = first
            depth += 1
        }
        #expect(depth == 64)
    }
}
