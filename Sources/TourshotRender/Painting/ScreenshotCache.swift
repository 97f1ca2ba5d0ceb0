import Foundation
import TourshotModel
import TourshotPNG

/// A screenshot that could not be read, with the file it came from.
public struct ScreenshotError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let message: String
    public var description: String { "\(file): \(message)" }
}

/// Decoded images shared by all render workers, each file decoded once per process: the
/// screenshots a run resolves before drawing, and images made in memory (`store`).
public final class ScreenshotCache: @unchecked Sendable {
    public static let maximumSide = 8192
    private var images: [URL: PixelImage] = [:]
    private let lock = NSLock()

    public init() {}

    /// Puts an image made in memory (a contact sheet's thumbnail) where `url` will find it.
    public func store(_ image: PixelImage, for url: URL) {
        lock.lock()
        defer { lock.unlock() }
        images[url] = image
    }

    public func image(_ url: URL) throws(ScreenshotError) -> PixelImage {
        lock.lock()
        defer { lock.unlock() }
        if let cached = images[url] { return cached }
        let shown = InputFile.displayPath(url)
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readBytes(url, limit: 256 << 20)
        } catch {
            throw ScreenshotError(file: shown, message: error.problems.first?.message ?? "cannot be read")
        }
        do {
            let image = try PNGCodec.decode(bytes, maxWidth: Self.maximumSide, maxHeight: Self.maximumSide)
            images[url] = image
            return image
        } catch {
            throw ScreenshotError(file: shown, message: "not a usable PNG: \((error as? PNGError)?.message ?? "\(error)")")
        }
    }
}
