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
    public static func cutout(for highlight: Highlight, element: CapturedElement, style: some ReferenceStyle) -> Cutout {
        let shape = highlight.shape ?? style.id.defaultHighlightShape
        let frame = element.frame.offsetBy(dx: highlight.offset.x, dy: highlight.offset.y)
        func padding(_ radius: Double = 0) -> Double { highlight.padding ?? style.defaultPadding(for: shape, cornerRadius: radius) }
        switch shape {
        case .rect:
            let rect = grown(frame, by: padding())
            return Cutout(element: element.id, shape: shape, path: .rect(rect), bounds: rect)
        case .roundedRect:
            let radius = max(0, cornerRadius(highlight.cornerRadius, element: element, style: style))
            let rect = grown(frame, by: padding(radius))
            let path: VectorPath = style.roundsContinuously ? .continuousRoundedRect(rect, radius: radius) : .roundedRect(rect, radius: radius)
            return Cutout(element: element.id, shape: shape, path: path, bounds: rect)
        case .circle:
            let base: Double = switch highlight.radius {
            case .fixed(let r)?: r
            case .scaleElement(let factor)?: min(frame.width, frame.height) * factor / 2
            case nil: style.defaultCircleRadius(around: frame)
            }
            let radius = max(0, base + padding())
            let bounds = Rect(center: frame.center, size: Size(width: 2 * radius, height: 2 * radius))
            return Cutout(element: element.id, shape: shape, path: .ellipse(bounds), bounds: bounds)
        case .oval:
            let rect = grown(frame, by: padding())
            return Cutout(element: element.id, shape: shape, path: .ellipse(rect), bounds: rect)
        case .capsule:
            let rect = grown(frame, by: padding())
            return Cutout(element: element.id, shape: shape, path: .capsule(rect), bounds: rect)
        }
    }

    /// How the style combines several holes (and Polaris' 1 pt mask stroke).
    public static func mask(for style: some ReferenceStyle, canvas: Rect, cutouts: [Cutout]) -> CutoutMask {
        let holes = style.holes
        return CutoutMask(canvas: canvas, holes: cutouts.map(\.path), rule: holes.rule, edgeStroke: holes.edgeStroke)
    }

    static func grown(_ rect: Rect, by padding: Double) -> Rect {
        let grown = rect.insetBy(dx: -padding, dy: -padding)
        // A padding that shrinks past nothing leaves an empty hole at the centre.
        return Rect(center: rect.center, size: Size(width: max(0, grown.width), height: max(0, grown.height)))
    }

    public static func cornerRadius(_ rule: CornerRadiusRule?, element: CapturedElement, style: some ReferenceStyle) -> Double {
        let base = max(0, element.cornerRadius)
        switch rule {
        case .fixed(let r)?: return r
        case .followElement(let delta)?: return base + delta
        case .scaleElement(let factor)?: return base * factor
        case nil: return style.defaultCornerRadius(elementRadius: base)
        }
    }
}
