import TourshotModel

/// The JSON a screen file is written as. Objects keep their key order, so a merged file keeps
/// the order its author chose.
indirect enum ScreenJSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([ScreenJSON])
    case object([(key: String, value: ScreenJSON)])

    static func == (a: ScreenJSON, b: ScreenJSON) -> Bool { a.compact == b.compact }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ScreenJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, ScreenJSON($0.node)) })
        }
    }

    static func frame(_ rect: Rect) -> ScreenJSON {
        .array([rect.minX, rect.minY, rect.width, rect.height].map(ScreenJSON.number))
    }

    subscript(key: String) -> ScreenJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Sets `key`, in place when it exists, else at the end.
    mutating func set(_ key: String, _ value: ScreenJSON?) {
        guard case .object(var members) = self else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        self = .object(members)
    }

    /// The file's text: a value on one line when it fits in `width` columns, else one member
    /// or item a line, two spaces deeper — the layout of the hand-written fixtures.
    func text(width: Int = 110) -> String {
        rendered(indent: 0, width: width) + "\n"
    }

    private func rendered(indent: Int, width: Int, prefix: Int = 0) -> String {
        let flat = compact
        if indent + prefix + flat.count <= width { return flat }
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .array(let items) where !items.isEmpty:
            let lines = items.map { pad + $0.rendered(indent: indent + 2, width: width) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        case .object(let members) where !members.isEmpty:
            let lines = members.map { member -> String in
                let key = Self.quoted(member.key) + ": "
                return pad + key + member.value.rendered(indent: indent + 2, width: width, prefix: key.count)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        default:
            return flat
        }
    }

    var compact: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Decode.format(number)
        case .string(let text): Self.quoted(text)
        case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
        case .object(let members) where members.isEmpty: "{}"
        case .object(let members): "{ " + members.map { Self.quoted($0.key) + ": " + $0.value.compact }.joined(separator: ", ") + " }"
        }
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
