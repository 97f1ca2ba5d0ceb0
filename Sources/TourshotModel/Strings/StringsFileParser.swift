/// Parses a `Localizable.strings` file: `"key" = "value";` entries between `/* … */` and
/// `// …` comments, keys and values quoted (or bare words, as old-style property lists
/// allow), with the escapes `\" \\ \n \t \r \'` and `\UXXXX` (`\uXXXX`, UTF-16, surrogate
/// pairs joined). Text is UTF-8 or UTF-16 with a byte-order mark. A key given twice keeps its
/// last value, as Foundation does.
public enum StringsFileParser {
    public struct Failure: Error, Sendable, Hashable {
        public let message: String
        public let line: Int
        public let column: Int
    }

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> [String: String] {
        let text: String
        do { text = try UnicodeText.decode(bytes) } catch {
            throw Failure(message: "\(error.message); save the file as UTF-8", line: error.line, column: error.column)
        }
        var scanner = Scanner(Array(text.unicodeScalars))
        var entries: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            guard !scanner.atEnd else { return entries }
            let key = try scanner.string(what: "a key")
            // A missing '=' or ';' is reported where it belongs: right after the key or value.
            let afterKey = scanner.failure("expected '=' after the key \"\(key)\"")
            try scanner.skipSpaceAndComments()
            if scanner.take(";") { entries[key] = key; continue }
            guard scanner.take("=") else { throw afterKey }
            try scanner.skipSpaceAndComments()
            let value = try scanner.string(what: "the value of \"\(key)\"")
            let afterValue = scanner.failure("expected ';' after the value of \"\(key)\"")
            try scanner.skipSpaceAndComments()
            guard scanner.take(";") else { throw afterValue }
            entries[key] = value
        }
    }

    struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

        func failure(_ message: String) -> Failure { Failure(message: message, line: line, column: column) }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard current == scalar else { return false }
            advance()
            return true
        }

        mutating func skipSpaceAndComments() throws(Failure) {
            while let scalar = current {
                if scalar.properties.isWhitespace { advance(); continue }
                if scalar == "/", peek(1) == "/" {
                    while let c = current, c != "\n" { advance() }
                    continue
                }
                if scalar == "/", peek(1) == "*" {
                    let start = failure("a comment opened here is never closed with */")
                    advance(); advance()
                    while !(current == "*" && peek(1) == "/") {
                        guard !atEnd else { throw start }
                        advance()
                    }
                    advance(); advance()
                    continue
                }
                return
            }
        }

        static func isBare(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$:/-".unicodeScalars.contains(scalar)
        }

        mutating func string(what: String) throws(Failure) -> String {
            guard let first = current else { throw failure("expected \(what), found the end of the file") }
            if first != "\"" {
                guard Self.isBare(first) else { throw failure("expected \(what) in double quotes, found '\(first)'") }
                var word = ""
                while let c = current, Self.isBare(c) { word.unicodeScalars.append(c); advance() }
                return word
            }
            let open = failure("the string opened here has no closing quote")
            advance()
            var result = String.UnicodeScalarView()
            var pendingHigh: UInt16?
            while true {
                guard let c = current else { throw open }
                if c == "\"" { advance(); break }
                guard c == "\\" else { result.append(c); advance(); continue }
                let escape = failure("unknown escape")
                advance()
                guard let e = current else { throw open }
                advance()
                switch e {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "\"", "\\", "'": result.append(e)
                case "U", "u":
                    var value: UInt16 = 0
                    for _ in 0..<4 {
                        guard let h = current, let digit = Int(String(h), radix: 16) else {
                            throw failure("\\\(e) needs four hexadecimal digits")
                        }
                        value = value << 4 | UInt16(digit)
                        advance()
                    }
                    if UTF16.isLeadSurrogate(value) { pendingHigh = value; continue }
                    if UTF16.isTrailSurrogate(value), let high = pendingHigh {
                        let scalarValue = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(value - 0xDC00)
                        if let scalar = Unicode.Scalar(scalarValue) { result.append(scalar) }
                        pendingHigh = nil
                        continue
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw escape }
                    result.append(scalar)
                default:
                    throw Failure(message: "unknown escape \\\(e); use \\\", \\\\, \\n, \\t, \\r or \\UXXXX", line: escape.line, column: escape.column)
                }
                pendingHigh = nil
            }
            return String(result)
        }
    }
}
