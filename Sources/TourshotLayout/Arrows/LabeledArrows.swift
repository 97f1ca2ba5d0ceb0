import TourshotModel

/// Secondary and supplemental arrows: labels placed, collisions resolved, curves built.
/// Every style draws them (TutorialKit's secondary arrows, the other styles' `arrows`, and the
/// supplemental arrows on top of any style), so they live outside the styles' folders.
public struct LabeledArrows: Sendable {
    /// TutorialKit's secondary arrow stroke, which every labelled arrow uses.
    public static let strokeWidth = 1.5

    public let labels: [ArrowLabel]
    public let curves: [ArrowCurve]

    /// Lays out `arrows` whose elements have frames (others are skipped, as on the device).
    public init(_ arrows: [ArrowSpec], tutorial: Tutorial, frames: (String) -> Rect?,
                orientation: Orientation, measurer: some TextMeasuring) {
        var labels: [ArrowLabel] = arrows.compactMap { arrow in
            guard let frame = frames(arrow.element) else { return nil }
            return ArrowLabel(arrow: arrow, text: tutorial.labelText(for: arrow),
                              tip: ArrowPlacement.tip(of: arrow, on: frame, orientation),
                              measurer: measurer, orientation: orientation)
        }
        LabelCollisionResolver.resolve(&labels)
        self.labels = labels
        self.curves = labels.map { label in
            let start = label.arrowStart(orientation)
            let curvature = ArrowCurve.curvature(bend: label.arrow.bend, strength: label.arrow.bendStrength,
                                                 anchor: label.arrow.anchor[orientation], start: start, end: label.tip)
            return ArrowCurve(start: start, end: label.tip, curvature: curvature)
        }
    }

    public func layouts(kind: ImageLayout.ArrowKind) -> [ImageLayout.Arrow] {
        zip(labels, curves).map { label, curve in
            ImageLayout.Arrow(element: label.arrow.element, kind: kind, tail: curve.start, control: curve.control,
                              tip: curve.end, label: ImageLayout.Label(text: label.text, frame: label.frame), spec: label.arrow)
        }
    }

    public func items(strokeWidth: Double, orientation: Orientation) -> [DisplayItem] {
        zip(labels, curves).flatMap { LabelPill.items(for: $0, curve: $1, strokeWidth: strokeWidth, orientation: orientation) }
    }
}
