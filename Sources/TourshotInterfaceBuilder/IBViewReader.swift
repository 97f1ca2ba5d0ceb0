/// One view element's attributes, its constraints and what sizes its content.
enum IBViewReader {
    static func view(_ node: XMLNode, parent: Int?, index: Int, images: [String: (Double, Double)],
                     variations: IBVariations, controls: ControlGeneration) -> IBView {
        let id = node["id"]!
        let frame = node.child("rect", key: "frame").map(rect)
        let margins = node.child("edgeInsets", key: "layoutMargins").map {
            IBInsets(top: $0.double("top") ?? 0, left: $0.double("left") ?? 0, bottom: $0.double("bottom") ?? 0, right: $0.double("right") ?? 0)
        } ?? node.child("directionalEdgeInsets", key: "directionalLayoutMargins").map {
            IBInsets(top: $0.double("top") ?? 0, left: $0.double("leading") ?? 0, bottom: $0.double("bottom") ?? 0, right: $0.double("trailing") ?? 0)
        }
        let guides = node.children.filter { $0.name == "viewLayoutGuide" }
        let isLabel = node.name == "label"
        let defaultHugging = isLabel ? 251 : 250
        let constraints = (node.child("constraints")?.children ?? []).filter {
            $0.name == "constraint" && !$0.flag("placeholder") && variations.isInstalled($0["id"] ?? "")
        }.map { constraint(ownerID: id, $0) }
        var view = IBView(
            id: id, line: node.line, element: node.name, customClass: node["customClass"], userLabel: node["userLabel"],
            accessibilityIdentifier: node.child("accessibility")?["identifier"],
            storedFrame: frame, parent: parent,
            // `fixedFrame`: IB turns the stored frame into constraints when it compiles the document.
            placedByConstraints: node["translatesAutoresizingMaskIntoConstraints"] == "NO" && !node.flag("fixedFrame"),
            autoresizing: node.child("autoresizingMask", key: "autoresizingMask").map(mask) ?? AutoresizingMask(),
            misplaced: node.flag("misplaced"), ambiguous: node.flag("ambiguous"), hidden: node.flag("hidden"),
            safeAreaGuideID: guides.first { $0["key"] == "safeArea" }?["id"],
            contentLayoutGuideID: guides.first { $0["key"] == "contentLayoutGuide" }?["id"],
            frameLayoutGuideID: guides.first { $0["key"] == "frameLayoutGuide" }?["id"],
            customLayoutMargins: margins,
            insetsLayoutMarginsFromSafeArea: node["insetsLayoutMarginsFromSafeArea"] != "NO",
            content: IntrinsicContentReader.content(node, images: images, controls: controls),
            alignmentOutsets: AlignmentRect.outsets(node.name, controls: controls),
            hugging: (Int(node["horizontalHuggingPriority"] ?? "") ?? defaultHugging, Int(node["verticalHuggingPriority"] ?? "") ?? defaultHugging),
            compressionResistance: (Int(node["horizontalCompressionResistancePriority"] ?? "") ?? 750,
                                    Int(node["verticalCompressionResistancePriority"] ?? "") ?? 750),
            constraints: constraints,
            stack: node.name == "stackView" ? IBStackAttributes(
                vertical: node["axis"] == "vertical", distribution: node["distribution"] ?? "fill",
                alignment: node["alignment"] ?? "fill", spacing: node.double("spacing") ?? 0) : nil)
        if isLabel { view.numberOfLines = Int(node["numberOfLines"] ?? "1") ?? 1 }
        view.hasPlaceholderSize = node["placeholderIntrinsicWidth"] != nil || node["placeholderIntrinsicHeight"] != nil
        return view
    }

    static func rect(_ node: XMLNode) -> IBRect {
        IBRect(x: node.double("x") ?? 0, y: node.double("y") ?? 0, width: node.double("width") ?? 0, height: node.double("height") ?? 0)
    }

    private static func mask(_ node: XMLNode) -> AutoresizingMask {
        var mask = AutoresizingMask()
        mask.flexibleLeft = node.flag("flexibleMinX")
        mask.flexibleWidth = node.flag("widthSizable")
        mask.flexibleRight = node.flag("flexibleMaxX")
        mask.flexibleTop = node.flag("flexibleMinY")
        mask.flexibleHeight = node.flag("heightSizable")
        mask.flexibleBottom = node.flag("flexibleMaxY")
        return mask
    }

    /// A missing item is the owner; a missing second attribute makes a constant constraint.
    private static func constraint(ownerID: String, _ node: XMLNode) -> IBConstraint {
        let secondAttribute = node["secondAttribute"].flatMap { $0 == "notAnAttribute" ? nil : $0 }
        return IBConstraint(
            id: node["id"] ?? "", line: node.line,
            firstItem: node["firstItem"] ?? ownerID, firstAttribute: node["firstAttribute"] ?? "notAnAttribute",
            relation: node["relation"] == "greaterThanOrEqual" ? .greaterOrEqual : node["relation"] == "lessThanOrEqual" ? .lessOrEqual : .equal,
            secondItem: secondAttribute == nil ? nil : node["secondItem"] ?? ownerID, secondAttribute: secondAttribute,
            multiplier: multiplier(node["multiplier"]), constant: node.double("constant") ?? 0,
            priority: Int(node["priority"] ?? "") ?? 1000)
    }

    /// IB writes a multiplier as a number or as a ratio, `16:9`.
    private static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        return parts.count == 2 && parts[1] != 0 ? parts[0] / parts[1] : Double(text) ?? 1
    }
}
