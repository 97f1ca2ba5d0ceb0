import TourshotModel

/// The Appium XCUITest driver's page source (`driver.page_source`): `XCUIElementType…` tags
/// with `x y width height` in points, or WebDriverAgent's JSON form (`type`, `rect`,
/// `children`). Its `name` is the accessibility identifier when one is set and the label
/// otherwise, so a `name` equal to the `label` is no identifier. `visible="false"` (JSON:
/// `isVisible` "0", false or 0) marks an element not on screen.
enum AppiumSource {
    static let prefix = "XCUIElementType"

    static func parseXML(_ text: String, file: String) throws(ImportFailure) -> [CaptureNode] {
        let events: [TagScanner.Event]
        do { events = try TagScanner.events(text) } catch {
            throw ImportFailure(file: file, "line \(error.line): \(error.message); expected an Appium page source (XML)")
        }
        var nodes: [CaptureNode] = []
        var depth = 0
        for event in events {
            switch event {
            case .start(let name, let attributes, let selfClosing):
                guard name.hasPrefix(prefix) else { continue }
                let number = { (key: String) in attributes[key].flatMap(Double.init) }
                guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height"),
                      let frame = Rect(checkedX: x, y: y, width: width, height: height) else {
                    throw ImportFailure(file: file, "<\(name)> has no numeric x, y, width and height; expected an Appium XCUITest page source, whose elements give their frame in points")
                }
                var captured = node(type: attributes["type"] ?? name, name: attributes["name"], label: attributes["label"], frame: frame, depth: depth)
                captured.hidden = attributes["visible"] == "false"
                nodes.append(captured)
                if !selfClosing { depth += 1 }
            case .end(let name):
                if name.hasPrefix(prefix) { depth = max(0, depth - 1) }
            }
        }
        return nodes
    }

    /// The JSON form: nested `{type, name, label, rect: {x, y, width, height}, children}`;
    /// `rawIdentifier`, when WebDriverAgent gives it, is the identifier itself.
    static func parseJSON(_ root: JSONNode, file: String) throws(ImportFailure) -> [CaptureNode] {
        var nodes: [CaptureNode] = []
        func visit(_ node: JSONNode, depth: Int) throws(ImportFailure) {
            guard depth < Limits.jsonDepth, let object = JSONFields(node) else { return }
            let type = object.string("type") ?? ""
            guard let rect = object.frame("rect") ?? object.frame("frame") else {
                throw ImportFailure(file: file, "element \(type.isEmpty ? "at line \(node.line)" : type) (line \(node.line)) has no \"rect\" {x, y, width, height}; expected an Appium XCUITest page source in JSON")
            }
            var captured = self.node(type: type, name: object.string("rawIdentifier") == nil ? object.string("name") : nil,
                                     label: object.string("label"), frame: rect, depth: depth)
            if let raw = object.string("rawIdentifier") { captured.identifier = raw.isEmpty ? nil : raw }
            // WebDriverAgent says `"isVisible": "0"`; clients that re-encode it, false or 0.
            captured.hidden = object.flag("isVisible") == false
            nodes.append(captured)
            for child in object.array("children") { try visit(child, depth: depth + 1) }
        }
        try visit(root, depth: 0)
        return nodes
    }

    static func node(type: String, name: String?, label: String?, frame: Rect, depth: Int) -> CaptureNode {
        let plain = type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
        let name = name.flatMap { $0.isEmpty ? nil : $0 }
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        let identifier = name == label ? nil : name
        return CaptureNode(type: plain, identifier: identifier, label: label, frame: frame, depth: depth)
    }
}
