import Foundation
import TourshotFiles
import TourshotModel
import TourshotPNG
import TourshotParallel

/// The one PNG file reader — screenshots (`ScreenshotCache`), goldens, `tourshot diff`'s files —
/// and the encoder of the pictures reports and diffs write.
public enum ImageFile {
    /// Decodes the PNG at `url` into premultiplied ARGB32 pixels.
    public static func read(_ url: URL) throws(ImageFileError) -> PixelImage {
        try decode(try bytes(url), from: url)
    }

    /// Decodes several PNGs at once, one per core; results in the order of `urls`.
    public static func read(_ urls: [URL]) -> [Result<PixelImage, ImageFileError>] {
        ParallelLoop.map(urls.count) { index in Result { () throws(ImageFileError) in try read(urls[index]) } }
    }

    /// The bytes of a PNG file, through the input reader under `policy` (one descriptor: a
    /// device, pipe or folder is named as such), bounded by `Limits.pngFileBytes`.
    public static func bytes(_ url: URL, policy: PathPolicy = .anywhere) throws(ImageFileError) -> [UInt8] {
        do {
            return try InputFile.read(url, limit: Limits.pngFileBytes, policy: policy)
        } catch {
            throw ImageFileError(file: url, failure: .unreadable(error))
        }
    }

    /// Decodes PNG bytes that came from `url` (named in the error). Images larger than
    /// tourshot renders (`Limits.imageSide`) are refused from the header, before their pixels
    /// are allocated; so is one `admit` refuses (a reason) for its sides.
    public static func decode(_ bytes: [UInt8], from url: URL,
                              admit: (_ width: Int, _ height: Int) -> String? = { _, _ in nil }) throws(ImageFileError) -> PixelImage {
        if let (width, height) = try? PNGCodec.size(of: bytes) {
            // The side limit first: a header may claim sides whose product overflows.
            guard max(width, height) <= Limits.imageSide else {
                throw ImageFileError(file: url, failure: .tooLarge(width: width, height: height))
            }
            if let refusal = admit(width, height) { throw ImageFileError(file: url, failure: .refused(refusal)) }
        }
        do {
            return try PNGCodec.decode(bytes, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide)
        } catch {
            throw ImageFileError(file: url, failure: .invalid((error as? PNGError)?.message ?? "\(error)"))
        }
    }

    /// PNG bytes of an image, compressed on all cores with tourshot's fast deflate (diff and
    /// composite images are transient report files and mostly flat, as previews are; see
    /// ImageRenderer's compressions).
    public static func encode(_ image: PixelImage) throws -> [UInt8] {
        try image.withUnsafeBytes { raw in
            try PNGCodec.encode(argb32: raw.baseAddress!, width: image.width, height: image.height,
                                stride: image.stride, compression: .fast)
        }
    }
}
