import TourshotFiles
import TourshotModel
import TourshotPNG

/// The screenshots of a screen decoded by hand, for layouts made without the preview pipeline
/// (which decodes them into its `ScreenshotCache`).
public enum DecodedScreenshots {
    /// Every background of `screen`'s captures and their presentations, decoded.
    public static func of(_ screen: Screen) throws -> [InputPath: PixelImage] {
        var decoded: [InputPath: PixelImage] = [:]
        for orientation in screen.orientations {
            guard let capture = screen.capture(orientation) else { continue }
            for source in [capture.background].compactMap({ $0 }) + capture.presentations.compactMap(\.background) {
                let bytes = try InputFile.read(source.url, limit: Limits.pngFileBytes, policy: source.policy)
                decoded[source] = try PNGCodec.decode(bytes, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide)
            }
        }
        return decoded
    }
}
