import TourshotModel

/// Warnings about what the device will get wrong, found on the resolved geometry.
public enum LayoutChecks {
    public static func warnings(arrows: [ImageLayout.Arrow], card: ImageLayout.Card?,
                                presentations: [Presentation], canvas: Rect, checkCardBounds: Bool = true,
                                cutouts: [ImageLayout.Cutout] = []) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        let labelled = arrows.filter { $0.label != nil }
        for arrow in labelled {
            let frame = arrow.label!.frame
            if !canvas.contains(frame) {
                warnings.append(LayoutWarning(.labelOffscreen, element: arrow.element,
                    "label \"\(oneLine(arrow.label!.text))\" reaches \(describeOverflow(frame, canvas)) the screen; the device draws it cut off"))
            }
        }
        for i in labelled.indices {
            for j in labelled.indices where j > i {
                let a = labelled[i], b = labelled[j]
                guard a.kind == b.kind, a.label!.frame.intersection(b.label!.frame) != nil else { continue }
                warnings.append(LayoutWarning(.labelOverlap, element: b.element,
                    "labels of \"\(a.element)\" and \"\(b.element)\" still overlap after TutorialKit's 8 passes of collision resolution"))
            }
        }
        if let card {
            if checkCardBounds && !canvas.contains(card.frame) {
                warnings.append(LayoutWarning(.cardOffscreen,
                    "the card (\(Int(card.frame.width))×\(Int(card.frame.height)) pt) does not fit the screen and reaches \(describeOverflow(card.frame, canvas)) it"))
            }
            for arrow in arrows where arrow.kind != .supplemental && card.frame.contains(arrow.tip) {
                warnings.append(LayoutWarning(.cardCoversTarget, element: arrow.element,
                    "the card covers the point the arrow to \"\(arrow.element)\" targets"))
            }
            for arrow in labelled where arrow.kind == .secondary && card.frame.intersection(arrow.label!.frame) != nil {
                warnings.append(LayoutWarning(.labelOverlap, element: arrow.element,
                    "label \"\(oneLine(arrow.label!.text))\" lies under the card"))
            }
            for cutout in cutouts where cutout.bounds.intersection(card.frame) != nil {
                warnings.append(LayoutWarning(.cardCoversTarget, element: cutout.element,
                    "the card covers part of the highlighted \"\(cutout.element)\""))
            }
            for presentation in presentations where presentation.frame.intersection(card.frame) != nil {
                warnings.append(LayoutWarning(.presentationCoversCard, element: presentation.id,
                    "\(presentation.style.rawValue) \"\(presentation.id)\" opens over the card and hides part of it"))
            }
        }
        return warnings
    }

    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }

    static func describeOverflow(_ frame: Rect, _ canvas: Rect) -> String {
        var edges: [String] = []
        if frame.minX < canvas.minX { edges.append("\(points(canvas.minX - frame.minX)) past the left edge of") }
        if frame.maxX > canvas.maxX { edges.append("\(points(frame.maxX - canvas.maxX)) past the right edge of") }
        if frame.minY < canvas.minY { edges.append("\(points(canvas.minY - frame.minY)) past the top edge of") }
        if frame.maxY > canvas.maxY { edges.append("\(points(frame.maxY - canvas.maxY)) past the bottom edge of") }
        return edges.joined(separator: " and ")
    }

    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " pt"
    }
}
