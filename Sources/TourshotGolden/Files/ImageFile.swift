import Foundation
import TourshotFiles
import TourshotModel
import TourshotPNG
import TourshotParallel

/// Reads and writes the PNG files goldens, reports and `tourshot diff` work with.
public enum ImageFile {
    /// Decodes the PNG at `url` into premultiplied ARGB32 pixels.
    public static func read(_ url: URL) throws(ImageFileError) -> PixelImage {
        try decode(try bytes(url), from: url)
    }

    /// Decodes several PNGs at once, one per core; results in the order of `urls`.
    public static func read(_ urls: [URL]) -> [Result<PixelImage, ImageFileError>] {
        ParallelLoop.map(urls.count) { index in Result { () throws(ImageFileError) in try read(urls[index]) } }
    }

    /// The bytes of a file the user named, through the input reader (one descriptor: a
    /// device, pipe or folder is named as such), with an error that names it.
    public static func bytes(_ url: URL) throws(ImageFileError) -> [UInt8] {
        do {
            return try InputFile.read(url, limit: Limits.pngFileBytes, policy: .anywhere)
        } catch .folder {
            throw ImageFileError(file: url, reason: "is a folder, not a PNG file")
        } catch {
            throw ImageFileError(file: url, reason: error.message)
        }
    }

    /// Decodes PNG bytes that came from `url` (named in the error). Images larger than
    /// tourshot renders (`Limits.imageSide`) are refused before their pixels are allocated.
    public static func decode(_ bytes: [UInt8], from url: URL) throws(ImageFileError) -> PixelImage {
        if let (width, height) = try? PNGCodec.size(of: bytes), max(width, height) > Limits.imageSide {
            throw ImageFileError(file: url, reason: "is \(width)×\(height) px; images are limited to \(Limits.imageSide) px a side, as tourshot renders them")
        }
        do {
            return try PNGCodec.decode(bytes, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide)
        } catch {
            throw ImageFileError(file: url, reason: "not a valid PNG (\((error as? PNGError)?.message ?? "\(error)"))")
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

/// A PNG that could not be read or decoded, named by its path.
public struct ImageFileError: Error, Sendable, CustomStringConvertible {
    public let file: URL
    public let reason: String

    public var description: String { "\(InputFile.displayPath(file)): \(reason)" }
}
