import TourshotModel

/// Spotlight: circles through the frame's corners by default; rounded rects (SwiftUI's
/// continuous `RoundedRectangle`) default to radius 12 and grow by half their radius; holes
/// are cleared one by one (union).
public struct SpotlightStyle: ReferenceStyle {
    /// Spotlight's demo app rounds its rectangles by 12; a rounded rect without a radius uses it.
    public static let cornerRadius = 12.0

    public var id: TutorialStyle { .spotlight }
    public func defaultPadding(for shape: HighlightShape, cornerRadius: Double) -> Double {
        shape == .roundedRect ? cornerRadius / 2 : 0
    }
    public func defaultCornerRadius(elementRadius: Double) -> Double { Self.cornerRadius }
    public var roundsContinuously: Bool { true }
    public var warningCodes: [LayoutWarning.Code] { [.spotlightNoTarget] }

    public func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        SpotlightOverlay.layout(context)
    }
}
