/// The file formats `tourshot render` writes: the same picture as a raster or as vectors.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Pixels at the screen's scale, written by libpng.
    case png
    /// Cairo's SVG 1.1 surface: paths, text as glyph outlines, blurs and shadows as embedded PNGs.
    case svg
    /// Cairo's PDF surface: one page of the canvas size in points, fonts embedded as subsets.
    case pdf

    /// The file name extension, without the dot.
    public var fileExtension: String { rawValue }
}
