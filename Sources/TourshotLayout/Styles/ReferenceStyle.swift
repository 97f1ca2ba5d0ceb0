import TourshotModel

/// One reference system as tourshot reproduces it: its defaults for highlights and holes, what
/// its design review checks, and its placement pipeline. Each lives in its style's folder;
/// `ReferenceStyles` is the only place that maps a tutorial's `style` to one.
///
/// Adding a style (docs/architecture.md, "Adding a style"): a folder with a type conforming to
/// this protocol and its pipeline, a case in `TutorialStyle` and `ReferenceStyles`, the schema, docs.
public protocol ReferenceStyle: Sendable {
    /// The value of a tutorial's `style` that selects it.
    var id: TutorialStyle { get }

    /// Padding around a hole when the highlight gives none (`cornerRadius`: the hole's radius).
    func defaultPadding(for shape: HighlightShape, cornerRadius: Double) -> Double
    /// A rounded rect's corner radius when the highlight gives none (`elementRadius`: the
    /// captured element's own).
    func defaultCornerRadius(elementRadius: Double) -> Double
    /// Whether rounded holes have continuous (squircle-like) corners, as UIKit's
    /// `UIBezierPath(roundedRect:cornerRadius:)` and SwiftUI's `RoundedRectangle` draw them.
    var roundsContinuously: Bool { get }
    /// A circle's radius around `frame` when the highlight gives none.
    func defaultCircleRadius(around frame: Rect) -> Double
    /// How several holes combine, and the width of a stroke along the mask that keeps the dim.
    var holes: (rule: CutoutMask.Rule, edgeStroke: Double) { get }

    /// Whether every step is a full-screen page (the onboarding style).
    var everyStepIsAPage: Bool { get }
    /// Whether the style's own views set their text in Dynamic Type fonts, so that a user's
    /// larger text size reaches them on the device (`lint`'s hint from larger sizes is only
    /// given then).
    var textFollowsDynamicType: Bool { get }
    /// Whether the design review checks the style's card against the safe area.
    var cardStaysInSafeArea: Bool { get }

    /// The warning codes only this style raises (declared in its folder).
    var warningCodes: [LayoutWarning.Code] { get }
    /// The faces the style's card draws, in the order its layout first measures them: a
    /// renderer may load them before the first layout asks.
    var faces: [FontSpec] { get }

    /// `tourshot init`'s starter step in the style's own terms, pointing at `targets`.
    func starter(_ targets: StarterTargets) -> StarterStep

    /// The style's pipeline for one step: dimming with holes, its card and arrows, warnings.
    func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay
}

extension ReferenceStyle {
    public func defaultPadding(for shape: HighlightShape, cornerRadius: Double) -> Double { 0 }
    public func defaultCornerRadius(elementRadius: Double) -> Double { elementRadius }
    public var roundsContinuously: Bool { false }
    /// The circle through the frame's corners.
    public func defaultCircleRadius(around frame: Rect) -> Double {
        (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2
    }
    public var holes: (rule: CutoutMask.Rule, edgeStroke: Double) { (.union, 0) }
    public var everyStepIsAPage: Bool { false }
    public var cardStaysInSafeArea: Bool { false }
    public var warningCodes: [LayoutWarning.Code] { [] }
    public var faces: [FontSpec] { [] }
    public var textFollowsDynamicType: Bool { true }
}
