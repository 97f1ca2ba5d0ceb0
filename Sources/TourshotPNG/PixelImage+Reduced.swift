import Foundation

extension PixelImage {
    /// The image `factor` times smaller on each side, each pixel the mean of a `factor` ×
    /// `factor` block (premultiplied, so transparent pixels weigh nothing; a partial block at the
    /// right or bottom edge is the mean of what it holds): made once per factor and kept with the
    /// pixels. A picture that draws a screenshot at a small fraction of its pixels (lint's
    /// contrast picture at 0.5 px/pt, a contact sheet's thumbnails) scales this instead of the
    /// whole image; the block mean is the box filter Cairo's downscaling would apply over those
    /// pixels anyway.
    public func reduced(by factor: Int) -> PixelImage {
        guard factor > 1 else { return self }
        return storage.reductions.image(factor) { blockMeans(factor) }
    }

    private func blockMeans(_ factor: Int) -> PixelImage {
        let width = (self.width + factor - 1) / factor, height = (self.height + factor - 1) / factor
        let full = self
        return full.withUnsafeBytes { source in
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
    }
}

/// An image's reduced copies by factor, shared by every copy of the image and every thread.
final class Reductions: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [Int: PixelImage] = [:]

    /// The copy for `factor`, made by `make` the first time (outside the lock: two threads may
    /// both make it; the first kept wins, and both are the same pixels).
    func image(_ factor: Int, _ make: () -> PixelImage) -> PixelImage {
        if let kept = lock.withLock({ images[factor] }) { return kept }
        let made = make()
        return lock.withLock {
            if let kept = images[factor] { return kept }
            images[factor] = made
            return made
        }
    }
}
