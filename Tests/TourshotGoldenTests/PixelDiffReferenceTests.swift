import Testing
import TourshotGolden
import TourshotPNG

/// `PixelDiff` against `ReferencePixelmatch` on generated pairs that reach each of its
/// shortcuts and both sides of them: runs of one changed colour (flat stretches), their ends,
/// edges and noise (the full anti-aliasing check inside the image and on its edges), ties
/// between equally dark neighbours, unequal pixels of equal brightness (white at any opacity,
/// transparent), translucency, tiny images, and images split into bands.
struct PixelDiffReferenceTests {
    static let options: [(String, DiffOptions)] = {
        var custom = DiffOptions(threshold: 0.08, alpha: 0.5)
        custom.differenceColor = .init(red: 10, green: 200, blue: 30)
        custom.darkerDifferenceColor = .init(red: 0, green: 255, blue: 0)
        custom.antiAliasingColor = .init(red: 0, green: 0, blue: 255)
        var white = DiffOptions(threshold: 0.05)
        white.checkerboard = false
        var mask = DiffOptions()
        mask.mask = true
        mask.darkerDifferenceColor = .init(red: 0, green: 0, blue: 255)
        return [("default", DiffOptions()), ("threshold 0.05", DiffOptions(threshold: 0.05)),
                ("threshold 0", DiffOptions(threshold: 0)), ("threshold 0.5", DiffOptions(threshold: 0.5)),
                ("includeAA", DiffOptions(includeAntiAliasing: true)), ("alpha and colours", custom),
                ("over white, threshold 0.05", white), ("mask, darker colour", mask)]
    }()

    @Test(arguments: DiffScene.allCases, 0..<options.count)
    func smallPairsMatch(scene: DiffScene, option: Int) throws {
        for seed in 1...3 {
            let (a, b) = scene.pair(width: 53, height: 41, seed: UInt64(seed))
            try expectSameAnswer(a, b, Self.options[option].1, "\(scene) seed \(seed), \(Self.options[option].0)")
        }
    }

    /// 1×1 up to 4×4: every pixel is on the image's edge, or next to it.
    @Test(arguments: [(1, 1), (1, 6), (6, 1), (2, 2), (2, 5), (3, 3), (4, 4)])
    func tinyPairsMatch(width: Int, height: Int) throws {
        for seed in 1...6 {
            let (a, b) = DiffScene.palette.pair(width: width, height: height, seed: UInt64(seed))
            for (name, options) in Self.options {
                try expectSameAnswer(a, b, options, "\(width)×\(height) seed \(seed), \(name)")
            }
        }
    }

    /// Above `PixelDiff`'s parallel threshold: compared in bands of rows on all cores, with
    /// anti-aliasing checks that look across band boundaries.
    @Test(arguments: DiffScene.allCases)
    func bandedPairsMatch(scene: DiffScene) throws {
        let (a, b) = scene.pair(width: 560, height: 480, seed: 7)
        try expectSameAnswer(a, b, DiffOptions(), "\(scene) 560×480")
        var white = DiffOptions()
        white.checkerboard = false
        try expectSameAnswer(a, b, white, "\(scene) 560×480 over white")
    }

    /// Opaque pixels whose channels all differ by m, in each combination of signs, for m up
    /// to 60: the pairs furthest apart for their largest channel difference, where a shortcut
    /// on small differences would first go wrong.
    @Test(arguments: [0.03, 0.05, 0.08, 0.1, 0.15, 0.2, 0.3])
    func channelStepsAroundTheThresholdMatch(threshold: Double) throws {
        let signs = [(1, 1, 1), (1, 1, -1), (1, -1, 1), (1, -1, -1), (-1, 1, 1), (-1, 1, -1), (-1, -1, 1), (-1, -1, -1)]
        let base = Synthetic.rgb(128, 128, 128)
        let changed = Synthetic.image(60 * signs.count, 3) { x, _ in
            let m = x / signs.count + 1, (r, g, b) = signs[x % signs.count]
            return Synthetic.rgb(UInt32(128 + r * m), UInt32(128 + g * m), UInt32(128 + b * m))
        }
        let flat = Synthetic.image(changed.width, 3) { _, _ in base }
        try expectSameAnswer(flat, changed, DiffOptions(threshold: threshold, includeAntiAliasing: true), "threshold \(threshold)")
    }

    private func expectSameAnswer(_ a: PixelImage, _ b: PixelImage, _ options: DiffOptions, _ label: String) throws {
        let result = try PixelDiff.compare(a, b, options: options, drawDiff: true)
        let reference = ReferencePixelmatch.compare(ReferencePixelmatch.rgba(a), ReferencePixelmatch.rgba(b),
                                                    width: a.width, height: a.height, options: options)
        #expect(result.differentPixels == reference.different, "\(label)")
        #expect(result.antiAliasedPixels == reference.antiAliased, "\(label)")
        #expect(result.boundingBox == reference.box, "\(label)")
        // The diff image is opaque, or transparent black in a mask: its premultiplied BGRA
        // bytes are the reference's RGBA ones, reordered.
        let picture = try #require(result.diffImage).pixels
        var expected = reference.output
        for i in stride(from: 0, to: expected.count, by: 4) { expected.swapAt(i, i + 2) }
        let mismatch = picture.indices.first { picture[$0] != expected[$0] }
        #expect(mismatch == nil, "\(label): diff images differ from pixel \((mismatch ?? 0) / 4) on")
    }
}

