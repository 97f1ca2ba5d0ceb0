import TourshotModel

/// The tutorial JSON as text for `tourshot import tutorial`: two-space indents, members in the
/// order read, numbers written as the shortest text that reads back the same.
public enum TutorialJSONText {
    public static func render(_ node: JSONNode) -> String {
        var text = ""
        write(node, indent: "", into: &text)
        return text + "\n"
    }

    static func write(_ node: JSONNode, indent: String, into text: inout String) {
        let inner = indent + "  "
        switch node.value {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        case .string(let value): text += quoted(value)
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                write(item, indent: inner, into: &text)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + quoted(member.key) + ": "
                write(member.node, indent: inner, into: &text)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
