import Testing
import TourshotPNG
import TourshotTestSupport

// The previews' compression (`PNGCompression.fast`, CPNG's fast_deflate.c): its own deflate
// encoder, so these tests decode what it writes and compare every pixel with the source, and
// check the zlib stream's Adler-32 (tourshot's decoder skips it; other readers do not).

/// A UI-like opaque picture: flat bands (matches one row back), a horizontal gradient (matches
/// one pixel back only in part) and noise (literals).
private func uiLike(width: Int, height: Int) -> [UInt32] {
    var state: UInt32 = 7
    return (0..<width * height).map { i in
        let x = i % width, y = i / width
        state = state &* 1_103_515_245 &+ 12345
        let band = (y / 23) % 4
        switch band {
        case 0: return argb32(r: 242, g: 242, b: 247, a: 255)
        case 1: return argb32(r: x * 255 / width, g: 90, b: 40, a: 255)
        case 2: return argb32(r: 20, g: 20 + Int(state >> 28), b: 30, a: 255)
        default: return argb32(r: (x / 9) % 2 == 0 ? 0 : 255, g: 128, b: 128, a: 255)
        }
    }
}

private func randomPixels(_ count: Int, alpha: Bool) -> [UInt32] {
    var state: UInt32 = 2024
    return (0..<count).map { _ in
        state = state &* 1_103_515_245 &+ 12345
        let r = Int(state >> 24), g = Int(state >> 16 & 0xFF), b = Int(state >> 8 & 0xFF)
        return argb32(r: r, g: g, b: b, a: alpha ? 255 - Int(state >> 4 & 0x7F) : 255)
    }
}

/// The zlib stream of all IDAT chunks, concatenated.
private func zlibStream(of png: [UInt8]) -> [UInt8] {
    var offset = 8, stream: [UInt8] = []
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { stream += png[offset + 8..<offset + 8 + length] }
        offset += 12 + length
    }
    return stream
}

/// Filter-none scanlines of opaque pixels as RGB, the bytes the zlib stream must hold.
private func rgbScanlines(_ values: [UInt32], width: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 3 + values.count / width)
    for (i, v) in values.enumerated() {
        if i % width == 0 { bytes.append(0) }
        bytes += [UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    return bytes
}

@Test func fastCompressionDecodesToTheSourcePixels() throws {
    let values = uiLike(width: 300, height: 1000)
    let png = try encode(values, width: 300, height: 1000, compression: .fast)
    #expect(chunkTypes(of: png).filter { $0 == "IDAT" }.count == 1)
    #expect(png[25] == 2, "opaque: RGB")
    #expect(try decode(png).argbValues == values)
    let stream = zlibStream(of: png)
    #expect(Array(stream.suffix(4)) == RawPNGWriter.bigEndian(RawPNGWriter.adler32(rgbScanlines(values, width: 300))))
    #expect(Array(stream.prefix(2)) == [0x78, 0x01], "zlib header: 32 KiB window, fastest")
}

@Test func fastCompressionIsDeterministic() throws {
    let values = uiLike(width: 300, height: 1000)
    let first = try encode(values, width: 300, height: 1000, compression: .fast)
    #expect(try encode(values, width: 300, height: 1000, compression: .fast) == first)
}

@Test func fastCompressionKeepsTranslucentPixelsAsZlibDoes() throws {
    var values = uiLike(width: 200, height: 700)
    for i in stride(from: 5, to: values.count, by: 97) { values[i] = argb32(r: 200, g: 100, b: 50, a: 100 + i % 100) }
    let png = try encode(values, width: 200, height: 700, compression: .fast)
    #expect(png[25] == 6, "colour type RGBA")
    let viaLibdeflate = try decode(try encode(values, width: 200, height: 700, compression: .deflate(level: 6)))
    #expect(try decode(png).argbValues == viaLibdeflate.argbValues)
}

@Test func incompressibleRowsAreStoredNotExpanded() throws {
    // Noise has no match one pixel or one row back: every block of 16,384 literals falls back
    // to a stored block (5 bytes of header), in two bands (340 and 60 rows), the first
    // ended by an empty stored block; plus zlib's header and Adler-32.
    let width = 256, height = 400
    let values = randomPixels(width * height, alpha: false)
    let png = try encode(values, width: width, height: height, compression: .fast)
    #expect(try decode(png).argbValues == values)
    let scanlineBytes = (width * 3 + 1) * height
    let blocks = (340 * 769 + 16_383) / 16_384 + (60 * 769 + 16_383) / 16_384
    #expect(zlibStream(of: png).count == scanlineBytes + 5 * blocks + 5 + 2 + 4)
}

@Test func rowsWiderThanTheWindowMatchOnlyOnePixelBack() throws {
    // 8,200 RGBA pixels make a 32,801-byte scanline, out of deflate's 32 KiB reach.
    let width = 8200, height = 6
    var values = (0..<width * height).map { i in argb32(r: (i / width) * 40, g: 7, b: 9, a: 255) }
    values[width + 3] = argb32(r: 1, g: 2, b: 3, a: 4)
    let png = try encode(values, width: width, height: height, compression: .fast)
    #expect(png[25] == 6)
    let viaLibdeflate = try encode(values, width: width, height: height, compression: .deflate(level: 1))
    #expect(try PNGCodec.decode(png, maxWidth: 8200, maxHeight: 8).argbValues
            == PNGCodec.decode(viaLibdeflate, maxWidth: 8200, maxHeight: 8).argbValues)
}

