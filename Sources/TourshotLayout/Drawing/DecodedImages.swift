import TourshotFiles
import TourshotPNG

/// The screenshots a layout places, decoded before any layout (the pipeline's
/// `ScreenshotCache`). The layout puts their pixels in the display list, as usvg resolves an
/// image when it parses: a `Picture` holds everything the painter draws, and the painter reads
/// no file.
public protocol DecodedImages: Sendable {
    /// The decoded pixels of `source`; nil when it was not decoded.
    func pixels(_ source: InputPath) -> PixelImage?
}

/// Screenshots decoded by hand (tools and tests); empty for tours without screenshots.
extension Dictionary: DecodedImages where Key == InputPath, Value == PixelImage {
    public func pixels(_ source: InputPath) -> PixelImage? { self[source] }
}
