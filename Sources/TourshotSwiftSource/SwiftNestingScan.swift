/// How deeply a Swift file nests, found before swift-syntax parses it, because the parser's own
/// cost grows with nesting faster than the text: its type lookahead tries each unclosed or
/// closed `[` twice (`canParseCollectionTypeBody`, swift-syntax 602.0.0
/// `Sources/SwiftParser/Types.swift:903-912`), so time doubles with every `[` open at once; and
/// string interpolations nested past its nesting limit cost memory quadratic in their number
/// (8,000 took 3 GB). A light scan of delimiters, strings and comments, linear in the text.
struct SwiftNestingScan {
    /// Where a limit is first exceeded (line and UTF-8 column, as swift-syntax counts them).
    struct Excess: Equatable {
        let line: Int
        let column: Int
        /// `[` open at once (`Limits.swiftBrackets`), else all delimiters (`Limits.swiftNesting`).
        let brackets: Bool
    }

    private enum Frame: Equatable {
        case paren, square, brace
        /// `\(` in a string with `pounds` `#` (raw) and `multiline` `"""`: its `)` resumes the string.
        case interpolation(pounds: Int, multiline: Bool)
    }

    private let bytes: [UInt8]
    private let nesting: Int
    private let brackets: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var stack: [Frame] = []
    private var squares = 0

    static func excess(in text: String, nesting: Int, brackets: Int) -> Excess? {
        var scan = SwiftNestingScan(bytes: Array(text.utf8), nesting: nesting, brackets: brackets)
        return scan.run()
    }

    private init(bytes: [UInt8], nesting: Int, brackets: Int) {
        self.bytes = bytes
        self.nesting = nesting
        self.brackets = brackets
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func run() -> Excess? {
        while let c = byte() {
            switch c {
            case ascii("\n"): newline()
            case ascii("/") where byte(1) == ascii("/"):
                while let next = byte(), next != ascii("\n") { index += 1 }
            case ascii("/") where byte(1) == ascii("*"): blockComment()
            case ascii("#"):
                var pounds = 0
                while byte(pounds) == ascii("#") { pounds += 1 }
                if byte(pounds) == ascii("\"") {
                    index += pounds
                    if let excess = string(pounds: pounds) { return excess }
                } else {
                    index += pounds
                }
            case ascii("\""):
                if let excess = string(pounds: 0) { return excess }
            case ascii("("), ascii("["), ascii("{"):
                if let excess = open(c == ascii("(") ? .paren : c == ascii("[") ? .square : .brace) { return excess }
                index += 1
            case ascii(")"):
                if case .interpolation(let pounds, let multiline) = stack.last {
                    stack.removeLast()
                    index += 1
                    if let excess = stringBody(pounds: pounds, multiline: multiline) { return excess }
                } else {
                    close(.paren)
                }
            case ascii("]"): close(.square)
            case ascii("}"): close(.brace)
            default: index += 1
            }
        }
        return nil
    }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
    }

    /// Pushes `frame` at `index`, or says where a limit is exceeded.
    private mutating func open(_ frame: Frame) -> Excess? {
        stack.append(frame)
        if frame == .square { squares += 1 }
        guard squares <= brackets, stack.count <= nesting else {
            return Excess(line: line, column: index - lineStart + 1, brackets: squares > brackets)
        }
        return nil
    }

    private mutating func close(_ frame: Frame) {
        if stack.last == frame {
            stack.removeLast()
            if frame == .square { squares -= 1 }
        }
        index += 1
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func blockComment() {
        var depth = 0
        while let c = byte() {
            if c == ascii("/"), byte(1) == ascii("*") { depth += 1; index += 2 }
            else if c == ascii("*"), byte(1) == ascii("/") { depth -= 1; index += 2; if depth == 0 { return } }
            else if c == ascii("\n") { newline() }
            else { index += 1 }
        }
    }

    /// A string literal from its opening quote (after any `#`s).
    private mutating func string(pounds: Int) -> Excess? {
        let multiline = byte(1) == ascii("\"") && byte(2) == ascii("\"")
        index += multiline ? 3 : 1
        return stringBody(pounds: pounds, multiline: multiline)
    }

    /// A string's text up to its end, or up to an interpolation, whose `)` resumes it.
    private mutating func stringBody(pounds: Int, multiline: Bool) -> Excess? {
        while let c = byte() {
            if c == ascii("\n") {
                if !multiline { return nil }  // unterminated: the parser reports it
                newline()
            } else if c == ascii("\\"), (0..<pounds).allSatisfy({ byte(1 + $0) == ascii("#") }) {
                let after = 1 + pounds
                if byte(after) == ascii("(") {
                    let excess = open(.interpolation(pounds: pounds, multiline: multiline))
                    index += after + 1
                    return excess
                }
                index += after + (byte(after) == ascii("\n") ? 0 : 1)
            } else if c == ascii("\""), !multiline || (byte(1) == ascii("\"") && byte(2) == ascii("\"")),
                      (0..<pounds).allSatisfy({ byte((multiline ? 3 : 1) + $0) == ascii("#") }) {
                index += (multiline ? 3 : 1) + pounds
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
