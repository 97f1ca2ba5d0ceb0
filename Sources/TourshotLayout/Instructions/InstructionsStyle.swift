import TourshotModel

/// Instructions: the default cutout is the frame grown by 4 with continuous corners of radius
/// 4; several holes combine even-odd (a `CAShapeLayer` mask).
public struct InstructionsStyle: ReferenceStyle {
    /// Instructions' default cutout: the frame grown by 4 with corner radius 4.
    public static let padding = 4.0
    public static let cornerRadius = 4.0

    public var id: TutorialStyle { .instructions }
    public func defaultPadding(for shape: HighlightShape, cornerRadius: Double) -> Double { Self.padding }
    public func defaultCornerRadius(elementRadius: Double) -> Double { Self.cornerRadius }
    public var roundsContinuously: Bool { true }
    public var holes: (rule: CutoutMask.Rule, edgeStroke: Double) { (.evenOdd, 0) }
    public var warningCodes: [LayoutWarning.Code] { [.coachMarkOffscreen, .coachMarkArrowOffBody] }

    public func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        InstructionsOverlay.layout(context)
    }
}
