import Foundation
import TourshotModel

/// Line style of a stroke.
public struct StrokeStyle: Sendable, Hashable {
    public enum Cap: String, Sendable, Hashable { case butt, round }
    public let width: Double
    public let cap: Cap
    public let roundJoins: Bool

    public init(width: Double, cap: Cap = .butt, roundJoins: Bool = false) {
        self.width = width
        self.cap = cap
        self.roundJoins = roundJoins
    }
}

/// A run of text placed by layout; the painter only sets it where it is told.
public struct TextRun: Sendable, Hashable {
    public let text: String
    public let font: FontSpec
    public let color: RGBAColor
    /// Top-left of the text's layout box and its measured size.
    public let frame: Rect
    public let alignment: TextAlignment
    /// Width the text wraps at (nil: explicit line breaks only).
    public let wrapWidth: Double?
    /// Keep to one line and end with "…" when wider than `frame` (wireframe titles).
    public let truncates: Bool

    public init(text: String, font: FontSpec, color: RGBAColor, frame: Rect, alignment: TextAlignment = .leading,
                wrapWidth: Double? = nil, truncates: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
        self.wrapWidth = wrapWidth
        self.truncates = truncates
    }
}

/// Everything the painter draws, in points and in order. It makes no layout decisions.
public enum DisplayItem: Sendable, Hashable {
    /// Fill the whole canvas.
    case clear(RGBAColor)
    case fill(VectorPath, RGBAColor)
    case stroke(VectorPath, StrokeStyle, RGBAColor)
    case text(TextRun)
    /// A PNG screenshot scaled to fill `rect`, clipped to `clip` when given.
    case image(URL, rect: Rect, clip: VectorPath?)
    /// Gaussian blur (σ = `radius` points) of what is drawn so far, inside `clip` only;
    /// samples beyond the clip's bounds are clamped to its edge.
    case blur(clip: VectorPath, radius: Double)
    /// Soft shadow of `path`: filled with `color`, moved by `offset`, blurred with σ = `radius`.
    case shadow(VectorPath, color: RGBAColor, radius: Double, offset: Point)
}