/// Generated image pairs, the same for the same seed.
enum DiffScene: String, CaseIterable, CustomStringConvertible {
    /// Flat rectangles with anti-aliased borders on a flat background, touching the image's
    /// edges; the second image moves some by a pixel, recolours others a little or a lot,
    /// and adds noise of up to ±40 per channel to bands across it (distances around the
    /// thresholds).
    case shapes
    /// Pixels drawn from a small palette (so ties and equal neighbours are common), holding
    /// unequal pixels of equal brightness: white at several opacities and transparent.
    case palette
    /// Translucent gradients with noise, and a translucent disc that moves.
    case translucent

    var description: String { rawValue }

    func pair(width: Int, height: Int, seed: UInt64) -> (PixelImage, PixelImage) {
        var random = SeededRandom(seed: seed)
        switch self {
        case .shapes:
            let rectangles = (0..<12).map { _ in
                Rectangle(x: random.next(width + 10) - 10, y: random.next(height + 10) - 10,
                          width: 3 + random.next(width / 2), height: 3 + random.next(height / 2),
                          color: Synthetic.rgb(UInt32(random.next(256)), UInt32(random.next(256)), UInt32(random.next(256))))
            }
            var moved = rectangles
            for i in moved.indices {
                switch random.next(4) {
                case 0: moved[i].x += random.next(3) - 1; moved[i].y += random.next(3) - 1
                case 1: moved[i].color ^= random.next(2) == 0 ? 0x0000_0101 : 0x0060_2000
                default: break
                }
            }
            moved[moved.count - 1].color ^= 0x00A0_4000
            let noise = (0..<width * height).map { _ in (random.next(81) - 40, random.next(81) - 40, random.next(81) - 40) }
            let second = Rectangle.draw(moved, width, height)
            return (Rectangle.draw(rectangles, width, height), Synthetic.image(width, height) { x, y in
                let word = Synthetic.word(second, x, y)
                guard y % 16 < 4 else { return word }
                let (dr, dg, db) = noise[y * width + x]
                func add(_ shift: UInt32, _ d: Int) -> UInt32 { UInt32(min(255, max(0, Int(word >> shift & 0xFF) + d))) }
                return Synthetic.rgb(add(16, dr), add(8, dg), add(0, db))
            })
        case .palette:
            let palette: [UInt32] = [Synthetic.white, Synthetic.rgba(255, 255, 255, 128), Synthetic.rgba(255, 255, 255, 40), 0,
                                     Synthetic.black, Synthetic.rgb(128, 128, 128), Synthetic.rgb(200, 30, 30), Synthetic.rgba(0, 0, 255, 90)]
            let first = (0..<width * height).map { _ in palette[random.next(palette.count)] }
            // Flat patches too, so runs and flat stretches occur.
            let patched = first.enumerated().map { i, word in (i / width / 5 + i % width / 7) % 3 == 0 ? palette[(i / width / 5) % 4] : word }
            let second = patched.map { word in random.next(3) == 0 ? palette[random.next(palette.count)] : word }
            return (Synthetic.image(width, height) { x, y in patched[y * width + x] },
                    Synthetic.image(width, height) { x, y in second[y * width + x] })
        case .translucent:
            let noise = (0..<width * height).map { _ in UInt32(random.next(9)) }
            func image(_ shift: Int) -> PixelImage {
                Synthetic.image(width, height) { x, y in
                    let dx = x - width / 2 - shift, dy = y - height / 2
                    if dx * dx + dy * dy < width * height / 12 { return Synthetic.rgba(220, 40, 90, 200) }
                    let n = noise[y * width + x]
                    return Synthetic.rgba(UInt32(x * 255 / width), UInt32(y * 255 / height), 128 + n, 60 + UInt32(x % 3) * 60 + n)
                }
            }
            return (image(0), image(1))
        }
    }

    /// A filled rectangle with a one-pixel border halfway between its colour and the background's.
    struct Rectangle {
        var x, y, width, height: Int
        var color: UInt32

        static let background = Synthetic.rgb(236, 236, 240)

        static func draw(_ rectangles: [Rectangle], _ width: Int, _ height: Int) -> PixelImage {
            Synthetic.image(width, height) { x, y in
                var word = background
                for r in rectangles {
                    if x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height {
                        word = r.color
                    } else if x >= r.x - 1 && x <= r.x + r.width && y >= r.y - 1 && y <= r.y + r.height {
                        word = halfway(r.color, word)
                    }
                }
                return word
            }
        }

        static func halfway(_ a: UInt32, _ b: UInt32) -> UInt32 {
            func channel(_ shift: UInt32) -> UInt32 { ((a >> shift & 0xFF) + (b >> shift & 0xFF)) / 2 }
            return Synthetic.rgb(channel(16), channel(8), channel(0))
        }
    }
}

/// xorshift64*: deterministic, so a failing pair can be generated again.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % max(bound, 1)
    }
}
