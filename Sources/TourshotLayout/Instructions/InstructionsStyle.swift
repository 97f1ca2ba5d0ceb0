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
    /// The default views set fixed sizes, `UIFont.systemFont(ofSize: 15.0)` for the hint and
    /// 17 for the next label and the skip button (`Extra/Default Views/CoachMarkBodyDefaultView.swift:172`
    /// and `:206`, `CoachMarkSkipDefaultView.swift:40` in Instructions), and never scale them:
    /// a larger Dynamic Type size leaves the coach mark as it is.
    public var textFollowsDynamicType: Bool { false }

    public func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        InstructionsOverlay.layout(context)
    }
}
