/// Text files as tools and editors write them: UTF-8 (a byte-order mark dropped), or UTF-16
/// with its byte-order mark (PowerShell redirects, old `.strings` files). Anything else is
/// refused at its first bad byte: read as Latin-1 instead, `Café` would become `CafÃ©`, and
/// every id or key made from it would change without a word.
public enum UnicodeText {
    /// Where decoding stopped: 1-based line and column (in characters), and the byte offset.
    public struct Undecodable: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is there: `0xE9 is not UTF-8 (bytes 0xE9 0x20 0x63 0x72)`.
        public let message: String
        public let line: Int
        public let column: Int
        public let byte: Int

        /// `line 1, column 4 (byte 3): 0xE9 is not UTF-8 …`
        public var description: String { "line \(line), column \(column) (byte \(byte)): \(message)" }
    }

    public static func decode(_ bytes: [UInt8]) throws(Undecodable) -> String {
        var text: String
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            text = try utf16(bytes, littleEndian: bytes[0] == 0xFF)
        } else if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
        } else {
            throw firstInvalidUTF8(bytes)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Undecodable {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            offset += encoded.count
            if encoded.count == 1, encoded.first == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        let shown = bytes[offset..<min(bytes.count, offset + 4)].map { "0x" + String($0, radix: 16, uppercase: true) }
        let what = shown.isEmpty ? "the file ends inside a character, cut short" : "\(shown[0]) is not UTF-8 (bytes \(shown.joined(separator: " ")))"
        return Undecodable(message: what, line: line, column: column, byte: offset)
    }

    static func utf16(_ bytes: [UInt8], littleEndian: Bool) throws(Undecodable) -> String {
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map {
            littleEndian ? UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 : UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        var text = "", line = 1, column = 1, offset = 2
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            let scalar = Unicode.UTF16.decode(encoded)
            text.unicodeScalars.append(scalar)
            offset += 2 * encoded.count
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        if offset < bytes.count - 1 {
            throw Undecodable(message: "an unpaired UTF-16 surrogate", line: line, column: column, byte: offset)
        }
        if offset < bytes.count {
            throw Undecodable(message: "a lone last byte in UTF-16 (it starts with a byte-order mark), two bytes a character: the file is cut short",
                              line: line, column: column, byte: offset)
        }
        return text
    }
}
