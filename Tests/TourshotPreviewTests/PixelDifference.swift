import TourshotPNG

/// How two images differ: size, or the count, largest channel delta and bounding box of
/// differing pixels. Nil when they are identical.
struct PixelDifference: CustomStringConvertible {
    let description: String

    init?(_ expected: PixelImage, _ actual: PixelImage) {
        guard expected.width == actual.width, expected.height == actual.height else {
            description = "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
            return
        }
        guard expected != actual else { return nil }
        let expectedPixels = expected.pixels, actualPixels = actual.pixels
        var count = 0, maxDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let offset = (y * expected.width + x) * 4
                var delta = 0
                for c in 0..<4 { delta = max(delta, abs(Int(expectedPixels[offset + c]) - Int(actualPixels[offset + c]))) }
                guard delta > 0 else { continue }
                count += 1
                maxDelta = max(maxDelta, delta)
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        description = "\(count) pixels differ (largest channel delta \(maxDelta)) within x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }
}
