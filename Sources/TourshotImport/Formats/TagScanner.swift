/// The start and end tags of an XML document, with their attributes, which is all a page
/// source needs (no DTDs, namespaces or text content). Kept here instead of FoundationXML so
/// the importer links nothing beyond the model. Tags must nest and every element must be
/// closed: a file cut short (an element, comment or tag left open) is refused, never read as
/// the part that arrived.
struct TagScanner {
    enum Event: Equatable {
        case start(name: String, attributes: [String: String], selfClosing: Bool)
        case end(name: String)
    }

    struct Failure: Error {
        let message: String
        let line: Int
    }

    static func events(_ text: String) throws(Failure) -> [Event] {
        let chars = Array(text.unicodeScalars)
        var events: [Event] = []
        var index = 0
        var line = 1
        /// The elements open here, innermost last, with the line each opened on.
        var open: [(name: String, line: Int)] = []
        func fail(_ message: String) -> Failure { Failure(message: message, line: line) }
        while index < chars.count {
            if chars[index] == "\n" { line += 1 }
            guard chars[index] == "<" else { index += 1; continue }
            // Declarations, comments and processing instructions carry no elements.
            if index + 1 < chars.count, chars[index + 1] == "?" || chars[index + 1] == "!" {
                let isComment = chars[index + 1] == "!" && index + 3 < chars.count && chars[index + 2] == "-"
                let closing: [Unicode.Scalar] = isComment ? ["-", "-", ">"] : [">"]
                let startLine = line
                while index < chars.count, !(chars[index...].starts(with: closing)) {
                    if chars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < chars.count else {
                    throw Failure(message: "the \(isComment ? "comment" : "declaration") opened on line \(startLine) is not closed; the file is cut short", line: line)
                }
                index += closing.count
                continue
            }
            index += 1
            let isEnd = index < chars.count && chars[index] == "/"
            if isEnd { index += 1 }
            var name = ""
            while index < chars.count, !" \t\r\n/>".unicodeScalars.contains(chars[index]) { name.unicodeScalars.append(chars[index]); index += 1 }
            guard !name.isEmpty else { throw fail(index < chars.count ? "a tag without a name" : "the file ends inside a tag; it is cut short") }
            var attributes: [String: String] = [:]
            var selfClosing = false
            while true {
                while index < chars.count, " \t\r\n".unicodeScalars.contains(chars[index]) {
                    if chars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < chars.count else { throw fail("the tag <\(name)> is not closed; the file is cut short") }
                if chars[index] == ">" { index += 1; break }
                if chars[index] == "/", index + 1 < chars.count, chars[index + 1] == ">" { selfClosing = true; index += 2; break }
                var key = ""
                while index < chars.count, !" \t\r\n=/>".unicodeScalars.contains(chars[index]) { key.unicodeScalars.append(chars[index]); index += 1 }
                guard index + 1 < chars.count else { throw fail("the tag <\(name)> is not closed; the file is cut short") }
                guard index < chars.count, chars[index] == "=", index + 1 < chars.count,
                      chars[index + 1] == "\"" || chars[index + 1] == "'" else {
                    throw fail("attribute \"\(key)\" of <\(name)> has no quoted value")
                }
                let quote = chars[index + 1]
                index += 2
                var raw = ""
                while index < chars.count, chars[index] != quote {
                    if chars[index] == "\n" { line += 1 }
                    raw.unicodeScalars.append(chars[index]); index += 1
                }
                guard index < chars.count else { throw fail("attribute \"\(key)\" of <\(name)> is not closed; the file is cut short") }
                index += 1
                attributes[key] = unescape(raw)
            }
            if isEnd {
                guard let innermost = open.popLast() else { throw fail("</\(name)> closes no open element") }
                guard innermost.name == name else {
                    throw fail("</\(name)> closes <\(innermost.name)>, opened on line \(innermost.line); expected </\(innermost.name)>")
                }
                events.append(.end(name: name))
            } else {
                if !selfClosing { open.append((name, line)) }
                events.append(.start(name: name, attributes: attributes, selfClosing: selfClosing))
            }
        }
        if let innermost = open.last {
            throw fail("the file ends with <\(innermost.name)> (opened on line \(innermost.line)) not closed\(open.count > 1 ? ", inside \(open.count - 1) more" : ""); it is cut short")
        }
        return events
    }

    /// XML's five predefined entities (XML 1.0 §4.6), by name.
    static let namedEntities: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    /// The five named entities and numeric character references.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
                out += rest[amp...]
                return out
            }
            let entity = rest[rest.index(after: amp)..<semi]
            if let named = namedEntities[entity] {
                out += named
            } else {
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                if let number, let scalar = Unicode.Scalar(number) { out.unicodeScalars.append(scalar) } else { out += rest[amp...semi] }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
