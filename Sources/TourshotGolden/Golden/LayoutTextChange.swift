import Foundation

/// A text the picture shows that changed between the layout golden and the new layout: a card's
/// title, a button's, an arrow label's. A one-letter edit changes few pixels, most of them
/// classed as anti-aliasing, so the report names the text itself.
public struct LayoutTextChange: Sendable, Equatable, CustomStringConvertible {
    /// Where it is in the layout JSON: `card.title`, `arrows[1].label.text`.
    public let path: String
    public let old: String
    public let new: String

    public var description: String { "\(path) \(Self.quoted(old)) → \(Self.quoted(new))" }

    /// The keys whose values are texts drawn on the picture.
    static let textKeys: Set = ["title", "text"]

    /// The drawn texts at the same place in both layouts that differ, in the layouts' order;
    /// none when either is not a JSON object.
    public static func between(golden: String, actual: String) -> [LayoutTextChange] {
        guard let old = texts(golden), let new = texts(actual) else { return [] }
        let byPath = Dictionary(new, uniquingKeysWith: { first, _ in first })
        return old.compactMap { path, text in
            guard let changed = byPath[path], changed != text else { return nil }
            return LayoutTextChange(path: path, old: text, new: changed)
        }
    }

    private static func texts(_ json: String) -> [(String, String)]? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { return nil }
        var found: [(String, String)] = []
        func walk(_ value: Any, _ path: String, key: String?) {
            if let object = value as? [String: Any] {
                for name in object.keys.sorted() { walk(object[name]!, path.isEmpty ? name : "\(path).\(name)", key: name) }
            } else if let array = value as? [Any] {
                for (index, item) in array.enumerated() { walk(item, "\(path)[\(index)]", key: key) }
            } else if let text = value as? String, let key, textKeys.contains(key) {
                found.append((path, text))
            }
        }
        walk(root, "", key: nil)
        return found
    }

    /// In double quotes, with quotes and line breaks escaped, so an edit of either shows.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
