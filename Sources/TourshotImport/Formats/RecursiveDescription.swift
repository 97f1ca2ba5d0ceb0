import Foundation
import TourshotModel

/// UIKit's `recursiveDescription`, as swift-snapshot-testing's `.recursiveDescription`
/// strategy saves it beside its PNG reference (addresses stripped) or lldb prints it
/// (`po view.recursiveDescription()`):
///
///     <UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>
///        | <UILabel; frame = (161.333 44; 52.6667 19.3333); text = 'What's'; …>
///
/// One view a line, nested by `   | `. Frames are relative to the superview, so they are
/// accumulated (less a scroll view's `contentOffset`); the top view is the screen. A label's
/// `text` is its label; views say no accessibility identifier. `hidden = YES` and `alpha = 0`
/// views are hidden. The format has no closing section, so a file cut at a line boundary
/// cannot be told from a whole one; a line cut short (no closing `>`) is refused.
enum RecursiveDescription {
    static func looksLike(_ text: String) -> Bool {
        guard let first = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        let line = first.drop { $0 == " " }
        return line.hasPrefix("<") && line.contains("; frame = (")
    }

    static func parse(_ text: String, file: String) throws(ImportFailure) -> [CaptureNode] {
        var nodes: [CaptureNode] = []
        /// Per open view: its depth, its origin on screen and what its children are offset by.
        var open: [(depth: Int, origin: Point)] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let content = String(line).trimmingSpaces
            if content.isEmpty { continue }
            let number = index + 1
            guard let start = content.firstIndex(of: "<") else {
                throw ImportFailure(file: file, "line \(number): expected a view `<Class; frame = (x y; w h); …>`, found \"\(content.prefix(60))\"")
            }
            let body = content[start...]
            guard body.hasSuffix(">") else {
                throw ImportFailure(file: file, "line \(number) has no closing `>`: the file is cut short; save the whole recursiveDescription")
            }
            let depth = content[..<start].filter { $0 == "|" }.count
            guard let relative = field(body, "frame = (", until: ")").flatMap(parseFrame) else {
                throw ImportFailure(file: file, "line \(number): no `frame = (x y; width height)` of numbers")
            }
            while let last = open.last, last.depth >= depth { open.removeLast() }
            guard depth == 0 || !open.isEmpty, depth <= open.count else {
                throw ImportFailure(file: file, "line \(number) is nested \(depth) deep under a view \(open.count) deep; expected one `   | ` more than its superview")
            }
            // The top view is the screen: its children are placed from its own origin.
            let parent = open.last?.origin ?? Point(x: -relative.minX, y: -relative.minY)
            let offset = field(body, "contentOffset: {", until: "}").map(numbers) ?? []
            let frame = Rect(x: parent.x + relative.minX, y: parent.y + relative.minY, width: relative.width, height: relative.height)
            let origin = offset.count == 2 ? Point(x: frame.minX - offset[0], y: frame.minY - offset[1]) : frame.origin
            open.append((depth, origin))
            let className = String(body.dropFirst().prefix { $0 != ";" && $0 != ":" && $0 != ">" })
            var node = CaptureNode(type: depth == 0 ? "Application" : type(className), identifier: nil,
                                   label: labelText(body).flatMap { $0.isEmpty ? nil : $0 }, frame: frame, depth: depth)
            node.hidden = body.contains("; hidden = YES") || body.contains("; alpha = 0;")
            nodes.append(node)
        }
        return nodes
    }

    /// The text between `start` and `end` after it.
    static func field(_ body: Substring, _ start: String, until end: Character) -> Substring? {
        guard let from = body.range(of: start)?.upperBound, let to = body[from...].firstIndex(of: end) else { return nil }
        return body[from..<to]
    }

    static func numbers(_ text: Substring) -> [Double] { text.split { " ;,".contains($0) }.compactMap { Double($0) } }

    /// `x y; w h`
    static func parseFrame(_ text: Substring) -> Rect? {
        let values = numbers(text)
        guard values.count == 4, text.split(separator: ";").count == 2 else { return nil }
        return Rect(checkedX: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A label's `text = '…'`, quoted without escapes: it runs to the `'` before the next field.
    static func labelText(_ body: Substring) -> String? {
        guard let from = body.range(of: "; text = '")?.upperBound else { return nil }
        let rest = body[from...]
        let end = rest.range(of: "'; ")?.lowerBound ?? rest.range(of: "'>", options: .backwards)?.lowerBound
        return end.map { String(rest[..<$0]) }
    }

    /// The element types the other formats say, for the classes that have one.
    static func type(_ className: String) -> String {
        switch className {
        case "UILabel", "UIButtonLabel": "StaticText"
        case "UIButton": "Button"
        case "UIImageView": "Image"
        case "UITextField": "TextField"
        case "UISwitch": "Switch"
        case "UITableView": "Table"
        case "UITableViewCell", "UICollectionViewCell": "Cell"
        case "UISearchBar": "SearchField"
        default: className.hasPrefix("UI") ? String(className.dropFirst(2)) : className
        }
    }
}
