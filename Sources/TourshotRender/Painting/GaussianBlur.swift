import Foundation
import TourshotParallel

/// Gaussian blur approximated by three box blurs (Kovesi's box sizes), on bytes.
///
/// Edges are clamped: pixels beyond the buffer repeat the nearest edge pixel. Integer sums with
/// an exact reciprocal division make the result identical on every machine. Vertical passes run
/// row by row over column sums, so memory is read in order.
///
/// Large sigmas take a shortcut (GaussianBlur+Downsampled.swift): a result that smooth carries
/// no detail finer than a few pixels, so it is blurred at a fraction of the size and scaled back.
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
        let factor = downsampleFactor(sigma: sigma)
        if factor >= 2 {
            downsampledBlur(base, width: width, height: height, stride: stride, channels: channels, sigma: sigma, factor: factor)
        } else {
            exactBlur(base, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        }
    }

    /// The three box blurs at full size, whatever the sigma.
    static func exactBlur(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        guard width > 0, height > 0 else { return }
        let radii = boxSizes(sigma: sigma).map { ($0 - 1) / 2 }.filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        let rowBytes = width * channels
        // Tightly packed buffers are blurred where they are; padded rows go through a copy.
        let packed = stride == rowBytes
        let front = packed ? base : UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        let back = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer {
            if !packed { front.deallocate() }
            back.deallocate()
            sums.deallocate()
        }
        if !packed {
            for y in 0..<height { (front + y * rowBytes).update(from: base + y * stride, count: rowBytes) }
        }
        for radius in radii {
            horizontal(from: front, to: back, width: width, height: height, channels: channels, radius: radius)
            vertical(from: back, to: front, rowBytes: rowBytes, height: height, radius: radius, sums: sums)
        }
        if !packed {
            for y in 0..<height { (base + y * stride).update(from: front + y * rowBytes, count: rowBytes) }
        }
    }

    /// `(sum + size/2) / size` as a multiply and shift; exact for sums below 2¹⁶ and sizes below 2¹⁶.
    private struct Divider: ByteDivider {
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

    /// Splits `count` lines into bands for the cores; small jobs stay on one thread.
    static func inBands(_ count: Int, work: Int, _ body: (Range<Int>) -> Void) {
        let bands = work < 1 << 18 ? 1 : min(2 * (ParallelLoop.shared.helpers + 1), count)
        guard bands > 1 else { body(0..<count); return }
        // Bands touch disjoint rows or columns of the buffers, so sharing them is safe.
        ParallelLoop.forEach(bands) { band in
            body(count * band / bands..<count * (band + 1) / bands)
        }
    }

    /// One box pass along the rows (the downsampled path runs the passes one at a time).
    static func horizontal(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                           width: Int, height: Int, channels: Int, radius: Int) {
        let rowBytes = width * channels
        inBands(height, work: width * height) { band in
            // A row equal to the one above (a flat area, the middle of a shadow's shape) gets
            // that row's result: the pass reads nothing but the row. Only within the band, whose
            // rows this thread writes.
            var y = band.lowerBound
            while y < band.upperBound {
                var end = y + 1
                while end < band.upperBound, memcmp(source + end * rowBytes, source + (end - 1) * rowBytes, rowBytes) != 0 { end += 1 }
                let rows = y..<end
                if channels == 4 {
                    horizontalPixels(from: source, to: target, width: width, rows: rows, radius: radius)
                } else if channels == 1, 2 * radius + 1 < 256 {
                    horizontalMasks(from: source, to: target, width: width, rows: rows, radius: radius)
                } else {
                    horizontalBytes(from: source, to: target, width: width, rows: rows, channels: channels, radius: radius)
                }
                y = end
                while y < band.upperBound, memcmp(source + y * rowBytes, source + (y - 1) * rowBytes, rowBytes) == 0 {
                    (target + y * rowBytes).update(from: target + (y - 1) * rowBytes, count: rowBytes)
                    y += 1
                }
            }
        }
    }

    private static func horizontalBytes(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                        width: Int, rows: Range<Int>, channels: Int, radius: Int) {
        let divide = Divider(size: 2 * radius + 1)
        for y in rows {
            for c in 0..<channels {
                slide(width: width, radius: radius, read: { UInt32(source[(y * width + $0) * channels + c]) },
                      write: { target[(y * width + $0) * channels + c] = divide($1) })
            }
        }
    }

    /// One channel (A8 shadow masks) with boxes under 256 wide: `horizontalBytes` without its
    /// channel stepping, dividing with one 32-bit multiply (the same quotient).
    private static func horizontalMasks(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                        width: Int, rows: Range<Int>, radius: Int) {
        let mean = MeanDivider(count: 2 * radius + 1)
        for y in rows {
            let row = source + y * width, out = target + y * width
            slide(width: width, radius: radius, read: { UInt32(row[$0]) }, write: { out[$0] = mean($1) })
        }
    }

    /// Four interleaved channels at once: one 32-bit load per pixel, lanes summed together.
    private static func horizontalPixels(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                         width: Int, rows: Range<Int>, radius: Int) {
        let size = 2 * radius + 1
        let divide = Divider(size: size)
        // Boxes under 256 wide divide all four lanes with one 32-bit multiply (the same quotient).
        let mean = size < 256 ? MeanDivider(count: size) : nil
        let pixels = UnsafeRawPointer(source)
        for y in rows {
            let row = y * width
            let out = target + row * 4
            @inline(__always) func load(_ x: Int) -> SIMD4<UInt32> {
                let value = pixels.loadUnaligned(fromByteOffset: (row + x) * 4, as: UInt32.self)
                return SIMD4(value & 0xFF, value >> 8 & 0xFF, value >> 16 & 0xFF, value >> 24)
            }
            if let mean {
                slide(width: width, radius: radius, read: load, write: { x, sum in
                    UnsafeMutableRawPointer(out + x * 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: mean(sum)), as: SIMD4<UInt8>.self)
                })
            } else {
                slide(width: width, radius: radius, read: load, write: { x, sum in
                    out[x * 4] = divide(sum[0]); out[x * 4 + 1] = divide(sum[1])
                    out[x * 4 + 2] = divide(sum[2]); out[x * 4 + 3] = divide(sum[3])
                })
            }
        }
    }

    /// A running box sum along one line of `width` samples with clamped ends, in three spans
    /// so the hot middle needs no clamping.
    @inline(__always)
    private static func slide<Sum: RunningSum>(width: Int, radius: Int, read: (Int) -> Sum, write: (Int, Sum) -> Void) {
        let last = width - 1
        var sum = Sum.zero
        for k in -radius...radius { sum = sum &+ read(min(max(k, 0), last)) }
        let first = read(0), final = read(last)
        let middleStart = min(radius + 1, width), middleEnd = max(middleStart, width - radius - 1)
        var x = 0
        while x < middleStart {
            write(x, sum)
            sum = sum &+ read(min(x + radius + 1, last)) &- first
            x += 1
        }
        while x < middleEnd {
            write(x, sum)
            sum = sum &+ read(x + radius + 1) &- read(x - radius)
            x += 1
        }
        while x < width {
            write(x, sum)
            sum = sum &+ final &- read(max(x - radius, 0))
            x += 1
        }
    }

    /// Column sums walked down the rows; bands of columns go to different cores.
    static func vertical(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                         rowBytes: Int, height: Int, radius: Int, sums: UnsafeMutablePointer<UInt32>) {
        let size = 2 * radius + 1
        let last = height - 1
        inBands(rowBytes / 64 + 1, work: rowBytes * height / 4) { chunks in
            let columns = min(chunks.lowerBound * 64, rowBytes)..<min(chunks.upperBound * 64, rowBytes)
            guard !columns.isEmpty else { return }
            for i in columns { sums[i] = 0 }
            for k in -radius...radius {
                let row = source + min(max(k, 0), last) * rowBytes
                for i in columns { sums[i] += UInt32(row[i]) }
            }
            // Boxes under 256 wide: a 32-bit multiply the compiler can run on vector lanes.
            if size < 256 {
                slideDown(source, target, rowBytes: rowBytes, height: height, radius: radius, columns: columns,
                          sums: sums, divide: MeanDivider(count: size))
            } else {
                slideDown(source, target, rowBytes: rowBytes, height: height, radius: radius, columns: columns,
                          sums: sums, divide: Divider(size: size))
            }
        }
    }

    @inline(__always)
    private static func slideDown<Divide: ByteDivider>(_ source: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                                                       rowBytes: Int, height: Int, radius: Int, columns: Range<Int>,
                                                       sums: UnsafeMutablePointer<UInt32>, divide: Divide) {
        let last = height - 1
        for y in 0..<height {
            let out = target + y * rowBytes
            let incoming = source + min(y + radius + 1, last) * rowBytes
            let outgoing = source + max(y - radius, 0) * rowBytes
            for i in columns {
                out[i] = divide(sums[i])
                sums[i] = sums[i] &+ UInt32(incoming[i]) &- UInt32(outgoing[i])
            }
        }
    }
}

/// A lane or lanes of box sums; wrapping arithmetic because sums never exceed 2¹⁶.
private protocol RunningSum {
    static var zero: Self { get }
    static func &+ (a: Self, b: Self) -> Self
    static func &- (a: Self, b: Self) -> Self
}

extension UInt32: RunningSum {}
extension SIMD4<UInt32>: RunningSum {}

/// A rounded mean of a byte sum: `Divider` for any box, `MeanDivider` (faster) below 256.
private protocol ByteDivider {
    func callAsFunction(_ sum: UInt32) -> UInt8
}

extension GaussianBlur.MeanDivider: ByteDivider {}
