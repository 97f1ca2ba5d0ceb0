/// A strict RFC 8259 parser over UTF-8 bytes that records line and column of every value.
///
/// It is bounded: nesting depth and input size are limited so hostile files cannot exhaust the
/// stack or memory. Duplicate object keys are errors, because a silently ignored duplicate
/// would render something other than what the author reads.
public struct JSONParser {
    public struct SyntaxError: Error, Sendable {
        public let message: String
        public let line: Int
        public let column: Int
        /// The document stopped before it was complete (a file cut short), not at a wrong byte.
        public var atEndOfInput = false
    }


    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { index - lineStart + 1 }

    private func fail(_ message: String) -> SyntaxError {
        SyntaxError(message: message, line: line, column: column, atEndOfInput: index >= bytes.count)
    }

    private mutating func parseDocument() throws(SyntaxError) -> JSONNode {
        guard bytes.count <= Limits.jsonFileBytes else {
            throw SyntaxError(message: "file is larger than \(Limits.jsonFileBytes >> 20) MiB", line: 1, column: 1)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw fail("the file is empty; expected a JSON value") }
        let node = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw fail("unexpected \(describeCurrent()) after the end of the JSON value") }
        return node
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
        guard depth < Limits.jsonDepth else { throw fail("JSON is nested deeper than \(Limits.jsonDepth) levels") }
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let startLine = line, startColumn = column
        let value: JSONNode.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth)
        case UInt8(ascii: "["): value = try parseArray(depth: depth)
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default:
            if bytes[index] == UInt8(ascii: "N") || bytes[index] == UInt8(ascii: "I") {
                throw fail("NaN and Infinity are not JSON numbers; use a finite number")
            }
            throw fail("unexpected \(describeCurrent()); expected a value")
        }
        return JSONNode(value: value, line: startLine, column: startColumn)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
            throw fail("unexpected \(describeCurrent()); expected a value")
        }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode.Value {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("unexpected \(describeCurrent()); expected a quoted key")
            }
            let keyLine = line, keyColumn = column
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw SyntaxError(message: "duplicate key \"\(key)\"", line: keyLine, column: keyColumn)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("unexpected \(describeCurrent()); expected ':' after key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
        } while try continues(before: "}", expecting: "a quoted key")
        return .object(members)
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode.Value {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        repeat {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
        } while try continues(before: "]", expecting: "a value")
        return .array(elements)
    }

    /// After an object member or array element: true past a ',' (a `closer` right after it is a
    /// trailing comma, refused with what was `expecting` instead), false past the `closer`.
    private mutating func continues(before closer: Unicode.Scalar, expecting: String) throws(SyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or '\(closer)'") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: closer) {
                throw fail("unexpected character '\(closer)' after a trailing comma; expected \(expecting)")
            }
            return true
        }
        guard bytes[index] == UInt8(ascii: closer) else { throw fail("unexpected \(describeCurrent()); expected ',' or '\(closer)'") }
        index += 1
        return false
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw fail("unexpected end of file in a number") }
        if bytes[index] == UInt8(ascii: "I") { throw fail("NaN and Infinity are not JSON numbers; use a finite number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                throw fail("numbers may not have leading zeros")
            }
        } else if digits() == 0 {
            throw fail("unexpected \(describeCurrent()) in a number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            index = start
            throw fail("number \(text) is out of range")
        }
        return number
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) throws(SyntaxError) {
            guard runStart < end else { return }
            guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
                throw fail("string is not valid UTF-8")
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw fail("unexpected end of file inside a string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flushRun(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw fail(byte == 0x0A ? "line break inside a string; use \\n" : "control character inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                try flushRun(index)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw fail("unexpected end of file in an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw fail("unpaired surrogate in \\u escape") }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(combined)!
            }
            guard let scalar = Unicode.Scalar(high) else { throw fail("unpaired surrogate in \\u escape") }
            return scalar
        default:
            index -= 1
            throw fail("invalid escape '\\' followed by \(describeCurrent())")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("unexpected end of file in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw fail("invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
