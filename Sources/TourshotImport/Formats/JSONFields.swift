import TourshotModel

/// Lenient reads of a capture's JSON object: tools add and drop keys between versions, so
/// only the keys the importer needs are looked at, and a missing one is nil.
struct JSONFields {
    let members: [(key: String, node: JSONNode)]

    init?(_ node: JSONNode) {
        guard case .object(let members) = node.value else { return nil }
        self.members = members
    }

    func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.node }

    func has(_ key: String) -> Bool { member(key) != nil }

    func string(_ key: String) -> String? {
        guard case .string(let text)? = member(key)?.value else { return nil }
        return text
    }

    func number(_ key: String) -> Double? {
        switch member(key)?.value {
        case .number(let value)?: value
        case .string(let text)?: Double(text)
        default: nil
        }
    }

    /// A yes/no as the tools print it: `true`/`false`, `1`/`0`, or either as a string
    /// (WebDriverAgent's `"isVisible": "0"`); nil when missing or anything else.
    func flag(_ key: String) -> Bool? {
        switch member(key)?.value {
        case .bool(let value)?: value
        case .number(let value)? where value == 0 || value == 1: value == 1
        case .string(let text)?: ["1": true, "true": true, "0": false, "false": false][text]
        default: nil
        }
    }

    func array(_ key: String) -> [JSONNode] {
        guard case .array(let items)? = member(key)?.value else { return [] }
        return items
    }

    /// `{x, y, width, height}` or the `"{{x, y}, {width, height}}"` string Apple's APIs print.
    func frame(_ key: String) -> Rect? {
        guard let node = member(key) else { return nil }
        if case .string(let text) = node.value { return XCUITestDump.parseFrame(text) }
        guard let fields = JSONFields(node), let x = fields.number("x"), let y = fields.number("y"),
              let width = fields.number("width"), let height = fields.number("height") else { return nil }
        return Rect(checkedX: x, y: y, width: width, height: height)
    }
}
