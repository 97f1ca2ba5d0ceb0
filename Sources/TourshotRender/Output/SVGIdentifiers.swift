import Foundation

/// Renumbers the ids Cairo's SVG surface writes (`surface12`, `image7`, `glyph0-3`, `clip2`…)
/// in order of first appearance. Some come from process-wide counters (source surface ids), so
/// without this the same image rendered twice, or beside other images, gets other ids.
enum SVGIdentifiers {
    private static let reference = try! NSRegularExpression(pattern: #"(id="|#)([A-Za-z][A-Za-z_-]*?)([0-9]+)(?=[-"\)])"#)

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let text = String(decoding: svg, as: UTF8.self)
        let source = text as NSString
        var numbers: [String: [String: Int]] = [:]
        var result = ""
        var last = 0
        for match in reference.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let lead = source.substring(with: match.range(at: 1))
            let prefix = source.substring(with: match.range(at: 2))
            let old = source.substring(with: match.range(at: 3))
            var table = numbers[prefix, default: [:]]
            let new = table[old] ?? table.count
            table[old] = new
            numbers[prefix] = table
            result += source.substring(with: NSRange(location: last, length: match.range.location - last))
            result += lead + prefix + String(new)
            last = match.range.location + match.range.length
        }
        result += source.substring(from: last)
        return Array(result.utf8)
    }
}
