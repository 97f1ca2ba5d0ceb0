import TourshotModel

/// A highlight resolved against a capture: the hole's outline and its bounding box.
public struct Cutout: Sendable, Hashable {
    public let element: String
    public let shape: HighlightShape
    public let path: VectorPath
    public let bounds: Rect

    /// The layout JSON's `dimming.cutouts` entry.
    public var report: ImageLayout.Cutout { ImageLayout.Cutout(element: element, shape: shape, bounds: bounds) }
}

/// Turns highlights into hole paths with each reference system's defaults (docs/styles.md, "Highlights").
///
/// Example: an Instructions highlight of a 100×40 button at (20, 100) is the frame grown by 4,
/// (16, 96, 108, 48), with continuous corners of radius 4; the same highlight in Spotlight is the
/// circle through the frame's corners, diameter √(100² + 40²) ≈ 107.7 around (70, 120).
public enum CutoutGeometry {
    /// Spotlight's demo app rounds its rectangles by 12; a rounded rect without a radius uses it.
    public static let spotlightDefaultCornerRadius = 12.0
    /// Polaris' `CircleFocusStyle` default `.fixed(50)`.
    public static let polarisDefaultCircleRadius = 50.0
    /// Instructions' default cutout: the frame grown by 4 with corner radius 4.
    public static let instructionsPadding = 4.0
    public static let instructionsCornerRadius = 4.0

    public static func cutout(for highlight: Highlight, element: CapturedElement, style: TutorialStyle) -> Cutout {
        let shape = highlight.shape ?? style.defaultHighlightShape
        let frame = element.frame.offsetBy(dx: highlight.offset.x, dy: highlight.offset.y)
        switch shape {
        case .rect:
            let rect = grown(frame, by: highlight.padding ?? defaultPadding(style, shape: shape, radius: 0))
            return Cutout(element: element.id, shape: shape, path: .rect(rect), bounds: rect)
        case .roundedRect:
            let radius = max(0, cornerRadius(highlight.cornerRadius, element: element, style: style))
            let rect = grown(frame, by: highlight.padding ?? defaultPadding(style, shape: shape, radius: radius))
            let path: VectorPath = continuousCorners(style)
                ? .continuousRoundedRect(rect, radius: radius) : .roundedRect(rect, radius: radius)
            return Cutout(element: element.id, shape: shape, path: path, bounds: rect)
        case .circle:
            let base: Double
            switch highlight.radius {
            case .fixed(let r)?: base = r
            case .scaleElement(let factor)?: base = min(frame.width, frame.height) * factor / 2
            case nil:
                base = style == .polaris ? polarisDefaultCircleRadius
                    : (frame.width * frame.width + frame.height * frame.height).squareRoot() / 2
            }
            let radius = max(0, base + (highlight.padding ?? defaultPadding(style, shape: shape, radius: 0)))
            let bounds = Rect(center: frame.center, size: Size(width: 2 * radius, height: 2 * radius))
            return Cutout(element: element.id, shape: shape, path: .ellipse(bounds), bounds: bounds)
        case .oval:
            let rect = grown(frame, by: highlight.padding ?? defaultPadding(style, shape: shape, radius: 0))
            return Cutout(element: element.id, shape: shape, path: .ellipse(rect), bounds: rect)
        case .capsule:
            let rect = grown(frame, by: highlight.padding ?? defaultPadding(style, shape: shape, radius: 0))
            return Cutout(element: element.id, shape: shape, path: .capsule(rect), bounds: rect)
        }
    }

    /// How each system combines several holes, and Polaris' 1 pt mask stroke.
    public static func mask(for style: TutorialStyle, canvas: Rect, cutouts: [Cutout]) -> CutoutMask {
        let holes = cutouts.map(\.path)
        switch style {
        case .instructions: return CutoutMask(canvas: canvas, holes: holes, rule: .evenOdd)
        case .polaris: return CutoutMask(canvas: canvas, holes: holes, rule: .evenOdd, edgeStroke: 1)
        case .tutorialkit, .spotlight, .onboarding: return CutoutMask(canvas: canvas, holes: holes, rule: .union)
        }
    }

    static func grown(_ rect: Rect, by padding: Double) -> Rect {
        let grown = rect.insetBy(dx: -padding, dy: -padding)
        // A padding that shrinks past nothing leaves an empty hole at the centre.
        return Rect(center: rect.center, size: Size(width: max(0, grown.width), height: max(0, grown.height)))
    }

    static func defaultPadding(_ style: TutorialStyle, shape: HighlightShape, radius: Double) -> Double {
        switch style {
        case .instructions: instructionsPadding
        case .spotlight: shape == .roundedRect ? radius / 2 : 0
        case .tutorialkit, .polaris, .onboarding: 0
        }
    }

    public static func cornerRadius(_ rule: CornerRadiusRule?, element: CapturedElement, style: TutorialStyle) -> Double {
        let base = max(0, element.cornerRadius)
        switch rule {
        case .fixed(let r)?: return r
        case .followElement(let delta)?: return base + delta
        case .scaleElement(let factor)?: return base * factor
        case nil:
            switch style {
            case .instructions: return instructionsCornerRadius
            case .polaris: return 0
            case .spotlight: return spotlightDefaultCornerRadius
            case .tutorialkit, .onboarding: return base
            }
        }
    }

    /// UIKit's `UIBezierPath(roundedRect:cornerRadius:)` (Instructions) and SwiftUI's
    /// `RoundedRectangle` (Spotlight) draw continuous corners; Polaris'
    /// `byRoundingCorners:` variant and tourshot's own element corners are circular.
    static func continuousCorners(_ style: TutorialStyle) -> Bool {
        style == .instructions || style == .spotlight
    }
}