@Test func tinyAndOnePixelWideImagesRoundTrip() throws {
    for (width, height) in [(1, 1), (1, 900), (2, 1), (3, 2)] {
        let values = randomPixels(width * height, alpha: false).enumerated().map { $0.offset % 5 < 3 ? 0xFF10_2030 : $0.element }
        let png = try encode(values, width: width, height: height, compression: .fast)
        #expect(try decode(png).argbValues == values, "\(width)×\(height)")
    }
}

@Test func codesThatWouldBeLongerThan15BitsAreShortenedAndStillDecode() throws {
    // Byte values 100...117 seen 1, 1, 2, 3, 5, … 2584 times (Fibonacci): their Huffman tree is
    // 17 levels deep, over deflate's 15, so the encoder must halve the counts and build it again.
    var fibonacci = [1, 1]
    while fibonacci.count < 18 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
    var bytes = fibonacci.enumerated().flatMap { Array(repeating: UInt8(100 + $0.offset), count: $0.element) }
    var state: UInt32 = 99
    for i in stride(from: bytes.count - 1, to: 0, by: -1) { // a fixed shuffle, so runs are short
        state = state &* 1_103_515_245 &+ 12345
        bytes.swapAt(i, Int(state >> 8) % (i + 1))
    }
    let width = (bytes.count + 2) / 3
    bytes += Array(repeating: 117, count: width * 3 - bytes.count)
    let values = (0..<width).map { argb32(r: Int(bytes[$0 * 3]), g: Int(bytes[$0 * 3 + 1]), b: Int(bytes[$0 * 3 + 2]), a: 255) }
    let png = try encode(values, width: width, height: 1, compression: .fast)
    #expect(try PNGCodec.decode(png, maxWidth: width, maxHeight: 1).argbValues == values)
    let stream = zlibStream(of: png)
    #expect(Array(stream.suffix(4)) == RawPNGWriter.bigEndian(RawPNGWriter.adler32(rgbScanlines(values, width: width))))
    #expect(stream.count < bytes.count, "coded, not stored")
}

@Test func aCodedBlockFollowedByStoredOnesDecodes() throws {
    // One band (340 rows at this width): 200 flat rows and noise make one full block of
    // 16,384 tokens with codes of its own, then the noise alone is stored block after block.
    let width = 256, height = 340
    let noise = randomPixels(width * 140, alpha: false)
    let values = Array(repeating: argb32(r: 242, g: 242, b: 247, a: 255), count: width * 200) + noise
    let png = try encode(values, width: width, height: height, compression: .fast)
    #expect(try decode(png).argbValues == values)
    let stream = zlibStream(of: png)
    #expect(Array(stream.suffix(4)) == RawPNGWriter.bigEndian(RawPNGWriter.adler32(rgbScanlines(values, width: width))))
    #expect(stream.count < 140 * (width * 3 + 1) + 1024, "the 153,800 bytes of flat rows cost next to nothing")
}
