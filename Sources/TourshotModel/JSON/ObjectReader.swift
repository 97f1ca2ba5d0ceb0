/// Reads the members of one JSON object, reporting missing, mistyped and unknown keys by path.
///
/// Decoding never stops at the first problem: a reader returns nil for a bad value and the
/// problem goes to `Diagnostics`, so a user sees every mistake of a file in one run.
public struct ObjectReader {
    public let node: JSONNode
    public let path: JSONPath
    public let diagnostics: Diagnostics
    private let members: [(key: String, node: JSONNode)]

    /// Nil (with a problem reported) when `node` is not an object.
    public init?(_ node: JSONNode, at path: JSONPath, _ diagnostics: Diagnostics) {
        guard case .object(let members) = node.value else {
            diagnostics.report(path, "expected an object, found \(node.typeDescription)", at: node)
            return nil
        }
        self.node = node
        self.path = path
        self.diagnostics = diagnostics
        self.members = members
    }

    public var keys: [String] { members.map(\.key) }

    public func member(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.node
    }

    /// Every member in file order, with its path.
    public var entries: [(key: String, node: JSONNode, path: JSONPath)] {
        members.map { ($0.key, $0.node, path.appending($0.key)) }
    }

    /// Decodes an optional key; absent and `null` both mean "not given".
    public func optional<T>(_ key: String, _ decode: (JSONNode, JSONPath, Diagnostics) -> T?) -> T? {
        guard let child = member(key) else { return nil }
        if case .null = child.value { return nil }
        return decode(child, path.appending(key), diagnostics)
    }

    /// Decodes a required key, reporting it when missing.
    public func required<T>(_ key: String, _ decode: (JSONNode, JSONPath, Diagnostics) -> T?) -> T? {
        guard let child = member(key), !child.isNull else {
            diagnostics.report(path, "missing required key \"\(key)\"", at: node)
            return nil
        }
        return decode(child, path.appending(key), diagnostics)
    }

    /// Reports keys outside `allowed`, suggesting the closest allowed one.
    public func rejectUnknownKeys(_ allowed: [String]) {
        for (key, child) in members where !allowed.contains(key) {
            diagnostics.report(path.appending(key),
                               "unknown key\(Suggestion.phrase(for: key, in: allowed))", at: child)
        }
    }
}

extension JSONNode {
    var isNull: Bool {
        if case .null = value { return true }
        return false
    }
}
