import TourshotModel

/// An Equatable copy of a parsed `JSONNode` (positions dropped), so tests compare whole documents.
indirect enum J: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case num(Double)
    case str(String)
    case arr([J])
    case obj([Member])

    struct Member: Equatable, Sendable {
        let key: String
        let value: J
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .num(number)
        case .string(let text): self = .str(text)
        case .array(let items): self = .arr(items.map(J.init))
        case .object(let members): self = .obj(members.map { Member(key: $0.key, value: J($0.node)) })
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .num(let number): "\(number)"
        case .str(let text): text.debugDescription
        case .arr(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .obj(let members): "{" + members.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

func obj(_ members: KeyValuePairs<String, J>) -> J {
    .obj(members.map { J.Member(key: $0.key, value: $0.value) })
}

/// Parses UTF-8 text.
func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONNode {
    try JSONParser.parse(Array(text.utf8))
}

extension JSONNode {
    /// The member `key` of an object node.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The element `index` of an array node.
    subscript(index: Int) -> JSONNode? {
        guard case .array(let items) = value, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
