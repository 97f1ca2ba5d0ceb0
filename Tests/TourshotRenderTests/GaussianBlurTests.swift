import Testing
import TourshotTestSupport
@testable import TourshotRender

/// The downsampled blur for large sigmas against the exact three box blurs: the same picture to
/// within a level or two, valid premultiplied pixels, and well-behaved at the edges.
///
/// Measured (largest / mean byte difference, σ 12 · 18 · 24 at factor 2, 42 · 78 at factor 4;
/// σ 8 is exact): interface 2/0.17 · 2/0.18 · 2/0.16 · 2/0.18 · 3/0.20, noise 2/0.18 · 2/0.16 ·
/// 1/0.16 · 1/0.12 · 1/0.10, mask 2/0.07 · 1/0.07 · 2/0.08 · 2/0.11 · 1/0.16. The one 3 is two
/// bytes in the corner of the interface picture at σ 78, where the picture is all edge.
struct GaussianBlurTests {
    static let sigmas: [Double] = [8, 12, 18, 24, 42, 78]

    // MARK: Accuracy

    @Test(arguments: sigmas)
    func interfaceLikeImageMatchesTheExactBlur(sigma: Double) {
        expectClose(Bitmap.interface(width: 333, height: 421, channels: 4), sigma: sigma, "interface ARGB")
    }

    @Test(arguments: sigmas)
    func noiseMatchesTheExactBlur(sigma: Double) {
        expectClose(Bitmap.noise(width: 301, height: 259, channels: 4, seed: 7), sigma: sigma, "noise ARGB")
    }

    @Test(arguments: sigmas)
    func shadowMaskMatchesTheExactBlur(sigma: Double) {
        // A8 masks as Cairo makes them: rows padded to 4 bytes.
        expectClose(Bitmap.interface(width: 410, height: 333, channels: 1, stride: 412), sigma: sigma, "mask A8")
    }

    /// At most 2 levels apart but for one byte in 10 000 (at most 3), and 0.25 on average.
    private func expectClose(_ image: Bitmap, sigma: Double, _ name: String) {
        let difference = Difference(fast: image.blurred(sigma: sigma), exact: image.blurredExactly(sigma: sigma))
        print("σ \(sigma) factor \(GaussianBlur.downsampleFactor(sigma: sigma)) \(name): \(difference)")
        #expect(difference.largest <= 3, "σ \(sigma) \(name): \(difference)")
        #expect(difference.aboveTwo * 10_000 <= difference.count, "σ \(sigma) \(name): \(difference)")
        #expect(difference.mean <= 0.25, "σ \(sigma) \(name): \(difference)")
    }

