/// The large-sigma shortcut: box-average f×f blocks, blur the small image with the exact path's
/// box passes, and interpolate bilinearly back into the caller's buffer.
///
/// A Gaussian of sigma σ leaves almost nothing at wavelengths of a few pixels, so a grid f
/// times coarser holds the result (here f ≤ σ/6), and the small blur does 1/f² of the work.
/// The steps are convolutions, so their variances add; the small blur's boxes are chosen so the
/// total matches the exact path's. Every averaging step is a convex combination with exact
/// integer weights and monotone rounding, so the result is deterministic and premultiplied
/// pixels stay valid: a colour sum at most the alpha sum rounds to at most the alpha.
///
/// Edges need care, because the exact path clamps before *each* of its passes: the first pass
/// repeats the edge pixels, later passes repeat the edge pixels of the pass before, which by
/// then are averages reaching into the image. Near an edge that shapes the result (a patch 4σ
/// tall is all edge), so the small grid mirrors it. It has a margin of one block on every side,
/// holding what the exact path would repeat: for the first pass the blocks of repeated edge
/// pixels, for later ones the current value at the edge pixel, extrapolated from the two
/// samples nearest the edge (extrapolation is the one step that is not an average, so its
/// results are clamped). Clamping the small grid to its own outer samples instead, the obvious
/// choice, leaves busy edges 5–40 levels off.
extension GaussianBlur {
    /// How much coarser the shortcut's grid is; 1 means no shortcut. Below σ = 12 the small
    /// boxes are too few pixels wide to take the exact boxes' shape; factor 4 moves the spread in
    /// coarse steps, so it is taken only from σ = 30 and where its boxes land within 0.75 % of
    /// the exact path's spread (how the thresholds were chosen: docs/performance.md).
    static func downsampleFactor(sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 12 else { return 1 }
        if sigma >= 30, spreadMismatch(sigma: sigma, factor: 4) <= 0.0075 { return 4 }
        return 2
    }

    /// |spread of the shortcut at `factor` / spread of the exact path − 1|, spreads being
    /// standard deviations.
    static func spreadMismatch(sigma: Double, factor: Int) -> Double {
        let f2 = Double(factor * factor)
        let shortcut = f2 * boxVariance(smallBoxes(sigma: sigma, factor: factor)) + (f2 - 1) / 12 + f2 / 6
        return abs((shortcut / exactVariance(sigma: sigma)).squareRoot() - 1)
    }

    /// Kovesi's box widths for the small blur. Widths two apart keep the shape of the exact
    /// path's boxes, which shows at edges; spreading them for a finer variance made edges worse.
    static func smallBoxes(sigma: Double, factor: Int) -> [Int] {
        boxSizes(sigma: smallVariance(sigma: sigma, factor: factor).squareRoot())
    }

    /// The variance the small blur must add, in small pixels². The box downsample adds
    /// (f² − 1)/12 and the bilinear tent f²/6, in full-size pixels; the rest, scaled down by f,
    /// is the small blur's. The total is the variance the exact path's boxes really have
    /// (Kovesi's whole box widths leave it up to 4 % under σ²), so both paths agree rather than
    /// both approximating σ.
    static func smallVariance(sigma: Double, factor: Int) -> Double {
        let f2 = Double(factor * factor)
        return max((exactVariance(sigma: sigma) - (f2 - 1) / 12 - f2 / 6) / f2, 0)
    }

    /// The variance of `exactBlur`'s three boxes: (w² − 1)/12 each.
    static func exactVariance(sigma: Double) -> Double {
        boxVariance(boxSizes(sigma: sigma))
    }

    static func boxVariance(_ widths: [Int]) -> Double {
        widths.reduce(0) { $0 + Double($1 * $1 - 1) / 12 }
    }

    /// The shortcut at factor 2 or 4, for A8 masks (one channel) or ARGB32 pixels (four).
    static func downsampledBlur(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                                channels: Int, sigma: Double, factor: Int) {
        guard width > 0, height > 0, sigma > 0 else { return }
        precondition(channels == 1 || channels == 4, "blurs are of A8 masks or ARGB32 pixels")
        let image = Strided(base: base, width: width, height: height, stride: stride, channels: channels)
        let grid = Grid(width: width, height: height, factor: factor)
        let front = Strided(width: grid.width, height: grid.height, channels: channels)
        let back = Strided(width: grid.width, height: grid.height, channels: channels)
        defer { front.base.deallocate(); back.base.deallocate() }
        downsample(image, into: front, factor: factor)
        let blurred = blurSmall(front, spare: back, grid: grid, boxes: smallBoxes(sigma: sigma, factor: factor))
        // Past the outermost samples the output follows the line through the last two.
        extendRows(blurred, grid.down, beyond: .oneSample)
        extendColumns(blurred, grid.across, beyond: .oneSample)
        upsample(blurred, into: image, factor: factor)
    }

