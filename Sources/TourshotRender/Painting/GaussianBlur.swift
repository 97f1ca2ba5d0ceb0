/// Gaussian blur approximated by three box blurs (Kovesi's box sizes), on bytes.
///
/// Edges are clamped: pixels beyond the buffer repeat the nearest edge pixel. Integer sums with
/// an exact reciprocal division make the result identical on every machine. Vertical passes run
/// row by row over column sums, so memory is read in order.
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

    /// Blurs a `width`×`height` image of `channels` interleaved bytes per pixel, rows `stride` apart, in place.
    static func blur(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let radii = boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        let rowBytes = width * channels
        let front = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        let back = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { front.deallocate(); back.deallocate(); sums.deallocate() }
        for y in 0..<height { (front + y * rowBytes).update(from: base + y * stride, count: rowBytes) }
        for radius in radii {
            horizontal(from: front, to: back, width: width, height: height, channels: channels, radius: radius)
            vertical(from: back, to: front, rowBytes: rowBytes, height: height, radius: radius, sums: sums)
        }
        for y in 0..<height { (base + y * stride).update(from: front + y * rowBytes, count: rowBytes) }
    }

    /// `(sum + size/2) / size` as a multiply and shift; exact for sums below 2¹⁶ and sizes below 2¹⁶.
    private struct Divider {
        let multiplier: UInt64
        let half: UInt32

        init(size: Int) {
            multiplier = ((1 << 32) + UInt64(size) - 1) / UInt64(size)
            half = UInt32(size / 2)
        }

        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(sum + half) &* multiplier) >> 32)
        }
    }

    private static func horizontal(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                   width: Int, height: Int, channels: Int, radius: Int) {
        let divide = Divider(size: 2 * radius + 1)
        let last = width - 1
        for y in 0..<height {
            let row = source + y * width * channels
            let out = target + y * width * channels
            for c in 0..<channels {
                var sum: UInt32 = 0
                for k in -radius...radius { sum += UInt32(row[min(max(k, 0), last) * channels + c]) }
                // Three spans so the hot middle needs no clamping: the window's trailing end is
                // clamped while x ≤ radius, its leading end once x + radius + 1 passes the edge.
                let first = row[c], final = row[last * channels + c]
                let middleStart = min(radius + 1, width), middleEnd = max(middleStart, width - radius - 1)
                var x = 0
                while x < middleStart {
                    out[x * channels + c] = divide(sum)
                    sum = sum + UInt32(row[min(x + radius + 1, last) * channels + c]) - UInt32(first)
                    x += 1
                }
                while x < middleEnd {
                    out[x * channels + c] = divide(sum)
                    sum = sum + UInt32(row[(x + radius + 1) * channels + c]) - UInt32(row[(x - radius) * channels + c])
                    x += 1
                }
                while x < width {
                    out[x * channels + c] = divide(sum)
                    sum = sum + UInt32(final) - UInt32(row[max(x - radius, 0) * channels + c])
                    x += 1
                }
            }
        }
    }

    private static func vertical(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                 rowBytes: Int, height: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>) {
        let divide = Divider(size: 2 * radius + 1)
        let last = height - 1
        sums.update(repeating: 0, count: rowBytes)
        for k in -radius...radius {
            let row = source + min(max(k, 0), last) * rowBytes
            for i in 0..<rowBytes { sums[i] += UInt32(row[i]) }
        }
        for y in 0..<height {
            let out = target + y * rowBytes
            let incoming = source + min(y + radius + 1, last) * rowBytes
            let outgoing = source + max(y - radius, 0) * rowBytes
            for i in 0..<rowBytes {
                out[i] = divide(sums[i])
                sums[i] = sums[i] + UInt32(incoming[i]) - UInt32(outgoing[i])
            }
        }
    }
}