    /// A row equal to the one above takes that row's result instead of being blurred again:
    /// every row must come out as it does blurred alone, with runs of equal rows across the
    /// bounds of the bands the cores share (the picture is large enough to be split).
    @Test(arguments: [1, 4])
    func rowsRepeatingTheOneAboveComeOutAsTheyDoAlone(channels: Int) {
        let width = 600, height = 500, rowBytes = width * channels, radius = 9
        var state: UInt32 = 11
        func next() -> UInt8 { state = state &* 1_103_515_245 &+ 12345; return UInt8(state >> 24) }
        var source: [UInt8] = []
        while source.count < rowBytes * height {
            let row = (0..<rowBytes).map { _ in next() }
            for _ in 0...Int(next()) % 40 { source += row }
        }
        source.removeLast(source.count - rowBytes * height)
        var target = [UInt8](repeating: 0, count: rowBytes * height)
        GaussianBlur.horizontal(from: &source, to: &target, width: width, height: height, channels: channels, radius: radius)
        var differing: [Int] = []
        for y in 0..<height {
            var row = Array(source[y * rowBytes..<(y + 1) * rowBytes])
            var alone = [UInt8](repeating: 0, count: rowBytes)
            GaussianBlur.horizontal(from: &row, to: &alone, width: width, height: 1, channels: channels, radius: radius)
            if alone[...] != target[y * rowBytes..<(y + 1) * rowBytes] { differing.append(y) }
        }
        #expect(differing.isEmpty, "rows \(differing.prefix(10))")
        #expect(Set(stride(from: 0, to: source.count, by: rowBytes).map { source[$0..<$0 + rowBytes] }).count < height / 10,
                "runs of equal rows: \(height) rows")
    }

    @Test func factorsFollowTheMeasurements() {
        #expect(GaussianBlur.downsampleFactor(sigma: 11.9) == 1)
        #expect(GaussianBlur.downsampleFactor(sigma: 12) == 2)
        #expect(GaussianBlur.downsampleFactor(sigma: 29) == 2)
        #expect(GaussianBlur.downsampleFactor(sigma: 42) == 4)
        #expect(GaussianBlur.downsampleFactor(sigma: 78) == 4)
        // Factor 4's boxes miss the exact spread by 1 % here, so it keeps factor 2.
        #expect(GaussianBlur.spreadMismatch(sigma: 44, factor: 4) > 0.01)
        #expect(GaussianBlur.downsampleFactor(sigma: 44) == 2)
        let image = Bitmap.interface(width: 97, height: 61, channels: 4)
        #expect(image.blurred(sigma: 8).bytes == image.blurredExactly(sigma: 8).bytes)
    }

    @Test func smallBlurMakesUpTheVariance() {
        for sigma in Self.sigmas where GaussianBlur.downsampleFactor(sigma: sigma) > 1 {
            let mismatch = GaussianBlur.spreadMismatch(sigma: sigma, factor: GaussianBlur.downsampleFactor(sigma: sigma))
            #expect(mismatch < 0.012, "σ \(sigma): the spreads differ by \(mismatch * 100) %")
        }
    }

    // MARK: Validity and determinism

    @Test(arguments: sigmas)
    func premultipliedPixelsStayValid(sigma: Double) {
        for image in [Bitmap.interface(width: 203, height: 150, channels: 4), Bitmap.noise(width: 150, height: 203, channels: 4, seed: 3)] {
            let invalid = image.blurred(sigma: sigma).invalidPixels
            #expect(invalid == 0, "σ \(sigma): \(invalid) pixels have a colour above their alpha")
        }
    }

    /// Extrapolating edge values is the one step that is not an average: without its clamp,
    /// 2 of these 300 small pictures of saturated colour blocks come out with colours above alpha.
    @Test func extrapolatedEdgesStayPremultiplied() {
        var random = SeededGenerator(seed: 5)
        for sigma in [12.0, 18, 24, 42, 78] {
            for _ in 0..<60 {
                let width = Int(random.next() % 60) + 3, height = Int(random.next() % 60) + 3
                let side = Int(random.next() % 12) + 1
                var colours: [Int: [UInt8]] = [:]
                var image = Bitmap(width: width, height: height, channels: 4, stride: width * 4)
                image.fill { x, y, c in
                    let block = (y / side) * 1000 + x / side
                    if colours[block] == nil {
                        let alpha = UInt8(truncatingIfNeeded: random.next())
                        colours[block] = (0..<3).map { _ in random.next() % 2 == 0 ? 0 : alpha } + [alpha]
                    }
                    return colours[block]![c]
                }
                let invalid = image.blurred(sigma: sigma).invalidPixels
                #expect(invalid == 0, "σ \(sigma), \(width)×\(height): \(invalid) pixels have a colour above their alpha")
            }
        }
    }

    /// No pixel reads farther than 3σ, on either path, near the edges or inside: lint paints its
    /// contrast picture only within 3σ per blur of what it reads (`ContrastLint.blurReach`). A
    /// column changed by a full step of 255 over noise; the farthest column that moves.
    @Test(arguments: [0.6, 1, 1.5, 3, 7, 11.9, 12, 18, 29.9, 30, 42, 78])
    func nothingBeyondThreeSigmaMovesAPixel(sigma: Double) {
        let width = 700, height = 6
        var state: UInt32 = 3
        func next() -> UInt8 { state = state &* 1_103_515_245 &+ 12345; return UInt8(state >> 24) }
        let background = (0..<width * height).map { _ in next() }
        func blurred(_ bytes: [UInt8]) -> [UInt8] {
            var copy = bytes
            copy.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: width, channels: 1, sigma: sigma)
            }
            return copy
        }
        let before = blurred(background)
        var farthest = 0
        for column in [0, 1, 2, 5, 17, 101, 349, 350, 600, 697, 698, 699] {
            var changed = background
            for row in 0..<height { changed[row * width + column] = background[row * width + column] < 128 ? 255 : 0 }
            let after = blurred(changed)
            for x in 0..<width where (0..<height).contains(where: { before[$0 * width + x] != after[$0 * width + x] }) {
                farthest = max(farthest, abs(x - column))
            }
        }
        #expect(farthest > 0 && Double(farthest) <= 3 * sigma, "σ \(sigma): a pixel \(farthest) away moved")
    }

    @Test func twoRunsAreIdentical() {
        let image = Bitmap.noise(width: 640, height: 480, channels: 4, seed: 11)
        #expect(image.blurred(sigma: 42).bytes == image.blurred(sigma: 42).bytes)
        let mask = Bitmap.interface(width: 517, height: 300, channels: 1, stride: 520)
        #expect(mask.blurred(sigma: 24).bytes == mask.blurred(sigma: 24).bytes)
    }

    @Test func flatImagesStayFlat() {
        for channels in [1, 4] {
            var image = Bitmap(width: 37, height: 23, channels: channels, stride: 37 * channels + 3)
            image.fill { _, _, c in c == 3 || channels == 1 ? 200 : UInt8(60 + 40 * c) }
            let blurred = image.blurred(sigma: 42)
            #expect(blurred.bytes == image.bytes)
        }
    }

    @Test func paddingBytesAreLeftAlone() {
        var image = Bitmap.interface(width: 45, height: 30, channels: 4, stride: 45 * 4 + 12)
        image.fillPadding(with: 0xA5)
        #expect(image.blurred(sigma: 18).paddingIsIntact(0xA5))
        #expect(image.blurred(sigma: 42).paddingIsIntact(0xA5))
    }

    // MARK: Small sizes

    @Test(arguments: [1, 4])
    func onePixelIsItsOwnBlur(channels: Int) {
        var image = Bitmap(width: 1, height: 1, channels: channels, stride: channels)
        image.fill { _, _, c in UInt8(90 + c) }
        #expect(image.blurred(sigma: 78).bytes == image.bytes)
    }

    @Test(arguments: [1, 4])
    func imagesNarrowerOrShorterThanABlockMatchTheExactBlur(channels: Int) {
        // Sizes below the factor in one or both directions, and one past a multiple of it, so
        // the last block holds a single pixel; rows padded, random content (the worst case).
        let cases: [(sigma: Double, sizes: [(Int, Int)])] = [
            (16, [(1, 30), (30, 1), (1, 2), (3, 3), (5, 7), (2, 40)]), // factor 2
            (42, [(3, 50), (50, 3), (1, 9), (9, 1), (2, 2), (3, 3), (5, 5), (13, 17), (4, 4)]), // factor 4
        ]
        for (sigma, sizes) in cases {
            for (width, height) in sizes {
                var image = Bitmap.noise(width: width, height: height, channels: channels, seed: UInt64(width * 31 + height),
                                         stride: width * channels + 5)
                image.fillPadding(with: 0xA5)
                let fast = image.blurred(sigma: sigma)
                let difference = Difference(fast: fast, exact: image.blurredExactly(sigma: sigma))
                // At most 2 apart, but for a 2×2 picture at σ 42 (3): a few blocks are all edge.
                #expect(difference.largest <= (width * height <= 4 ? 3 : 2), "\(width)×\(height)×\(channels) σ \(sigma): \(difference)")
                #expect(fast.paddingIsIntact(0xA5))
                if channels == 4 { #expect(fast.invalidPixels == 0) }
            }
        }
    }

    // MARK: Arithmetic

    @Test func meanDividerRoundsExactly() {
        for count in 1..<256 {
            let divide = GaussianBlur.MeanDivider(count: count)
            for sum in 0...255 * count {
                let expected = UInt8((sum + count / 2) / count)
                if divide(UInt32(sum)) != expected {
                    Issue.record("count \(count), sum \(sum): \(divide(UInt32(sum))), expected \(expected)")
                    return
                }
            }
            let sums = SIMD4<UInt32>(0, UInt32(count / 2), UInt32(127 * count + count / 2), UInt32(255 * count))
            let expected = SIMD4<UInt32>((0..<4).map { (sums[$0] + UInt32(count / 2)) / UInt32(count) })
            #expect(divide(sums) == expected, "count \(count)")
        }
    }

    /// The shifts and the 16-bit, two-pixels-a-step path give the bilinear formula's rounded
    /// bytes at both factors, odd widths (a last lone pixel) included.
    @Test(arguments: [(2, 4), (4, 4), (2, 1), (4, 1)])
    func upsamplingGivesTheRoundedBilinearMean(factor: Int, channels: Int) {
        var random = SeededGenerator(seed: UInt64(factor * 10 + channels))
        let width = 37, height = 23
        let grid = GaussianBlur.Grid(width: width, height: height, factor: factor)
        let small = GaussianBlur.Strided(width: grid.width, height: grid.height, channels: channels)
        let image = GaussianBlur.Strided(width: width, height: height, channels: channels)
        defer { small.base.deallocate(); image.base.deallocate() }
        for i in 0..<small.rowBytes * small.height { small.base[i] = UInt8.random(in: 0...255, using: &random) }
        GaussianBlur.upsample(small, into: image, factor: factor)
        let columns = GaussianBlur.taps(count: width, factor: factor), rows = GaussianBlur.taps(count: height, factor: factor)
        let unit = 2 * factor, count = unit * unit
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<channels {
                    func sample(_ row: Int32, _ column: Int32) -> Int { Int(small.pixel(Int(column), Int(row))[c]) }
                    func mixed(_ column: Int32) -> Int {
                        sample(rows[y].near, column) * (unit - Int(rows[y].weight)) + sample(rows[y].far, column) * Int(rows[y].weight)
                    }
                    let sum = mixed(columns[x].near) * (unit - Int(columns[x].weight)) + mixed(columns[x].far) * Int(columns[x].weight)
                    let expected = (sum + count / 2) / count
                    if Int(image.pixel(x, y)[c]) != expected {
                        Issue.record("factor \(factor), \(channels) channels: (\(x), \(y)) channel \(c) is \(image.pixel(x, y)[c]), expected \(expected)")
                        return
                    }
                }
            }
        }
    }

    @Test func upsamplingTapsSitBetweenSampleCentres() {
        // Factor 4: block i's sample is centred on 4i + 1.5 and stored at i + 1, so x = 0 is
        // 5/8 of the way from the margin block −1 to block 0, and x = 2 an eighth of the way
        // from block 0 to block 1.
        let taps = GaussianBlur.taps(count: 10, factor: 4).map { "\($0.near)-\($0.far)@\($0.weight)" }
        #expect(taps == ["0-1@5", "0-1@7", "1-2@1", "1-2@3", "1-2@5", "1-2@7", "2-3@1", "2-3@3", "2-3@5", "2-3@7"])
        // Factor 3: x = 1 sits on block 0's sample.
        let three = GaussianBlur.taps(count: 4, factor: 3).map { "\($0.near)-\($0.far)@\($0.weight)" }
        #expect(three == ["0-1@4", "1-2@0", "1-2@2", "1-2@4"])
    }
}

