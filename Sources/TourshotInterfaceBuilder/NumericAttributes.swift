/// Refuses a number no Interface Builder document holds: a non-finite position, size,
/// inset, constant or multiplier (`inf`, `nan`, `1e400`), or a font size outside 1…1000
/// points. Text layout converts sizes and widths to Pango's 32-bit units, so such a value
/// would otherwise trap; IB itself never writes one.
enum NumericAttributes {
    /// The attributes read as numbers, and on which elements.
    private static let checked: [String: Set<String>] = [
        "rect": ["x", "y", "width", "height"],
        "size": ["width", "height"],
        "image": ["width", "height"],
        "inset": ["top", "left", "bottom", "right"],
        "directionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
        "edgeInsets": ["top", "left", "bottom", "right"],
        "constraint": ["constant", "multiplier"],
        "stackView": ["spacing"],
        "fontDescription": ["pointSize"],
    ]
    private static let placeholderSizes: Set<String> = ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"]
    static let pointSizes: ClosedRange<Double> = 1...1000

    static func check(_ root: XMLNode, document: String) throws(InterfaceBuilderError) {
        try check(root, view: nil, document: document)
    }

    private static func check(_ node: XMLNode, view: String?, document: String) throws(InterfaceBuilderError) {
        let isView = node["id"] != nil && node.children.contains { $0.name == "rect" && $0["key"] == "frame" }
        let view = isView ? "\(node["userLabel"] ?? node["customClass"] ?? node.name) (\(node["id"]!))" : view
        func refuse(_ attribute: String, _ value: String, _ why: String) -> InterfaceBuilderError {
            let subject = node.name == "constraint" ? "constraint \(node["id"] ?? "?"): " : "<\(node.name)> "
            return InterfaceBuilderError(document: document, line: node.line, view: view,
                                         message: "\(subject)\(attribute)=\"\(value)\" \(why)")
        }
        for attribute in (checked[node.name] ?? []).union(placeholderSizes) {
            guard let value = node[attribute], value != "infinite" else { continue }
            // A multiplier may be a ratio, "16:9".
            let parts = attribute == "multiplier" ? value.split(separator: ":").map(String.init) : [value]
            let numbers = parts.compactMap { Double($0) }
            if numbers.contains(where: { !$0.isFinite }) {
                throw refuse(attribute, value, "is not a finite number")
            }
            if attribute == "pointSize", let size = numbers.first, !pointSizes.contains(size) {
                throw refuse(attribute, value, "is not a font size from 1 to 1000 points")
            }
        }
        for child in node.children { try check(child, view: view, document: document) }
    }
}
