import Foundation
import TourshotImport
import TourshotModel

/// A screen file's capture printed the way each tool would print the app that produced it:
/// every element with its id as accessibility identifier and its title as label.
enum CaptureDumps {
    static let all: [(name: String, print: @Sendable (Capture) -> String)] = [
        ("xcuitest", xcuitest), ("appium-xml", appiumXML), ("appium-json", appiumJSON),
        ("idb-flat", { idb($0, nested: false) }), ("idb-nested", { idb($0, nested: true) }), ("maestro", maestro),
    ]

    static func number(_ value: Double) -> String { Decode.format(value) }

    static func xcuitest(_ capture: Capture) -> String {
        let size = "{{0.0, 0.0}, {\(number(capture.size.width)), \(number(capture.size.height))}}"
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'Demo'", "Element subtree:",
                     " →Application, 0x1, pid: 1, label: 'Demo'", "    Window (Main), 0x2, \(size)", "      Other, 0x3, \(size)"]
        for (index, element) in capture.elements.enumerated() {
            let f = element.frame
            let label = element.title.map { ", label: '\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\n", with: "\\n"))'" } ?? ""
            lines.append("        Button, 0x\(index + 10), {{\(number(f.minX)), \(number(f.minY))}, {\(number(f.width)), \(number(f.height))}}, identifier: '\(element.id)'\(label)")
        }
        return (lines + ["Path to element:", " →Application, 0x1, pid: 1, label: 'Demo'", "Query chain:",
                         " →Find: Target Application 'com.example.demo'", "  Output: {", "    Application, 0x1, pid: 1, label: 'Demo'", "  }"])
            .joined(separator: "\n")
    }

    static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
    }

    static func appiumXML(_ capture: Capture) -> String {
        let size = "x=\"0\" y=\"0\" width=\"\(number(capture.size.width))\" height=\"\(number(capture.size.height))\""
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<AppiumAUT>",
                     "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Demo\" label=\"Demo\" \(size)>",
                     "<XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" \(size)>"]
        for element in capture.elements {
            let f = element.frame
            let label = element.title.map { " label=\"\(xml($0))\"" } ?? ""
            lines.append("<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"\(xml(element.id))\"\(label) x=\"\(number(f.minX))\" y=\"\(number(f.minY))\" width=\"\(number(f.width))\" height=\"\(number(f.height))\"/>")
        }
        return (lines + ["</XCUIElementTypeWindow>", "</XCUIElementTypeApplication>", "</AppiumAUT>"]).joined(separator: "\n")
    }

    static func json(_ value: Any) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }

    static func rect(_ f: Rect) -> [String: Double] { ["x": f.minX, "y": f.minY, "width": f.width, "height": f.height] }

    static func appiumJSON(_ capture: Capture) -> String {
        let children: [[String: Any]] = capture.elements.map { element in
            var node: [String: Any] = ["type": "XCUIElementTypeButton", "name": element.id, "rect": rect(element.frame), "rawIdentifier": element.id]
            if let title = element.title { node["label"] = title }
            return node
        }
        let full = rect(Rect(x: 0, y: 0, width: capture.size.width, height: capture.size.height))
        return json(["type": "XCUIElementTypeApplication", "name": "Demo", "label": "Demo", "rect": full, "children": children])
    }

    static func idb(_ capture: Capture, nested: Bool) -> String {
        let nodes: [[String: Any]] = capture.elements.map { element in
            let f = element.frame
            return ["type": "Button", "AXUniqueId": element.id, "AXLabel": element.title ?? NSNull(), "children": [Any](),
                    "AXFrame": "{{\(number(f.minX)), \(number(f.minY))}, {\(number(f.width)), \(number(f.height))}}"]
        }
        var app: [String: Any] = ["type": "Application", "AXLabel": "Demo", "AXUniqueId": NSNull(),
                                  "frame": rect(Rect(x: 0, y: 0, width: capture.size.width, height: capture.size.height))]
        app["children"] = nested ? nodes : []
        return json(nested ? [app] : [app] + nodes)
    }

    static func maestro(_ capture: Capture) -> String {
        func node(_ id: String, _ label: String, _ f: Rect, _ children: [Any]) -> [String: Any] {
            ["attributes": ["resource-id": id, "accessibilityText": label, "title": "", "text": "",
                            "bounds": "[\(number(f.minX)),\(number(f.minY))][\(number(f.maxX)),\(number(f.maxY))]"],
             "children": children]
        }
        let elements = capture.elements.map { node($0.id, $0.title ?? "", $0.frame, []) }
        let app = node("", "Demo", Rect(x: 0, y: 0, width: capture.size.width, height: capture.size.height), elements)
        return json(node("", "", Rect(x: 0, y: 0, width: 0, height: 0), [app]))
    }
}
