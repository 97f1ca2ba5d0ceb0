import Foundation
import TourshotModel
import TourshotPNG

/// Line style of a stroke.
public struct StrokeStyle: Sendable, Hashable {
    public enum Cap: String, Sendable, Hashable { case butt, round }
    public let width: Double
    public internal(set) var cap: Cap = .butt
    public internal(set) var roundJoins = false
}

/// A run of text placed by layout; the painter only sets it where it is told.
public struct TextRun: Sendable, Hashable {
    public let text: String
    public let font: FontSpec
    public let color: RGBAColor
    /// Top-left of the text's layout box and its measured size.
    public let frame: Rect
    public internal(set) var alignment: TextAlignment = .leading
    /// Width the text wraps at (nil: explicit line breaks only).
    public internal(set) var wrapWidth: Double?
    /// Keep to one line and end with "…" when wider than `frame` (wireframe titles).
    public internal(set) var truncates = false
}

/// Everything the painter draws, in points and in order. It makes no layout decisions.
public enum DisplayItem: Sendable, Hashable {
    /// Fill the whole canvas.
    case clear(RGBAColor)
    case fill(VectorPath, RGBAColor)
    case stroke(VectorPath, StrokeStyle, RGBAColor)
    case text(TextRun)
    /// Decoded pixels (a screenshot, a thumbnail) scaled to fill `rect`, clipped to `clip` when
    /// given; `source` names them for a draw error (a screenshot: the screen file, the JSON path
    /// naming it and its file), as the painter has no file to name.
    case image(PixelImage, rect: Rect, clip: VectorPath?, source: String)
    /// Gaussian blur (σ = `radius` points) of what is drawn so far, inside `clip` only;
    /// samples beyond the clip's bounds are clamped to its edge.
    case blur(clip: VectorPath, radius: Double)
    /// Soft shadow of `path`: filled with `color`, moved by `offset`, blurred with σ = `radius`.
    case shadow(VectorPath, color: RGBAColor, radius: Double, offset: Point)
    /// Fills `path` with a linear gradient running from `start` to `end` (colours constant on
    /// lines perpendicular to it, extended beyond the ends).
    case linearGradient(VectorPath, start: Point, end: Point, stops: [GradientStop])
    /// Fills `path` with a radial gradient from `center` (location 0) to `radius` (location 1).
    case radialGradient(VectorPath, center: Point, radius: Double, stops: [GradientStop])
    /// Draws `content` in a layer of its own, removes `cutouts` from that layer and composites
    /// it over what is drawn so far (a dimming or a page with holes). `content` holds no blur
    /// or image items.
    case layer([DisplayItem], cutouts: CutoutMask)
    /// Draws `content` clipped to `clip`.
    case clipped(VectorPath, [DisplayItem])
}

/// A colour at a position (0…1) along a gradient.
public struct GradientStop: Sendable, Hashable {
    public let location: Double
    public let color: RGBAColor

    public init(_ location: Double, _ color: RGBAColor) {
        self.location = location
        self.color = color
    }
}

/// Which parts of a `layer` stay: the canvas minus holes, combined the way each reference
/// system builds its mask.
public struct CutoutMask: Sendable, Hashable {
    public enum Rule: Sendable, Hashable {
        /// Each hole is cleared on its own, so overlapping holes stay clear (SwiftUI's
        /// `.blendMode(.destinationOut)`, as Spotlight does).
        case union
        /// One even-odd path of the canvas and every hole: where two holes overlap the layer
        /// shows again (a `CAShapeLayer` mask with `fillRule = .evenOdd`, Instructions and Polaris).
        case evenOdd
    }

    public let canvas: Rect
    public let holes: [VectorPath]
    public let rule: Rule
    /// Width of a stroke along the mask path that keeps the layer (0: none). Polaris' mask
    /// layer strokes its path 1 pt wide, which leaves a 0.5 pt sliver of dim inside each hole.
    public let edgeStroke: Double

    public init(canvas: Rect, holes: [VectorPath], rule: Rule, edgeStroke: Double = 0) {
        self.canvas = canvas
        self.holes = holes
        self.rule = rule
        self.edgeStroke = edgeStroke
    }
}