/// A byte image with padded rows, made and blurred by the tests.
private struct Bitmap {
    let width: Int, height: Int, channels: Int, stride: Int
    var bytes: [UInt8]

    init(width: Int, height: Int, channels: Int, stride: Int) {
        self.width = width; self.height = height; self.channels = channels; self.stride = stride
        bytes = Array(repeating: 0, count: stride * height)
    }

    mutating func fill(_ value: (Int, Int, Int) -> UInt8) {
        for y in 0..<height { for x in 0..<width { for c in 0..<channels { bytes[y * stride + x * channels + c] = value(x, y, c) } } }
    }

    mutating func fillPadding(with value: UInt8) {
        for y in 0..<height { for i in width * channels..<stride { bytes[y * stride + i] = value } }
    }

    func blurred(sigma: Double) -> Bitmap {
        var copy = self
        copy.bytes.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        }
        return copy
    }

    func blurredExactly(sigma: Double) -> Bitmap {
        var copy = self
        copy.bytes.withUnsafeMutableBufferPointer {
            GaussianBlur.exactBlur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
        }
        return copy
    }

    /// Pixels with a colour above their alpha (premultiplied B, G, R, A: Cairo's ARGB32 on a
    /// little-endian machine).
    var invalidPixels: Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = y * stride + x * 4
                if (0..<3).contains(where: { bytes[pixel + $0] > bytes[pixel + 3] }) { count += 1 }
            }
        }
        return count
    }

    func paddingIsIntact(_ value: UInt8) -> Bool {
        (0..<height).allSatisfy { y in (width * channels..<stride).allSatisfy { bytes[y * stride + $0] == value } }
    }

    /// Random premultiplied pixels (or random coverage), the worst case for a coarse grid.
    static func noise(width: Int, height: Int, channels: Int, seed: UInt64, stride: Int? = nil) -> Bitmap {
        var image = Bitmap(width: width, height: height, channels: channels, stride: stride ?? width * channels)
        var random = SeededGenerator(seed: seed)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8(truncatingIfNeeded: random.next())
                for c in 0..<channels {
                    let isAlpha = channels == 1 || c == 3
                    image.bytes[y * image.stride + x * channels + c] =
                        isAlpha ? alpha : UInt8(random.next() % (UInt64(alpha) + 1))
                }
            }
        }
        return image
    }

    /// Something like a screen: a light page and a dark panel meeting at a hard edge, a bar,
    /// flat coloured cards, rows of one- and two-pixel "text" strokes, and a translucent badge.
    static func interface(width: Int, height: Int, channels: Int, stride: Int? = nil) -> Bitmap {
        var image = Bitmap(width: width, height: height, channels: channels, stride: stride ?? width * channels)
        image.fill { x, y, c in
            let (colour, alpha) = interfacePixel(x: x, y: y, width: width, height: height)
            if channels == 1 { return alpha }
            if c == 3 { return alpha }
            return UInt8((Int(colour[c]) * Int(alpha) + 127) / 255)
        }
        return image
    }

    private static func interfacePixel(x: Int, y: Int, width: Int, height: Int) -> (SIMD3<UInt8>, UInt8) {
        let inside = { (x0: Int, y0: Int, x1: Int, y1: Int) in x >= x0 && x < x1 && y >= y0 && y < y1 }
        if inside(0, 0, width, 24) { return (SIMD3(30, 30, 34), 255) } // bar
        if inside(width / 2 + 40, height / 2, width / 2 + 90, height / 2 + 24) { return (SIMD3(40, 120, 250), 128) } // badge
        if inside(20, 40, width / 2 - 20, 120) { return (SIMD3(255, 90, 40), 255) } // card
        if inside(20, 140, width / 2 - 20, 150) { return (SIMD3(60, 200, 90), 255) } // thin card
        let text = y >= 170 && y < 300 && x >= 24 && x < width / 2 - 24
        if text && y % 14 < 9 && (x / 5) % 7 != 6 && (x + y) % 3 != 0 && (y % 14 == 0 || x % 5 < 2) {
            return (SIMD3(20, 20, 20), 255) // strokes of "text"
        }
        if x >= width / 2 { return (SIMD3(18, 22, 40), 255) } // dark panel: a hard vertical edge
        if y > height - 40 { return (SIMD3(0, 0, 0), 0) } // transparent foot
        return (SIMD3(246, 246, 248), 255)
    }
}

/// Largest and mean absolute byte difference between two images of the same geometry.
private struct Difference: CustomStringConvertible {
    var largest = 0, aboveTwo = 0, count = 0
    var mean = 0.0

    init(fast: Bitmap, exact: Bitmap) {
        var total = 0
        for y in 0..<fast.height {
            for i in 0..<fast.width * fast.channels {
                let delta = abs(Int(fast.bytes[y * fast.stride + i]) - Int(exact.bytes[y * exact.stride + i]))
                largest = max(largest, delta)
                if delta > 2 { aboveTwo += 1 }
                total += delta
                count += 1
            }
        }
        mean = Double(total) / Double(max(count, 1))
    }

    var description: String { "largest \(largest), mean \((mean * 1000).rounded() / 1000), \(aboveTwo) of \(count) above 2" }
}

