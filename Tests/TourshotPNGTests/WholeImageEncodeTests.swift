import Testing
import TourshotPNG

// The encoder compresses the whole image in one piece into one IDAT chunk. These images are
// tall (1000 rows of 901 bytes of scanline), as the segments of the encoder before were not.

/// A UI-like opaque image: flat bands, a gradient and some noise, so deflate has both long
/// matches and literals.
private func uiLikeValues(width: Int, height: Int, alphaAt: (x: Int, y: Int)? = nil) -> [UInt32] {
    var state: UInt32 = 12345
    return (0..<width * height).map { i in
        let x = i % width, y = i / width
        state = state &* 1_103_515_245 &+ 12345
        let noise = Int(state >> 24) % 8
        let band = (y / 37) % 3
        let r = band == 0 ? 240 : x * 255 / width, g = band == 1 ? 30 + noise : 200, b = (y * 3 + noise) % 256
        let a = alphaAt.map { $0.x == x && $0.y == y } == true ? 128 : 255
        return argb32(r: r, g: g, b: b, a: a)
    }
}

private func idatCount(_ png: [UInt8]) -> Int { chunkTypes(of: png).filter { $0 == "IDAT" }.count }

@Test func tallOpaqueImageIsOneIDATAndDecodesExactly() throws {
    let values = uiLikeValues(width: 300, height: 1000)
    let png = try encode(values, width: 300, height: 1000, level: 6)
    #expect(chunkTypes(of: png).first == "IHDR" && chunkTypes(of: png).last == "IEND")
    #expect(idatCount(png) == 1)
    #expect(png[25] == 2, "opaque images are RGB")
    #expect(try decode(png).argbValues == values)
}

@Test func oneTranslucentPixelInTheLastRowMakesTheImageRGBA() throws {
    let values = uiLikeValues(width: 300, height: 1000, alphaAt: (299, 999))
    let png = try encode(values, width: 300, height: 1000, level: 6)
    #expect(png[25] == 6, "colour type RGBA")
    let decoded = try decode(png).argbValues
    #expect(decoded.count == values.count)
    #expect(decoded.dropLast() == values.dropLast(), "opaque pixels are exact")
    #expect(decoded.last! >> 24 == 128)
}

@Test func wholeImageOutputIsDeterministic() throws {
    let values = uiLikeValues(width: 300, height: 1000)
    let first = try encode(values, width: 300, height: 1000, level: 6)
    let second = try encode(values, width: 300, height: 1000, level: 6)
    #expect(first == second)
}

@Test func repeatedRowsAreMatchedAcrossTheWholeImage() throws {
    // Eight rows of noise repeated: ~7,200 bytes of literals paid once, the rest matches, so the
    // file is ~7 KB of literals plus the matches.
    var state: UInt32 = 99
    let block = (0..<300 * 8).map { _ -> UInt32 in
        state = state &* 1_103_515_245 &+ 12345
        return 0xFF00_0000 | state >> 8
    }
    let values = (0..<125).flatMap { _ in block }
    let png = try encode(values, width: 300, height: 1000, level: 6)
    #expect(idatCount(png) == 1)
    #expect(png.count < 16_000, "got \(png.count) bytes")
    #expect(try decode(png).argbValues == values)
}

@Test func everyLevelRoundTripsInOnePiece() throws {
    let values = uiLikeValues(width: 300, height: 700)
    for level in [0, 1, 6, 9, 12] {
        let png = try encode(values, width: 300, height: 700, level: level)
        #expect(try decode(png).argbValues == values, "level \(level)")
    }
}

@Test func paddedRowsAreIgnored() throws {
    let width = 300, height = 600, stride = width * 4 + 12
    let values = uiLikeValues(width: width, height: height)
    var bytes = [UInt8](repeating: 0x5A, count: stride * height)
    for (i, value) in values.enumerated() {
        let offset = (i / width) * stride + (i % width) * 4
        withUnsafeBytes(of: value) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }
    let png = try bytes.withUnsafeBytes {
        try PNGCodec.encode(argb32: $0.baseAddress!, width: width, height: height, stride: stride)
    }
    #expect(idatCount(png) == 1)
    #expect(try decode(png).argbValues == values)
}

@Test func theWidestRowsRoundTrip() throws {
    // 65,535 px × 3 bytes: rows wider than deflate's 32 KiB window.
    let width = 65535, height = 3
    let values = (0..<width * height).map { i in argb32(r: i % 251, g: (i / 7) % 256, b: 9, a: 255) }
    let png = try encode(values, width: width, height: height, level: 1)
    #expect(idatCount(png) == 1)
    let image = try PNGCodec.decode(png, maxWidth: 65535, maxHeight: 16)
    #expect(image.argbValues == values)
}
