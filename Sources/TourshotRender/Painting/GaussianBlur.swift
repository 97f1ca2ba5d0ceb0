/// Gaussian blur approximated by three box blurs (Kovesi's box sizes), on bytes in place.
///
/// Edges are clamped: pixels beyond the buffer repeat the nearest edge pixel. Integer sums
/// with rounding make the result identical on every machine.
/// - Complexity: O(width × height × channels) per pass, independent of the radius.
enum GaussianBlur {
    /// Box widths (odd) whose three-fold convolution has standard deviation ≈ `sigma`.
    static func boxSizes(sigma: Double, count: Int = 3) -> [Int] {
        guard sigma > 0 else { return [] }
        let n = Double(count)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<count).map { Double($0) < m ? lower : upper }
    }

    /// Blurs a `width`×`height` image of `channels` interleaved bytes per pixel, rows `stride` apart.
    static func blur(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let sizes = boxSizes(sigma: sigma)
        guard !sizes.isEmpty, sizes.contains(where: { $0 > 1 }) else { return }
        let scratchCount = max(width, height) * channels
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchCount)
        defer { scratch.deallocate() }
        for size in sizes where size > 1 {
            let radius = (size - 1) / 2
            for y in 0..<height {
                boxLine(base + y * stride, step: channels, count: width, channels: channels, radius: radius, scratch: scratch)
            }
            for x in 0..<width {
                boxLine(base + x * channels, step: stride, count: height, channels: channels, radius: radius, scratch: scratch)
            }
        }
    }

    /// One box pass along a line of `count` pixels `step` bytes apart, through `scratch`.
    private static func boxLine(_ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, channels: Int,
                                radius: Int, scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count {
            for c in 0..<channels { scratch[i * channels + c] = line[i * step + c] }
        }
        let size = Int32(2 * radius + 1)
        let half = size / 2
        let last = count - 1
        for c in 0..<channels {
            var sum: Int32 = 0
            for k in -radius...radius {
                sum += Int32(scratch[min(max(k, 0), last) * channels + c])
            }
            for i in 0..<count {
                line[i * step + c] = UInt8((sum + half) / size)
                let incoming = min(i + radius + 1, last)
                let outgoing = max(i - radius, 0)
                sum += Int32(scratch[incoming * channels + c]) - Int32(scratch[outgoing * channels + c])
            }
        }
    }
}
