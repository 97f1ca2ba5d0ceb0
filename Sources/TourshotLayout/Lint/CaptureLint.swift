import TourshotModel

/// What the capture itself tells about a step, now that screens come from the app: a target
/// captured past the screen, an arrow ending off it, a target under a shown presentation or
/// under an element the capture draws above it (later in the capture, not inside the target).
public enum CaptureLint {
    public static func warnings(step: Step, tutorial: Tutorial, capture: Capture, arrows: [ImageLayout.Arrow],
                                presentations: [Presentation]) -> [LayoutWarning] {
        let canvas = capture.canvas
        var warnings: [LayoutWarning] = []
        let overlayTargets = step.arrows.map(\.element) + step.highlights.map(\.element) + [step.attachTo?.element].compactMap { $0 }
        var seen = Set<String>()
        for id in overlayTargets + step.supplementalArrows.map(\.element) where seen.insert(id).inserted {
            guard let element = capture.element(named: id, label: tutorial.elementLabels[id]) else { continue }
            if !canvas.contains(element.frame) {
                warnings.append(LayoutWarning(.elementOffscreen, element: id,
                    "\"\(id)\" is captured at \(describe(element.frame)), reaching \(LayoutChecks.describeOverflow(element.frame, canvas)) the \(Decode.format(canvas.width))×\(Decode.format(canvas.height)) pt screen: the device cannot show all of it; scroll it into view before capturing, or point at another element",
                    region: element.frame))
            }
        }
        for id in Set(overlayTargets).sorted() {
            guard let element = capture.element(named: id, label: tutorial.elementLabels[id]), element.presentation == nil else { continue }
            let center = Point(x: element.frame.midX, y: element.frame.midY)
            if let cover = presentations.first(where: { $0.frame.contains(center) }) {
                warnings.append(LayoutWarning(.targetCovered, element: id,
                    "\"\(id)\" lies under the \(cover.style.rawValue) \"\(cover.id)\" this step shows: the user cannot see or tap it; point at an element of the \(cover.style.rawValue) (supplementalArrows) or close it first",
                    region: element.frame))
            } else if let index = capture.elements.firstIndex(where: { $0.id == element.id }),
                      let above = capture.elements[(index + 1)...].first(where: { $0.presentation == nil && $0.frame.contains(center) && !element.frame.contains($0.frame) }) {
                warnings.append(LayoutWarning(.targetCovered, element: id,
                    "\"\(id)\" lies under \"\(above.id)\", which the capture draws above it: the user cannot see or tap it; check the screen the capture came from",
                    region: element.frame))
            }
        }
        for arrow in arrows where !canvas.contains(arrow.tip) {
            warnings.append(LayoutWarning(.arrowTipOffscreen, element: arrow.element,
                "the arrow to \"\(arrow.element)\" ends at (\(Decode.format(arrow.tip.x)), \(Decode.format(arrow.tip.y))), outside the \(Decode.format(canvas.width))×\(Decode.format(canvas.height)) pt screen: its head is not drawn"))
        }
        return warnings
    }

    static func describe(_ frame: Rect) -> String {
        "[" + [frame.minX, frame.minY, frame.width, frame.height].map(Decode.format).joined(separator: ", ") + "]"
    }
}
