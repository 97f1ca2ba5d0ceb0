import TourshotModel

/// `maestro hierarchy` on iOS: nested `{attributes, children}` whose attributes are strings:
/// `resource-id` is the accessibility identifier, `accessibilityText` the label, `bounds`
/// `[left,top][right,bottom]` in points. The tree starts at a zero-size node above the app.
/// It records no element type (maestro's `IOSDriver.mapViewHierarchy` writes none), so
/// navigation bars and cells cannot be told from other elements.
enum MaestroHierarchy {
    /// UIKit's accessibility label of a `UITabBar` (English): the one element type a hierarchy
    /// without types still tells.
    static let tabBarLabel = "Tab Bar"

    static func looksLike(_ root: JSONNode) -> Bool {
        guard let fields = JSONFields(root) else { return false }
        return fields.has("attributes") && (fields.has("children") || JSONFields(fields.member("attributes")!)?.has("bounds") == true)
    }

    /// Android's hierarchy has the same shape but pixels, `class` names and `package:id/name` ids.
    static func androidSign(_ root: JSONNode) -> String? {
        var found: String?
        func visit(_ node: JSONNode, depth: Int) {
            guard found == nil, depth < Limits.jsonDepth, let fields = JSONFields(node) else { return }
            if let attributes = fields.member("attributes").flatMap(JSONFields.init) {
                if let className = attributes.string("class"), className.hasPrefix("android.") { found = "class \"\(className)\"" }
                if let id = attributes.string("resource-id"), id.contains(":id/") { found = "resource-id \"\(id)\"" }
            }
            for child in fields.array("children") { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return found
    }

    static func parse(_ root: JSONNode, file: String) throws(ImportFailure) -> [CaptureNode] {
        var nodes: [CaptureNode] = []
        func visit(_ node: JSONNode, depth: Int) throws(ImportFailure) {
            guard depth < Limits.jsonDepth, let fields = JSONFields(node) else { return }
            let attributes = fields.member("attributes").flatMap(JSONFields.init)
            let bounds = attributes?.string("bounds") ?? ""
            guard let frame = parseBounds(bounds) else {
                throw ImportFailure(file: file, "the node at line \(node.line) has bounds \"\(bounds)\"; expected \"[left,top][right,bottom]\" in points")
            }
            let identifier = attributes?.string("resource-id").flatMap { $0.isEmpty ? nil : $0 }
            let label = [attributes?.string("accessibilityText"), attributes?.string("title"), attributes?.string("text")]
                .compactMap { $0 }.first { !$0.isEmpty }
            // No type at all on iOS, but UIKit labels its tab bar "Tab Bar" (XCUITest and idb show it).
            nodes.append(CaptureNode(type: label == tabBarLabel ? "TabBar" : nil, identifier: identifier, label: label, frame: frame, depth: depth))
            for child in fields.array("children") { try visit(child, depth: depth + 1) }
        }
        try visit(root, depth: 0)
        // The first node with a size is the app: the screen, not an element.
        if let app = nodes.firstIndex(where: { $0.frame.width > 0 && $0.frame.height > 0 }) { nodes[app].type = "Application" }
        return nodes
    }

    /// `[l,t][r,b]` → a frame.
    static func parseBounds(_ text: String) -> Rect? {
        let numbers = text.split { "[], ".contains($0) }.map { Double($0) }
        guard numbers.count == 4, text.hasPrefix("["), text.hasSuffix("]"), let l = numbers[0], let t = numbers[1],
              let r = numbers[2], let b = numbers[3], r >= l, b >= t else { return nil }
        return Rect(checkedX: l, y: t, width: r - l, height: b - t)
    }
}
