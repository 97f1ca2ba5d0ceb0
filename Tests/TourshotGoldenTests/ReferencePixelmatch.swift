import TourshotGolden
import TourshotPNG

/// mapbox/pixelmatch 7.2 (`index.js`) ported line for line, on straight RGBA bytes, without
/// any of `PixelDiff`'s shortcuts: what `PixelDiff` must agree with, count for count and diff
/// image byte for byte. Deliberately naive, so that it reads like the JavaScript.
enum ReferencePixelmatch {
    struct Result {
        var different = 0
        var antiAliased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        /// The diff image as RGBA bytes.
        var output: [UInt8]

        var box: PixelBox? { different == 0 ? nil : PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
    }

    /// The straight RGBA bytes of the PNG tourshot writes for `image` (premultiplied ARGB32
    /// words), un-premultiplied as TourshotPNG's encoder does: what pixelmatch reads.
    static func rgba(_ image: PixelImage) -> [UInt8] {
        var bytes: [UInt8] = []
        let pixels = image.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let b = UInt32(pixels[i]), g = UInt32(pixels[i + 1]), r = UInt32(pixels[i + 2])
            let a = UInt32(pixels[i + 3])
            func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : a == 255 ? UInt8(c) : UInt8(min(255, (c * 255 + a / 2) / a)) }
            bytes += [straight(r), straight(g), straight(b), UInt8(a)]
        }
        return bytes
    }

    static func compare(_ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int, options: DiffOptions) -> Result {
        var result = Result(output: [UInt8](repeating: 0, count: width * height * 4))
        if img1 == img2 {
            if !options.mask { for pos in stride(from: 0, to: img1.count, by: 4) { drawGrayPixel(img1, pos, options.alpha, &result.output) } }
            return result
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        for i in 0..<width * height {
            let pos = i * 4, x = i % width, y = i / width
            let delta = colorDelta(img1, img2, pos, pos, options.checkerboard)
            if abs(delta) > maxDelta {
                if !options.includeAntiAliasing
                    && (antialiased(img1, x, y, width, height, img2, options.checkerboard)
                        || antialiased(img2, x, y, width, height, img1, options.checkerboard)) {
                    if !options.mask { drawPixel(&result.output, pos, options.antiAliasingColor) }
                    result.antiAliased += 1
                } else {
                    drawPixel(&result.output, pos, delta < 0 ? options.darkerDifferenceColor ?? options.differenceColor : options.differenceColor)
                    result.different += 1
                    (result.minX, result.maxX) = (min(result.minX, x), max(result.maxX, x))
                    (result.minY, result.maxY) = (min(result.minY, y), max(result.maxY, y))
                }
            } else if !options.mask {
                drawGrayPixel(img1, pos, options.alpha, &result.output)
            }
        }
        return result
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ img2: [UInt8], _ checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var min = 0.0, max = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(img, pos, (y * width + x) * 4, checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < min {
                    (min, minX, minY) = (delta, x, y)
                } else if delta > max {
                    (max, maxX, maxY) = (delta, x, y)
                }
            }
        }
        if min == 0 || max == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let pos2 = (y * width + x) * 4
                if img[pos] == img[pos2] && img[pos + 1] == img[pos2 + 1] && img[pos + 2] == img[pos2 + 2]
                    && img[pos + 3] == img[pos2 + 3] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Channel differences of img1 at byte k and img2 at byte m, blended over the background
    /// at byte k when either is not opaque.
    static func differences(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> (Double, Double, Double) {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        var rb = 255.0, gb = 255.0, bb = 255.0
        if checkerboard {
            rb = 48 + 159 * Double(k % 2)
            gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        }
        let da = a1 - a2
        return ((r1 * a1 - r2 * a2 - rb * da) / 255, (g1 * a1 - g2 * a2 - gb * da) / 255, (b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> Double {
        if img1[k..<k + 4] == img2[m..<m + 4] { return 0 }
        let (dr, dg, db) = differences(img1, img2, k, m, checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    static func brightnessDelta(_ img: [UInt8], _ k: Int, _ m: Int, _ checkerboard: Bool) -> Double {
        if img[k..<k + 4] == img[m..<m + 4] { return 0 }
        let (dr, dg, db) = differences(img, img, k, m, checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    static func drawPixel(_ output: inout [UInt8], _ pos: Int, _ color: DiffOptions.Color) {
        output[pos] = color.red
        output[pos + 1] = color.green
        output[pos + 2] = color.blue
        output[pos + 3] = 255
    }

    static func drawGrayPixel(_ img: [UInt8], _ i: Int, _ alpha: Double, _ output: inout [UInt8]) {
        let y = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
        let value = 255 + (y - 255) * alpha * Double(img[i + 3]) / 255
        // A Uint8Array store truncates.
        let grey = UInt8(min(255, max(0, value)))
        drawPixel(&output, i, DiffOptions.Color(red: grey, green: grey, blue: grey))
    }
}
