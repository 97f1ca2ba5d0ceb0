/// What sizes a view by itself, read from its element: text and font, an image, a control.
enum IntrinsicContentReader {
    static func content(_ node: XMLNode, images: [String: (Double, Double)], controls: ControlGeneration) -> IntrinsicContent {
        let font = node.child("fontDescription", key: "fontDescription")
        let pointSize = font?.double("pointSize") ?? font?["style"].flatMap { textStyleSizes[$0] }
        func ibFont(_ defaultSize: Double) -> IBFont { Self.font(font, pointSize: pointSize ?? defaultSize) }
        // IB's "Intrinsic Size: Placeholder" (a custom class whose size only its code knows):
        // the size Xcode lays the view out with; "infinite" leaves that axis free.
        if node["placeholderIntrinsicWidth"] != nil || node["placeholderIntrinsicHeight"] != nil {
            return .fixed(width: node.double("placeholderIntrinsicWidth"), height: node.double("placeholderIntrinsicHeight"))
        }
        switch node.name {
        case "label":
            let text = node["text"] ?? node.child("string", key: "text").map { _ in "" } ?? ""
            return .text(text, font: ibFont(17), element: "label")
        case "button":
            let configuration = node.child("buttonConfiguration", key: "configuration")
            let normal = node.children.first { $0.name == "state" && $0["key"] == "normal" }
            let title = configuration?["title"] ?? normal?["title"] ?? ""
            if title.isEmpty, let image = (configuration?["image"] ?? normal?["image"]).flatMap({ images[$0] }) {
                return .image(width: image.0, height: image.1)
            }
            return .text(title, font: ibFont(configuration == nil ? 15 : 17),
                         element: configuration == nil ? "button" : "configuredButton")
        case "textField":
            return .text(node["text"] ?? node["placeholder"] ?? "", font: ibFont(14), element: "textField")
        case "segmentedControl":
            let titles = node.child("segments")?.children.compactMap { $0["title"] } ?? []
            return .text(titles.joined(separator: "\t"), font: IBFont(pointSize: 13), element: "segmentedControl")
        case "imageView":
            if let image = node["image"].flatMap({ images[$0] }) { return .image(width: image.0, height: image.1) }
            return .none
        case "switch": return controls == .iOS26 ? .fixed(width: 61, height: 28) : .fixed(width: 49, height: 31)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(node["style"] ?? "")
            return .fixed(width: large ? 37 : 20, height: large ? 37 : 20)
        case "slider": return .fixed(width: nil, height: 30)
        case "progressView": return .fixed(width: nil, height: node["progressViewStyle"] == "bar" ? 2.5 : 4)
        case "pageControl": return .fixed(width: nil, height: 26)
        case "stepper": return .fixed(width: 94, height: 32)
        default: return .none
        }
    }

    /// The element's font: a named one (`name="HelveticaNeue-Light"`), else the system font
    /// at its weight (`boldSystem`; the headline text style is semibold).
    static func font(_ font: XMLNode?, pointSize: Double) -> IBFont {
        if let name = font?["name"], !name.isEmpty {
            return IBFont(pointSize: pointSize, weight: IBFont.weight(ofNamed: name), name: name)
        }
        let weight = font?["type"] == "boldSystem" ? "bold" : font?["style"] == "UICTFontTextStyleHeadline" ? "semibold" : font?["weight"] ?? "regular"
        return IBFont(pointSize: pointSize, weight: IBFont.Weight(rawValue: weight) ?? .regular)
    }

    /// Dynamic Type's text styles at the default ("Large") content size, as UIKit gives
    /// `UIFont.preferredFont(forTextStyle:)`; IB writes only the style's name.
    static let textStyleSizes: [String: Double] = [
            "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
            "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
            "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
}
