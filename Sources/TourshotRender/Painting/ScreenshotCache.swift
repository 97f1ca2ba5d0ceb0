import Foundation
import TourshotDigest
import TourshotFiles
import TourshotModel
import TourshotPNG

/// A screenshot that could not be read, with the file it came from.
public struct ScreenshotError: Error, Sendable, CustomStringConvertible {
    public let file: String
    /// What is wrong and the fix, as a predicate of the file ("is not a usable PNG: …; replace …").
    public let message: String
    public var description: String { "\(file) \(message)" }
}

/// Decoded images shared by all render workers, each file decoded once per process: the
/// screenshots a run resolves before drawing, and images made in memory (`store`).
public final class ScreenshotCache: @unchecked Sendable {
    private var images: [InputPath: PixelImage] = [:]
    /// The SHA-256 of the bytes each screenshot was decoded from: `record`'s input keys name the
    /// bytes drawn, not the file as a later read finds it.
    private var digests: [InputPath: String] = [:]
    private var reduced: [Reduction: PixelImage] = [:]
    private let lock = NSLock()

    private struct Reduction: Hashable {
        let source: InputPath
        let factor: Int
    }

    public init() {}

    /// Puts an image made in memory (a contact sheet's thumbnail) where `source` will find it.
    public func store(_ image: PixelImage, for source: InputPath) {
        lock.lock()
        defer { lock.unlock() }
        images[source] = image
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
        do {
            let image = try PNGCodec.decode(bytes, maxWidth: Limits.imageSide, maxHeight: Limits.imageSide)
            images[source] = image
            digests[source] = SHA256.hex(bytes)
            return image
        } catch {
            throw ScreenshotError(file: shown, message: "is not a usable PNG: \((error as? PNGError)?.message ?? "\(error)"); \(replace)")
        }
    }

    /// The screenshot `factor` times smaller on each side, each pixel the mean of a `factor` ×
    /// `factor` block (premultiplied, so transparent pixels weigh nothing; a partial block at the
    /// right or bottom edge is the mean of what it holds): made once per factor. A picture that
    /// draws a screenshot at a small fraction of its pixels (lint's contrast picture at 0.5 px/pt,
    /// a contact sheet's thumbnails) scales this instead of the whole image; the block mean is
    /// the box filter Cairo's downscaling would apply over those pixels anyway.
    public func image(_ source: InputPath, reducedBy factor: Int) throws(ScreenshotError) -> PixelImage {
        let full = try image(source)
        guard factor > 1 else { return full }
        let key = Reduction(source: source, factor: factor)
        lock.lock()
        if let cached = reduced[key] { lock.unlock(); return cached }
        lock.unlock()
        let width = (full.width + factor - 1) / factor, height = (full.height + factor - 1) / factor
        let small = full.withUnsafeBytes { source in
            PixelImage(width: width, height: height) { target in
                let from = source.bindMemory(to: UInt8.self), to = target.assumingMemoryBound(to: UInt8.self)
                for y in 0..<height {
                    let rows = (y * factor)..<min(full.height, (y + 1) * factor)
                    for x in 0..<width {
                        let columns = (x * factor)..<min(full.width, (x + 1) * factor)
                        var sums = (0, 0, 0, 0)
                        for row in rows {
                            var i = (row * full.width + columns.lowerBound) * 4
                            for _ in columns {
                                sums.0 += Int(from[i]); sums.1 += Int(from[i + 1]); sums.2 += Int(from[i + 2]); sums.3 += Int(from[i + 3])
                                i += 4
                            }
                        }
                        let count = rows.count * columns.count, o = (y * width + x) * 4
                        to[o] = UInt8((sums.0 + count / 2) / count); to[o + 1] = UInt8((sums.1 + count / 2) / count)
                        to[o + 2] = UInt8((sums.2 + count / 2) / count); to[o + 3] = UInt8((sums.3 + count / 2) / count)
                    }
                }
            }
        }
        lock.lock()
        defer { lock.unlock() }
        reduced[key] = small
        return small
    }
}
