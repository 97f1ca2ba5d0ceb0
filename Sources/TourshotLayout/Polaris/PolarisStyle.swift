import TourshotModel

/// PolarisGuideKit: plain rect focus by default, `CircleFocusStyle`'s fixed 50 pt circle,
/// continuous corners (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, drawn as
/// UIKit's `roundedRect:cornerRadius:`), even-odd holes with the mask layer's 1 pt stroke.
public struct PolarisStyle: ReferenceStyle {
    /// `CircleFocusStyle`'s default `.fixed(50)`.
    public static let circleRadius = 50.0

    public var id: TutorialStyle { .polaris }
    public func defaultCornerRadius(elementRadius: Double) -> Double { 0 }
    public func defaultCircleRadius(around frame: Rect) -> Double { Self.circleRadius }
    public var roundsContinuously: Bool { true }
    public var holes: (rule: CutoutMask.Rule, edgeStroke: Double) { (.evenOdd, 1) }

    public func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        PolarisOverlay.layout(context)
    }
}
