import Foundation
import TourshotDigest
import TourshotFiles
import TourshotGolden
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
        let image: PixelImage, bytes: [UInt8]
        do {
            bytes = try ImageFile.bytes(source.url, policy: source.policy)
            image = try ImageFile.decode(bytes, from: source.url) { width, height in
                let total = decodedBytes + 4 * width * height
                guard total > decodedByteLimit else { return nil }
                return "(\(width)×\(height) px) would bring the screenshots this run holds decoded to \(total >> 20) MiB, over the \(decodedByteLimit >> 20) MiB limit; select fewer screens at once (--tour, --screen, --locale) or use smaller screenshots"
            }
        } catch {
            throw ScreenshotError(file: InputFile.displayPath(source.url), message: Self.message(error.failure))
        }
        decodedBytes += 4 * image.width * image.height
        images[source] = image
        digests[source] = SHA256.hex(bytes)
        return image
    }

    /// What is wrong with a screenshot and the fix, as a predicate of its file.
    private static func message(_ failure: ImageFileError.Failure) -> String {
        let replace = "replace it with a valid PNG or remove \"background\""
        return switch failure {
        case .unreadable(.notFound): "was not found; fix the path (it is relative to the screen file) or remove \"background\""
        case .unreadable(.outside(let message)): "is refused: \(message)"
        case .unreadable(let error): "\(error.message); \(replace)"
        case .refused(let reason): reason
        case .tooLarge(let width, let height):
            "is not a usable PNG: \(PNGError.tooLarge(width: width, height: height, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide).message); \(replace)"
        case .invalid(let message): "is not a usable PNG: \(message); \(replace)"
        }
    }
}
