import Testing
import TourshotPNG

/// An opaque 5x3 image with varied colours.
private let opaqueValues: [UInt32] = (0..<15).map { i in
    argb32(r: i * 17, g: 255 - i * 13, b: (i * 71) % 256, a: 255)
}

/// A 4x4 image mixing fully transparent, translucent and opaque pixels.
private let translucentValues: [UInt32] = (0..<16).map { i in
    let alpha = [0, 1, 2, 64, 127, 128, 200, 254, 255][i % 9]
    return argb32(r: (i * 53) % 256, g: (i * 101) % 256, b: 255 - i * 7, a: alpha)
}

@Test func opaqueImageRoundTripsExactlyAsRGB() throws {
    let png = try encode(opaqueValues, width: 5, height: 3)
    #expect(png[25] == 2, "colour type should be RGB")
    #expect(png[24] == 8, "bit depth should be 8")
    let image = try decode(png)
    #expect(image.width == 5 && image.height == 3)
    #expect(image.pixels.count == 5 * 3 * 4)
    #expect(image.argbValues == opaqueValues)
}

@Test func translucentImageRoundTripsWithinOneAsRGBA() throws {
    let png = try encode(translucentValues, width: 4, height: 4)
    #expect(png[25] == 6, "colour type should be RGBA")
    let decoded = try decode(png).argbValues
    for (original, roundTripped) in zip(translucentValues, decoded) {
        #expect(original >> 24 == roundTripped >> 24, "alpha must be exact")
        for shift: UInt32 in [0, 8, 16] {
            let a = Int((original >> shift) & 0xFF), b = Int((roundTripped >> shift) & 0xFF)
            #expect(abs(a - b) <= 1, "channel \(shift) of \(original) came back as \(roundTripped)")
        }
    }
}

@Test func unpremultipliesWithRoundingAndClamps() throws {
    // Level 0 stores the scanline verbatim (no row filter), so the straight bytes can be read back.
    let pixels: [UInt32] = [
        0xC864_C701, // a 200: 100 -> 127.5 -> 128, 199 -> 253.7 -> 254, 1 -> 1.3 -> 1
        0x64C8_6400, // a 100: 200 is out of range and clamps to 255; 100 -> 255; 0 -> 0
    ]
    let png = try encode(pixels, width: 2, height: 1, level: 0)
    #expect(storedScanlines(of: png) == [0, 128, 254, 1, 200, 255, 255, 0, 100])
}

@Test func honoursStrideAndIgnoresPadding() throws {
    let width = 3, height = 2, stride = 20
    var bytes = [UInt8](repeating: 0xAB, count: stride * height) // padding is garbage
    let values: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0xFF70_8090, 0xFFA0_B0C0, 0xFFD0_E0F0, 0xFF00_0000]
    for (i, value) in values.enumerated() {
        let offset = (i / width) * stride + (i % width) * 4
        withUnsafeBytes(of: value) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
    }
    let png = try bytes.withUnsafeBytes {
        try PNGCodec.encode(argb32: $0.baseAddress!, width: width, height: height, stride: stride)
    }
    #expect(try decode(png).argbValues == values)
}

@Test func everyLevelDecodesExactly() throws {
    for level in 0...12 {
        let png = try encode(opaqueValues, width: 5, height: 3, level: level)
        #expect(try decode(png).argbValues == opaqueValues, "level \(level)")
    }
}

@Test func encodingIsDeterministicAndWritesNoVariableChunks() throws {
    let first = try encode(translucentValues, width: 4, height: 4)
    let second = try encode(translucentValues, width: 4, height: 4)
    #expect(first == second)
    let types = chunkTypes(of: first)
    #expect(types.first == "IHDR" && types.last == "IEND")
    #expect(Set(types) == ["IHDR", "IDAT", "IEND"], "unexpected chunks: \(types)")
    for variable in ["tIME", "tEXt", "zTXt", "iTXt", "gAMA", "sRGB", "iCCP"] {
        #expect(!types.contains(variable))
    }
}

@Test func sizeReadsTheHeaderOnly() throws {
    let png = try encode(opaqueValues, width: 5, height: 3)
    let size = try PNGCodec.size(of: png)
    #expect(size.width == 5 && size.height == 3)
    // The header alone is enough.
    let headerOnly = try PNGCodec.size(of: Array(png.prefix(33)))
    #expect(headerOnly.width == 5 && headerOnly.height == 3)
}

@Test func rejectsInvalidEncodeArguments() {
    let pixels = [UInt32](repeating: 0xFF00_0000, count: 16)
    pixels.withUnsafeBytes { raw in
        let base = raw.baseAddress!
        let cases: [(width: Int, height: Int, stride: Int, level: Int, fragment: String)] = [
            (0, 2, 8, 6, "size"),
            (2, 0, 8, 6, "size"),
            (-1, 2, 8, 6, "geometry"),
            (70_000, 1, 280_000, 6, "size"),
            (4, 2, 12, 6, "stride"),
            (2, 2, 8, 13, "compression level"),
            (2, 2, 8, -1, "compression level"),
        ]
        for c in cases {
            let error = #expect(throws: PNGError.self) {
                try PNGCodec.encode(argb32: base, width: c.width, height: c.height, stride: c.stride,
                                    compression: .deflate(level: c.level))
            }
            #expect(error?.message.contains(c.fragment) == true, "\(c): \(error?.message ?? "-")")
        }
    }
}

@Test func pixelImageValidatesByteCount() throws {
    #expect(throws: PNGError.self) { try PixelImage(width: 2, height: 2, pixels: [0, 0, 0]) }
    #expect(throws: PNGError.self) { try PixelImage(width: 0, height: 2, pixels: []) }
    let image = try PixelImage(width: 1, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(image.stride == 4)
}
