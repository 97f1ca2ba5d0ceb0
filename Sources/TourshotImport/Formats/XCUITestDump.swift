import TourshotModel

/// `XCUIApplication().debugDescription`: the `Element subtree:` lines, one element each,
///
///     Button, 0x7fb5a0614770, {{20.0, 59.0}, {55.0, 40.0}}, identifier: 'menu', label: 'Menu', Selected
///
/// nested by indentation (`→` marks the element the description is of), ending at the
/// `Path to element:` / `Query chain:` trailers. Strings are quoted with `'` and lldb escapes
/// (`\'`, `\n`); words without a colon (`Selected`, `Disabled`, `Focused`) are traits.
enum XCUITestDump {
    static func looksLike(_ text: String) -> Bool {
        text.contains("Element subtree:") || text.contains("Attributes: Application, 0x")
    }

    static func parse(_ text: String, file: String) throws(ImportFailure) -> [CaptureNode] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingSpaces == "Element subtree:" }) else {
            throw ImportFailure(file: file, "an XCUITest debugDescription without its \"Element subtree:\" section; write the whole `XCUIApplication().debugDescription` to the file")
        }
        var nodes: [CaptureNode] = []
        var indents: [Int] = []
        var trailer: Int?
        for (offset, line) in lines[(start + 1)...].enumerated() {
            let content = line.trimmingSpaces
            if content.isEmpty { continue }
            if content.hasPrefix("Path to element:") || content.hasPrefix("Query chain:") { trailer = start + 1 + offset; break }
            let lineNumber = start + 2 + offset
            if content == "..." || content == "…" {
                throw ImportFailure(file: file, "line \(lineNumber) elides part of the element tree (\"\(content)\"); capture the whole `XCUIApplication().debugDescription`, not an excerpt")
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let body = content.hasPrefix("→") ? String(content.dropFirst()) : content
            guard var node = try element(body, line: lineNumber, file: file) else { continue }
            while let last = indents.last, last >= indent { indents.removeLast() }
            node.depth = indents.count
            indents.append(indent)
            nodes.append(node)
        }
        try checkTrailer(lines, from: trailer, file: file)
        return nodes
    }

    /// A debugDescription ends with the `Path to element:` and `Query chain:` sections, each
    /// query's `Output: {` closed by its `}`; without them the file was cut short, maybe at a
    /// line boundary where the element tree looks complete.
    static func checkTrailer(_ lines: [String], from trailer: Int?, file: String) throws(ImportFailure) {
        let last = (lines.lastIndex { !$0.trimmingSpaces.isEmpty } ?? 0) + 1
        let fix = "the file is cut short; write the whole `XCUIApplication().debugDescription` to the file"
        guard let trailer, let chain = lines[trailer...].firstIndex(where: { $0.trimmingSpaces.hasPrefix("Query chain:") }) else {
            throw ImportFailure(file: file, "ends at line \(last) without the \"\(trailer == nil ? "Path to element:" : "Query chain:")\" section a debugDescription ends with: \(fix)")
        }
        var open: [Int] = [], outputs = 0
        for (index, line) in lines[(chain + 1)...].enumerated() {
            let content = line.trimmingSpaces
            if content.hasSuffix("{") { open.append(chain + 2 + index); outputs += 1 } else if content == "}" { _ = open.popLast() }
        }
        guard !open.isEmpty || outputs == 0 else { return }
        let what = open.first.map { "the query chain's `Output: {` on line \($0) not closed by `}`" } ?? "the query chain without its `Output: { … }`"
        throw ImportFailure(file: file, "ends at line \(last) with \(what): \(fix)")
    }

    /// One line; nil for the application's own line, which has a pid instead of a frame.
    static func element(_ body: String, line: Int, file: String) throws(ImportFailure) -> CaptureNode? {
        var scanner = Scanner(body)
        let type = scanner.upTo(", ")
        guard scanner.skip(", ") else {
            throw ImportFailure(file: file, "line \(line): expected `Type, 0xADDRESS, {{x, y}, {width, height}}, …`, found \"\(body)\"")
        }
        _ = scanner.upTo(", ")  // the address
        _ = scanner.skip(", ")
        guard scanner.peek("{{") else {
            if body.contains("pid: ") { return nil }
            throw ImportFailure(file: file, "line \(line): \(type) has no frame `{{x, y}, {width, height}}`")
        }
        let frameText = scanner.upTo("}}") + "}}"
        _ = scanner.skip("}}")
        guard let frame = parseFrame(frameText) else {
            throw ImportFailure(file: file, "line \(line): \"\(frameText)\" is not a frame `{{x, y}, {width, height}}` of numbers")
        }
        var node = CaptureNode(type: normalizedType(type), identifier: nil, label: nil, frame: frame, depth: 0)
        while scanner.skip(",") {
            _ = scanner.skip(" ")
            let word = scanner.word()
            guard scanner.skip(": ") else { continue }  // a trait such as Selected
            let value = scanner.peek("'") ? scanner.quoted() : scanner.upTo(", ")
            switch word {
            case "identifier": node.identifier = value.isEmpty ? nil : value
            case "label": node.label = value.isEmpty ? nil : value
            default: break
            }
        }
        return node
    }

    /// `Window (Main)` is a window; other types are kept as printed.
    static func normalizedType(_ type: String) -> String {
        type.hasPrefix("Window") ? "Window" : type
    }

    /// `{{x, y}, {w, h}}` with the numbers as printed.
    static func parseFrame(_ text: String) -> Rect? {
        let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4, text.split(separator: ",").count == 4 else { return nil }
        return Rect(checkedX: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// A cursor over one line of a debugDescription.
private struct Scanner {
    let characters: [Character]
    var index = 0

    init(_ text: String) { characters = Array(text) }

    /// Compared in place: `upTo` asks at every character, so nothing is allocated here.
    func peek(_ text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    mutating func skip(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    mutating func upTo(_ text: String) -> String {
        let begin = index
        while index < characters.count && !peek(text) { index += 1 }
        return String(characters[begin..<index])
    }

    mutating func word() -> String {
        let begin = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
        return String(characters[begin..<index])
    }

    /// A `'…'` string with lldb's escapes undone.
    mutating func quoted() -> String {
        index += 1
        var text = ""
        while index < characters.count, characters[index] != "'" {
            if characters[index] == "\\", index + 1 < characters.count {
                index += 1
                switch characters[index] {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(characters[index])
                }
            } else {
                text.append(characters[index])
            }
            index += 1
        }
        index += 1
        return text
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
