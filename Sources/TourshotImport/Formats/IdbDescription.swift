import TourshotModel

/// `idb ui describe-all` (and AXe's `describe-ui`): a JSON array of accessibility elements,
/// flat or, with `--nested`, each with its `children`. `AXUniqueId` is the accessibility
/// identifier, `AXLabel` the label; the frame is `frame` {x, y, width, height} or the
/// `AXFrame` string, in points with fractions kept (`15.999999999999986`).
enum IdbDescription {
    static func looksLike(_ root: JSONNode) -> Bool {
        let first: JSONNode?
        if case .array(let items) = root.value { first = items.first } else { first = root }
        guard let first, let fields = JSONFields(first) else { return false }
        return fields.has("AXFrame") || fields.has("AXLabel") || fields.has("AXUniqueId")
    }

    /// idb types UIKit's bars `Group`; its `role_description` says which ("Nav bar", "Tab bar",
    /// "Toolbar"), and a tab bar keeps UIKit's own label, "Tab Bar", where that description is
    /// the plain "group". Named as XCUITest names them, so one lookup serves every format.
    static func barType(_ description: String?, label: String?) -> String? {
        switch description?.lowercased() {
        case "nav bar"?, "navigation bar"?: "NavigationBar"
        case "tab bar"?: "TabBar"
        case "toolbar"?: "Toolbar"
        default: label == MaestroHierarchy.tabBarLabel ? "TabBar" : nil
        }
    }

    static func parse(_ root: JSONNode, file: String) throws(ImportFailure) -> [CaptureNode] {
        var nodes: [CaptureNode] = []
        func visit(_ node: JSONNode, depth: Int) throws(ImportFailure) {
            guard depth < Limits.jsonDepth, let fields = JSONFields(node) else { return }
            guard let frame = fields.frame("frame") ?? fields.frame("AXFrame") else {
                throw ImportFailure(file: file, "the element at line \(node.line) has neither \"frame\" nor \"AXFrame\"; expected `idb ui describe-all` output")
            }
            let identifier = fields.string("AXUniqueId").flatMap { $0.isEmpty ? nil : $0 }
            let label = fields.string("AXLabel").flatMap { $0.isEmpty ? nil : $0 }
            let type = barType(fields.string("role_description"), label: label) ?? fields.string("type")
            nodes.append(CaptureNode(type: type, identifier: identifier, label: label, frame: frame, depth: depth))
            for child in fields.array("children") { try visit(child, depth: depth + 1) }
        }
        if case .array(let items) = root.value {
            for item in items { try visit(item, depth: 0) }
        } else {
            try visit(root, depth: 0)
        }
        return nodes
    }
}