    /// A buffer of interleaved bytes with its geometry.
    struct Strided {
        let base: UnsafeMutablePointer<UInt8>
        let width: Int, height: Int, stride: Int, channels: Int
        var rowBytes: Int { width * channels }

        init(base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int) {
            self.base = base
            self.width = width; self.height = height; self.stride = stride; self.channels = channels
        }

        /// A new, tightly packed buffer; the caller deallocates `base`.
        init(width: Int, height: Int, channels: Int) {
            self.init(base: .allocate(capacity: width * height * channels), width: width, height: height,
                      stride: width * channels, channels: channels)
        }

        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * stride }
        func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * stride + x * channels }
    }

    /// The small grid along one axis: `count` blocks of f pixels (the last may reach past the
    /// image), stored at 1…count between margin samples 0 and count + 1. Distances are in
    /// units of 1/(2f) of the sample spacing, so every sample and pixel centre is a whole number.
    struct Axis {
        let count: Int
        let unit: Int
        /// How far the first pixel lies before sample 1, and the last pixel after sample `count`
        /// (negative: before it, when the last block reaches past the image).
        let leading: Int, trailing: Int

        init(size: Int, factor: Int) {
            count = (size + factor - 1) / factor
            unit = 2 * factor
            // Block i's sample sits at pixel i·f + (f − 1)/2: 2f·that = 2·i·f + f − 1.
            leading = factor - 1
            trailing = 2 * (size - 1) - (2 * (count - 1) * factor + factor - 1)
        }
    }

    /// Both axes; the stored grid is `width`×`height` samples including the margins.
    struct Grid {
        let across: Axis, down: Axis
        var width: Int { across.count + 2 }
        var height: Int { down.count + 2 }

        init(width: Int, height: Int, factor: Int) {
            across = Axis(size: width, factor: factor)
            down = Axis(size: height, factor: factor)
        }
    }

    /// Runs the box passes on the small grid: all horizontal ones, then all vertical ones (the
    /// directions commute, so this is the exact path's order in effect), refreshing the margins
    /// before every pass but the first of each direction. Returns the buffer holding the result.
    private static func blurSmall(_ small: Strided, spare: Strided, grid: Grid, boxes: [Int]) -> Strided {
        let radii = boxes.map { ($0 - 1) / 2 }.filter { $0 > 0 }
        var source = small, target = spare
        for (pass, radius) in radii.enumerated() {
            if pass > 0 { extendColumns(source, grid.across, beyond: .edgePixel) }
            horizontal(from: source.base, to: target.base, width: source.width, height: source.height,
                       channels: source.channels, radius: radius)
            swap(&source, &target)
        }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: source.rowBytes)
        defer { sums.deallocate() }
        for (pass, radius) in radii.enumerated() {
            if pass > 0 { extendRows(source, grid.down, beyond: .edgePixel) }
            vertical(from: source.base, to: target.base, rowBytes: source.rowBytes, height: source.height,
                     radius: radius, sums: sums)
            swap(&source, &target)
        }
        return source
    }

    // MARK: Margins

    /// Where a margin sample's value is extrapolated to.
    enum Reach {
        /// The image's edge pixel: what the exact path's next pass repeats past the edge.
        case edgePixel
        /// The margin sample's own place, one spacing out, so that bilinear interpolation
        /// toward it continues the line through the last two samples.
        case oneSample
    }

    /// Sets the left and right margin sample of every stored row.
    private static func extendColumns(_ buffer: Strided, _ axis: Axis, beyond reach: Reach) {
        let last = axis.count
        for y in 0..<buffer.height {
            extend(buffer.pixel(0, y), from: buffer.pixel(1, y), buffer.pixel(min(2, last), y), count: buffer.channels,
                   by: reach == .edgePixel ? axis.leading : axis.unit, unit: axis.unit)
            extend(buffer.pixel(last + 1, y), from: buffer.pixel(last, y), buffer.pixel(max(last - 1, 1), y),
                   count: buffer.channels, by: reach == .edgePixel ? axis.trailing : axis.unit, unit: axis.unit)
            if buffer.channels == 4 {
                keepPremultiplied(buffer.pixel(0, y))
                keepPremultiplied(buffer.pixel(last + 1, y))
            }
        }
    }

    /// Sets the top and bottom margin rows, every stored column of them.
    private static func extendRows(_ buffer: Strided, _ axis: Axis, beyond reach: Reach) {
        let last = axis.count
        extend(buffer.row(0), from: buffer.row(1), buffer.row(min(2, last)), count: buffer.rowBytes,
               by: reach == .edgePixel ? axis.leading : axis.unit, unit: axis.unit)
        extend(buffer.row(last + 1), from: buffer.row(last), buffer.row(max(last - 1, 1)), count: buffer.rowBytes,
               by: reach == .edgePixel ? axis.trailing : axis.unit, unit: axis.unit)
        if buffer.channels == 4 {
            for x in 0..<buffer.width {
                keepPremultiplied(buffer.pixel(x, 0))
                keepPremultiplied(buffer.pixel(x, last + 1))
            }
        }
    }

    /// `count` bytes `distance`/`unit` of a spacing beyond `near`, on the line from `far`
    /// through `near`, rounded and clamped to bytes. A single sample (`far` = `near`) is
    /// repeated as it is.
    private static func extend(_ target: UnsafeMutablePointer<UInt8>, from near: UnsafeMutablePointer<UInt8>,
                               _ far: UnsafeMutablePointer<UInt8>, count: Int, by distance: Int, unit: Int) {
        for i in 0..<count {
            let scaled = (unit + distance) * Int(near[i]) - distance * Int(far[i]) + unit / 2
            target[i] = UInt8(min(max(scaled, 0) / unit, 255))
        }
    }

    /// Extrapolation, unlike averaging, can push a colour above its alpha; clamp it back so the
    /// passes that follow average valid pixels only. Alpha is the last byte of Cairo's
    /// native-endian ARGB32 on little-endian machines, the first on big-endian ones.
    @inline(__always)
    private static func keepPremultiplied(_ pixel: UnsafeMutablePointer<UInt8>) {
        #if _endian(little)
        let alpha = pixel[3]
        for c in 0..<3 { pixel[c] = min(pixel[c], alpha) }
        #else
        let alpha = pixel[0]
        for c in 1..<4 { pixel[c] = min(pixel[c], alpha) }
        #endif
    }

    // MARK: Downsample

    /// Small pixel (i + 1, j + 1) is the rounded mean of block (i, j) of the image with its edges
    /// repeated outward, for blocks −1…n: the same f² pixels are summed everywhere, some of
    /// them repeats at the edges (the last block may reach past the edge too).
    private static func downsample(_ image: Strided, into small: Strided, factor: Int) {
        let divide = MeanDivider(count: factor * factor)
        inBands(small.height, work: image.width * image.height) { rows in
            // Column sums of one block row: at most 7 × 255, one per byte of the row.
            let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: image.rowBytes)
            defer { sums.deallocate() }
            for j in rows {
                sumRows(of: image, from: (j - 1) * factor, count: factor, into: sums)
                if image.channels == 4 {
                    averagePixels(sums, width: image.width, factor: factor, divide: divide, count: small.width, into: small.row(j))
                } else {
                    averageMask(sums, width: image.width, factor: factor, divide: divide, count: small.width, into: small.row(j))
                }
            }
        }
    }

    /// Adds rows `top`…`top + count − 1`, clamped to the image, byte by byte into `sums`.
    private static func sumRows(of image: Strided, from top: Int, count: Int, into sums: UnsafeMutablePointer<UInt16>) {
        let bytes = image.rowBytes
        let clamp = { (y: Int) in image.row(min(max(y, 0), image.height - 1)) }
        let first = clamp(top)
        for i in 0..<bytes { sums[i] = UInt16(first[i]) }
        for y in top + 1..<top + count {
            let row = clamp(y)
            for i in 0..<bytes { sums[i] &+= UInt16(row[i]) }
        }
    }

    /// Whether the block stored at `stored` (block stored − 1) lies wholly inside `width`
    /// columns, so its columns need no clamping.
    @inline(__always)
    private static func isInside(block stored: Int, width: Int, factor: Int) -> Bool {
        stored >= 1 && stored * factor <= width
    }

    /// One channel (A8 masks): blocks inside the row add their column sums unclamped.
    private static func averageMask(_ sums: UnsafeMutablePointer<UInt16>, width: Int, factor: Int, divide: MeanDivider,
                                    count: Int, into out: UnsafeMutablePointer<UInt8>) {
        for stored in 0..<count {
            let first = (stored - 1) * factor
            var sum: UInt32 = 0
            if isInside(block: stored, width: width, factor: factor) {
                for x in first..<first + factor { sum &+= UInt32(sums[x]) }
            } else {
                for x in first..<first + factor { sum &+= UInt32(sums[min(max(x, 0), width - 1)]) }
            }
            out[stored] = divide(sum)
        }
    }

    /// Four interleaved channels at once: one 64-bit load per pixel's column sums.
    private static func averagePixels(_ sums: UnsafeMutablePointer<UInt16>, width: Int, factor: Int, divide: MeanDivider,
                                      count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let lanes = UnsafeRawPointer(sums)
        for stored in 0..<count {
            let first = (stored - 1) * factor
            var sum = SIMD4<UInt32>.zero
            if isInside(block: stored, width: width, factor: factor) {
                for x in first..<first + factor { sum &+= loadLanes(lanes, x) }
            } else {
                for x in first..<first + factor { sum &+= loadLanes(lanes, min(max(x, 0), width - 1)) }
            }
            storePixel(divide(sum), out + stored * 4)
        }
    }

    // MARK: Upsample

    /// One output coordinate's two neighbours on the small grid and the weight of the second,
    /// in units of 1/(2f): block i's sample sits at i·f + (f − 1)/2, so every offset is a
    /// multiple of 1/(2f) and the weights are exact integers. The margin blocks −1 and n are
    /// the outermost neighbours any coordinate needs, so nothing is clamped.
    struct Tap {
        var near: Int32
        var far: Int32
        var weight: UInt32
    }

    /// The taps for `count` output coordinates, as indices into the small grid (block i at i + 1).
    static func taps(count: Int, factor: Int) -> [Tap] {
        (0..<count).map { x in
            let block = x / factor, offset = 2 * (x % factor) - (factor - 1) // position − centre, in 1/(2f)
            let near = offset < 0 ? block - 1 : block
            let weight = offset < 0 ? offset + 2 * factor : offset
            return Tap(near: Int32(near + 1), far: Int32(near + 2), weight: UInt32(weight))
        }
    }

    /// Bilinear interpolation, separable: two small rows mixed into a row of sums (scaled by 2f),
    /// then neighbouring sums mixed along the row and divided by (2f)² with rounding.
    static func upsample(_ small: Strided, into image: Strided, factor: Int) {
        let columns = taps(count: image.width, factor: factor)
        let rows = taps(count: image.height, factor: factor)
        let unit = UInt32(2 * factor)
        // (2f)² is a power of two for f = 2 and 4: the rounded mean is a shift, and every sum
        // fits 16-bit lanes (at most (2f)² × 255 + half ≤ 16 352).
        precondition(factor == 2 || factor == 4, "(2f)² must be a power of two")
        let shift = UInt16(2 * (factor.trailingZeroBitCount + 1))
        columns.withUnsafeBufferPointer { columns in
            let columns = columns.baseAddress!
            inBands(image.height, work: image.width * image.height) { band in
                // At most 2f × 255 per byte.
                let mixed = UnsafeMutablePointer<UInt16>.allocate(capacity: small.rowBytes)
                defer { mixed.deallocate() }
                for y in band {
                    let tap = rows[y]
                    mixRows(small.row(Int(tap.near)), small.row(Int(tap.far)), weight: UInt16(tap.weight),
                            unit: UInt16(unit), count: small.rowBytes, into: mixed)
                    let out = image.row(y)
                    if image.channels == 4 {
                        mixPixelPairs(mixed, taps: columns, width: image.width, unit: UInt16(unit), shift: shift, into: out)
                    } else {
                        mixSingle(mixed, taps: columns, width: image.width, unit: unit, shift: UInt32(shift), into: out)
                    }
                }
            }
        }
    }

    /// `near × (2f − weight) + far × weight` for every byte of a small row.
    private static func mixRows(_ near: UnsafeMutablePointer<UInt8>, _ far: UnsafeMutablePointer<UInt8>, weight: UInt16,
                                unit: UInt16, count: Int, into mixed: UnsafeMutablePointer<UInt16>) {
        let nearWeight = unit - weight
        for i in 0..<count { mixed[i] = UInt16(near[i]) &* nearWeight &+ UInt16(far[i]) &* weight }
    }

    /// One channel (A8 shadow masks).
    private static func mixSingle(_ mixed: UnsafeMutablePointer<UInt16>, taps: UnsafePointer<Tap>, width: Int,
                                  unit: UInt32, shift: UInt32, into out: UnsafeMutablePointer<UInt8>) {
        let half: UInt32 = 1 << (shift - 1)
        for x in 0..<width {
            let tap = taps[x]
            let sum = UInt32(mixed[Int(tap.near)]) &* (unit &- tap.weight) &+ UInt32(mixed[Int(tap.far)]) &* tap.weight
            out[x] = UInt8(truncatingIfNeeded: (sum &+ half) >> shift)
        }
    }

    /// Four interleaved channels, two pixels a step in 16-bit lanes.
    private static func mixPixelPairs(_ mixed: UnsafeMutablePointer<UInt16>, taps: UnsafePointer<Tap>, width: Int,
                                      unit: UInt16, shift: UInt16, into out: UnsafeMutablePointer<UInt8>) {
        let lanes = UnsafeRawPointer(mixed)
        let half = SIMD8<UInt16>(repeating: 1 << (shift - 1)), units = SIMD8<UInt16>(repeating: unit)
        @inline(__always) func sums(_ index: Int32) -> SIMD4<UInt16> {
            lanes.loadUnaligned(fromByteOffset: Int(index) * 8, as: SIMD4<UInt16>.self)
        }
        var x = 0
        while x + 1 < width {
            let left = taps[x], right = taps[x + 1]
            let near = SIMD8(lowHalf: sums(left.near), highHalf: sums(right.near))
            let far = SIMD8(lowHalf: sums(left.far), highHalf: sums(right.far))
            let weight = SIMD8(lowHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: left.weight)),
                               highHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: right.weight)))
            let mean = (near &* (units &- weight) &+ far &* weight &+ half) &>> shift
            UnsafeMutableRawPointer(out + x * 4).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: mean), as: SIMD8<UInt8>.self)
            x += 2
        }
        if x < width {
            let tap = taps[x], weight = UInt16(truncatingIfNeeded: tap.weight)
            let mean = (sums(tap.near) &* (unit - weight) &+ sums(tap.far) &* weight &+ (1 << (shift - 1))) &>> shift
            UnsafeMutableRawPointer(out + x * 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: mean), as: SIMD4<UInt8>.self)
        }
    }

    // MARK: Arithmetic

    /// The four 16-bit sums of pixel `index`, widened.
    @inline(__always)
    private static func loadLanes(_ sums: UnsafeRawPointer, _ index: Int) -> SIMD4<UInt32> {
        SIMD4(truncatingIfNeeded: sums.loadUnaligned(fromByteOffset: index * 8, as: SIMD4<UInt16>.self))
    }

    /// Four bytes (each ≤ 255) stored as one pixel, in memory order.
    @inline(__always)
    private static func storePixel(_ lanes: SIMD4<UInt32>, _ target: UnsafeMutablePointer<UInt8>) {
        let packed = lanes[0] | lanes[1] << 8 | lanes[2] << 16 | lanes[3] << 24
        UnsafeMutableRawPointer(target).storeBytes(of: packed.littleEndian, as: UInt32.self)
    }

    /// The rounded mean `(sum + count/2) / count` of `count` weights' worth of bytes (so the sum
    /// is at most 255 × count), as a 32-bit multiply and shift that works on SIMD lanes too.
    /// Exact for counts below 256: the multiplier ⌈2²⁴/count⌉ overshoots 2²⁴/count by less
    /// than 1, which moves the quotient by under 255.5 × count / 2²⁴ < 1/count, too little to
    /// cross an integer; and (255.5 × count) × (2²⁴/count + 1) stays below 2³².
    struct MeanDivider {
        let multiplier: UInt32
        let half: UInt32

        init(count: Int) {
            precondition(count > 0 && count < 256, "MeanDivider is exact only for counts below 256")
            multiplier = UInt32(((1 << 24) + count - 1) / count)
            half = UInt32(count / 2)
        }

        @inline(__always) func callAsFunction(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: ((sum &+ half) &* multiplier) >> 24)
        }

        @inline(__always) func callAsFunction(_ sums: SIMD4<UInt32>) -> SIMD4<UInt32> {
            ((sums &+ half) &* multiplier) &>> 24
        }
    }
}
