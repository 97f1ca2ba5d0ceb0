import TourshotModel

/// The contrast picture of a dimmed step under another dimming, predicted from two pictures the
/// search has painted anyway — the step's own (`painted`, under its dimming `fill`) and what comes
/// before the dimming (`beforeDimming`, `PaintedPrefix`) — so that `lint`'s fix search paints only
/// the candidate the prediction names and the one below it to confirm (docs/performance.md).
///
/// The dimming fills the canvas over the pixels before it: each premultiplied channel becomes
/// `fill + before × (1 − fill alpha)`. What the step draws over the dimming is left as it was:
/// the prediction moves each pixel by the difference between the two dimmings over `before`,
/// which is exact where nothing is drawn over the dimming (a label without a pill, an arrow's
/// side cells) up to 8-bit rounding, and only approximate under a translucent pill, a shadow or a
/// cutout's edge. Nothing is decided on it: every candidate the search takes is painted.
public final class DimmingPrediction {
    let width: Int
    let height: Int
    let scale: Double
    /// Packed ARGB32 rows.
    let painted: [UInt8]
    let beforeDimming: [UInt8]
    /// The dimming's fill in `painted` (its colour at the step's opacity).
    let fill: RGBAColor
    /// The pixels the checks read (the runs' boxes and the arrows' cells); only these are predicted.
    let regions: [(xs: Range<Int>, ys: Range<Int>)]
    /// The predicted picture, `painted` outside the regions; each prediction rewrites the regions.
    private var predicted: [UInt8]

    /// `painted` and `beforeDimming`, `width`×`height` packed ARGB32 at `scale` pixels per point,
    /// differ by the dimming (`color` at `opacity`) and what follows it; `boxes` are the areas
    /// that will be read (points).
    public init(width: Int, height: Int, scale: Double, painted: [UInt8], beforeDimming: [UInt8],
                dimming color: RGBAColor, opacity: Double, reading boxes: [Rect]) {
        precondition(painted.count == width * height * 4 && beforeDimming.count == painted.count, "ARGB32 needs 4 bytes per pixel")
        self.width = width
        self.height = height
        self.scale = scale
        self.painted = painted
        self.beforeDimming = beforeDimming
        self.fill = ImageLayout.dimmingFill(color, opacity: opacity)
        regions = boxes.compactMap { BackgroundPixels.pixels(covering: $0, scale: scale, width: width, height: height) }
        predicted = painted
    }

    /// `body` given the picture's pixels as predicted under the dimming `color` at `opacity`
    /// (those outside the read regions are `painted`'s), valid only during the call.
    public func withPixels<T>(dimming color: RGBAColor, opacity: Double, _ body: (BackgroundPixels) throws -> T) rethrows -> T {
        let other = ImageLayout.dimmingFill(color, opacity: opacity)
        // Premultiplied channels in memory order (blue, green, red, alpha) of each fill, 0…255.
        func channels(_ color: RGBAColor) -> [Double] {
            [color.blue * color.alpha * 255, color.green * color.alpha * 255, color.red * color.alpha * 255, color.alpha * 255]
        }
        let old = channels(fill), new = channels(other)
        let keepOld = 1 - fill.alpha, keepNew = 1 - other.alpha
        return try predicted.withUnsafeMutableBufferPointer { bytes in
            for (xs, ys) in regions {
                for y in ys {
                    for x in xs {
                        let i = (y * width + x) * 4
                        for channel in 0..<4 {
                            let before = Double(beforeDimming[i + channel])
                            let moved = Double(painted[i + channel]) + (new[channel] + before * keepNew) - (old[channel] + before * keepOld)
                            bytes[i + channel] = UInt8(min(255, max(0, moved.rounded())))
                        }
                        // Premultiplied: no colour above its alpha.
                        for channel in 0..<3 { bytes[i + channel] = min(bytes[i + channel], bytes[i + 3]) }
                    }
                }
            }
            return try body(BackgroundPixels(width: width, height: height, stride: width * 4, scale: scale,
                                             borrowing: UnsafePointer(bytes.baseAddress!)))
        }
    }
}
