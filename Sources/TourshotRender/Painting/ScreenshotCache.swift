import Foundation
import TourshotDigest
import TourshotFiles
import TourshotLayout
import TourshotModel
import TourshotPNG

/// A screenshot that could not be read, with the file it came from.
public struct ScreenshotError: Error, Sendable, CustomStringConvertible {
    public let file: String
    /// What is wrong and the fix, as a predicate of the file ("is not a usable PNG: …; replace …").
    public let message: String
    public var description: String { "\(file) \(message)" }
}

/// The screenshots a run decodes before any layout, each file once, shared by every worker:
/// layouts take their pixels from here (`DecodedImages`) into the pictures they make, so
/// drawing reads no file.
public final class ScreenshotCache: DecodedImages, @unchecked Sendable {
    private var images: [InputPath: PixelImage] = [:]
    /// The SHA-256 of the bytes each screenshot was decoded from: `record`'s input keys name the
    /// bytes drawn, not the file as a later read finds it.
    private var digests: [InputPath: String] = [:]
    /// Bytes of the pixels decoded so far, bounded by `decodedByteLimit`.
    private var decodedBytes = 0
    private let decodedByteLimit: Int
    private let lock = NSLock()

    public init(decodedByteLimit: Int = Limits.decodedScreenshotBytes) {
        self.decodedByteLimit = decodedByteLimit
    }

    /// The pixels of `source` when it was decoded here; never reads the file.
    public func pixels(_ source: InputPath) -> PixelImage? {
        lock.withLock { images[source] }
    }

    /// The digest of the bytes `source` was decoded from; nil when it was not decoded here.
    public func digest(_ source: InputPath) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return digests[source]
    }

    /// The decoded screenshot, read through its path's policy (confined to the project folder
    /// at open time) and decoded from those bytes.
    public func image(_ source: InputPath) throws(ScreenshotError) -> PixelImage {
        lock.lock()
        defer { lock.unlock() }
        if let cached = images[source] { return cached }
        let shown = InputFile.displayPath(source.url)
        let replace = "replace it with a valid PNG or remove \"background\""
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(source.url, limit: Limits.pngFileBytes, policy: source.policy)
        } catch .notFound {
            throw ScreenshotError(file: shown, message: "was not found; fix the path (it is relative to the screen file) or remove \"background\"")
        } catch .outside(let message) {
            throw ScreenshotError(file: shown, message: "is refused: \(message)")
        } catch {
            throw ScreenshotError(file: shown, message: "\(error.message); \(replace)")
        }
        // Checked from the header, before the pixels are allocated.
        // The side limit first: a header may claim sides whose product overflows.
        if let size = try? PNGCodec.size(of: bytes), max(size.width, size.height) <= Limits.imageSide {
            let total = decodedBytes + 4 * size.width * size.height
            guard total <= decodedByteLimit else {
                throw ScreenshotError(file: shown, message: "(\(size.width)×\(size.height) px) would bring the screenshots this run holds decoded to \(total >> 20) MiB, over the \(decodedByteLimit >> 20) MiB limit; select fewer screens at once (--tour, --screen, --locale) or use smaller screenshots")
            }
        }
        do {
            let image = try PNGCodec.decode(bytes, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide)
            decodedBytes += 4 * image.width * image.height
            images[source] = image
            digests[source] = SHA256.hex(bytes)
            return image
        } catch {
            throw ScreenshotError(file: shown, message: "is not a usable PNG: \((error as? PNGError)?.message ?? "\(error)"); \(replace)")
        }
    }
}
