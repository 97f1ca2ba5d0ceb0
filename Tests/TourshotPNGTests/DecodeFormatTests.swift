import Testing
import TourshotTestSupport
import TourshotPNG

/// One PNG pixel format to decode: colour type, bit depth and whether a tRNS chunk is present.
struct PixelFormat: Sendable, CustomStringConvertible {
    var colorType: RawPNGWriter.ColorType
    var depth: Int
    var transparency = false

    var description: String { "\(colorType) \(depth)-bit\(transparency ? " + tRNS" : "")" }
    var maxSample: Int { (1 << depth) - 1 }
    /// Palette entries used: fewer than the depth allows, to exercise short palettes.
    var paletteCount: Int {
        guard colorType == .palette else { return 0 }
        return [1: 2, 2: 3, 4: 11, 8: 40][depth] ?? 0
    }
}

/// Image size and interlacing.
struct Layout: Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    var interlaced: Bool

    var description: String { "\(width)x\(height)\(interlaced ? " Adam7" : "")" }
}

private let formats: [PixelFormat] =
    [1, 2, 4, 8, 16].map { PixelFormat(colorType: .gray, depth: $0) }
    + [8, 16].map { PixelFormat(colorType: .gray, depth: $0, transparency: true) }
    + [PixelFormat(colorType: .gray, depth: 2, transparency: true)]
    + [8, 16].map { PixelFormat(colorType: .grayAlpha, depth: $0) }
    + [8, 16].map { PixelFormat(colorType: .rgb, depth: $0) }
    + [8, 16].map { PixelFormat(colorType: .rgb, depth: $0, transparency: true) }
    + [8, 16].map { PixelFormat(colorType: .rgba, depth: $0) }
    + [1, 2, 4, 8].flatMap { depth in
        [false, true].map { PixelFormat(colorType: .palette, depth: depth, transparency: $0) }
    }

private let layouts: [Layout] = [(11, 9), (1, 1), (3, 2), (16, 16)].flatMap { size in
    [false, true].map { Layout(width: size.0, height: size.1, interlaced: $0) }
}

@Test(arguments: formats, layouts)
func decodesEveryFormatExactly(format: PixelFormat, layout: Layout) throws {
    let fixture = Fixture(format: format, layout: layout)
    let image = try decode(fixture.png)
    #expect(image.width == layout.width && image.height == layout.height)
    let actual = image.argbValues
    let mismatch = actual.indices.first { actual[$0] != fixture.expected[$0] }
    #expect(mismatch == nil, "first mismatch at pixel \(mismatch ?? -1): \(mismatch.map { String(actual[$0], radix: 16) + " vs expected " + String(fixture.expected[$0], radix: 16) } ?? "")")
}

/// A generated PNG together with the ARGB32 values a correct decoder must produce.
private struct Fixture {
    let png: [UInt8]
    let expected: [UInt32]

    init(format: PixelFormat, layout: Layout) {
        let channels = format.colorType.channels
        let pixelCount = layout.width * layout.height
        let limit = format.colorType == .palette ? format.paletteCount - 1 : format.maxSample
        let samples = (0..<pixelCount * channels).map { UInt16(pseudoRandom($0) % (limit + 1)) }

        var writer = RawPNGWriter(width: layout.width, height: layout.height,
                                  colorType: format.colorType, bitDepth: format.depth,
                                  interlaced: layout.interlaced)
        let palette = (0..<format.paletteCount).map { i in
            (UInt8(pseudoRandom(1000 + i) % 256), UInt8(pseudoRandom(2000 + i) % 256), UInt8(pseudoRandom(3000 + i) % 256))
        }
        // One entry short, so the last palette colour keeps the implied alpha of 255.
        let paletteAlpha = (0..<max(0, format.paletteCount - 1)).map { [0, 255, 128, 1, 254, 77][$0 % 6] }
        // For gray and RGB, the colour of pixel 0 becomes transparent (it may recur elsewhere).
        let key = Array(samples.prefix(channels))
        if format.colorType == .palette { writer.palette = palette }
        if format.transparency {
            writer.transparency = format.colorType == .palette
                ? paletteAlpha.map(UInt8.init)
                : key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
        png = writer.encode(samples: samples)

        let to8 = { (v: UInt16) -> Int in
            format.depth == 16 ? (Int(v) * 255 + 32767) / 65535 : Int(v) * 255 / format.maxSample
        }
        expected = (0..<pixelCount).map { p in
            let s = Array(samples[p * channels..<(p + 1) * channels])
            let keyed = format.transparency && s == key ? 0 : 255
            switch format.colorType {
            case .gray: return argb32(r: to8(s[0]), g: to8(s[0]), b: to8(s[0]), a: keyed)
            case .grayAlpha: return argb32(r: to8(s[0]), g: to8(s[0]), b: to8(s[0]), a: to8(s[1]))
            case .rgb: return argb32(r: to8(s[0]), g: to8(s[1]), b: to8(s[2]), a: keyed)
            case .rgba: return argb32(r: to8(s[0]), g: to8(s[1]), b: to8(s[2]), a: to8(s[3]))
            case .palette:
                let index = Int(s[0]), entry = palette[index]
                let alpha = format.transparency && index < paletteAlpha.count ? paletteAlpha[index] : 255
                return argb32(r: Int(entry.0), g: Int(entry.1), b: Int(entry.2), a: alpha)
            }
        }
    }
}

/// A fixed, well-mixed sequence so fixtures cover the whole sample range.
private func pseudoRandom(_ i: Int) -> Int {
    var x = UInt64(i) &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678
    x ^= x >> 29
    x = x &* 0xBF58_476D_1CE4_E5B9
    x ^= x >> 32
    return Int(x & 0xFFFF_FFFF)
}

@Test func ignoresGammaAndColourProfileChunks() throws {
    // A gAMA of 1.0 (100000) would visibly change mid-greys if libpng applied it.
    let writer = RawPNGWriter(width: 2, height: 1, colorType: .gray, bitDepth: 8)
    var png = writer.encode(samples: [64, 128])
    let ihdrEnd = 8 + 25
    let extra = RawPNGWriter.chunk("gAMA", RawPNGWriter.bigEndian(100_000))
        + RawPNGWriter.chunk("sRGB", [0])
        + RawPNGWriter.chunk("tEXt", Array("Comment\0hello".utf8))
    png.insert(contentsOf: extra, at: ihdrEnd)
    #expect(try decode(png).argbValues == [0xFF40_4040, 0xFF80_8080])
}
