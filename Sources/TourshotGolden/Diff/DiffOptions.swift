/// How `PixelDiff` decides that two pixels differ, and how it draws the diff image.
///
/// The defaults are pixelmatch 7.2's, so `PixelDiff.compare(a, b)` counts what
/// `pixelmatch(a, b, diff, w, h)` counts:
///
/// ```swift
/// var options = DiffOptions()
/// options.threshold = 0.05        // stricter: smaller colour changes count
/// options.includeAntiAliasing = true
/// options.checkerboard = false    // semi-transparent pixels over white, as pixelmatch 5 did
/// ```
///
/// Only `threshold`, `includeAntiAliasing` and `checkerboard` change the counts; the others
/// only change the picture.
public struct DiffOptions: Sendable, Hashable {
    /// An opaque colour of the diff image.
    public struct Color: Sendable, Hashable {
        public var red: UInt8, green: UInt8, blue: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }

        /// Cairo's ARGB32 word of this colour, fully opaque.
        var word: UInt32 { 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
    }

    /// Matching threshold, 0...1: the largest YIQ colour distance two pixels may have and still
    /// count as equal, as a fraction of the largest possible distance. Smaller is stricter.
    public var threshold: Double
    /// Counts pixels that look like anti-aliasing as differences too (pixelmatch's `includeAA`).
    /// Off by default: a shifted edge then shows in yellow instead of failing.
    public var includeAntiAliasing: Bool
    /// Blends semi-transparent pixels over pixelmatch 7's fixed pattern of dark and light
    /// backgrounds (`Background.checkerboard`) before comparing them, so that a change of
    /// opacity shows whatever the colour; false blends them over white (pixelmatch's
    /// `checkerboard`). Opaque pixels compare the same either way.
    public var checkerboard = true
    /// Opacity of the expected image drawn faded under the diff, 0...1.
    public var alpha: Double
    /// Colour of counted differences in the diff image.
    public var differenceColor = Color(red: 255, green: 0, blue: 0)
    /// Colour of counted differences where the actual pixel is darker than the expected one
    /// (pixelmatch's `diffColorAlt`); nil draws them in `differenceColor` too.
    public var darkerDifferenceColor: Color?
    /// Colour of ignored anti-aliasing differences in the diff image.
    public var antiAliasingColor = Color(red: 255, green: 255, blue: 0)
    /// Draws only the counted differences, on a transparent background: no faded expected
    /// image, no anti-aliasing (pixelmatch's `diffMask`).
    public var mask = false

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, alpha: Double = 0.1) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.alpha = alpha
    }

    /// The largest squared YIQ distance that still counts as equal. 35215 is the largest
    /// possible one (black against white); pixelmatch multiplies in this order, and the counts
    /// depend on the rounding.
    var maxDelta: Double { 35215 * threshold * threshold }
}
