import TourshotPNG

/// Splits PNG bytes into chunk types, for asserting which chunks an encoder wrote.
func chunkTypes(of png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

/// Packs straight (non-premultiplied) channels into one Cairo ARGB32 value, premultiplying.
func argb32(r: Int, g: Int, b: Int, a: Int) -> UInt32 {
    func premultiplied(_ c: Int) -> UInt32 { UInt32((c * a + 127) / 255) }
    return UInt32(a) << 24 | premultiplied(r) << 16 | premultiplied(g) << 8 | premultiplied(b)
}

extension PixelImage {
    /// The native-endian ARGB32 value at (x, y).
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) }
    }

    /// All pixels as native-endian ARGB32 values, row by row.
    var argbValues: [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in pixel(x, y) } }
    }
}

/// Encodes a packed array of ARGB32 values (stride = width * 4).
func encode(_ values: [UInt32], width: Int, height: Int, level: Int = 6) throws -> [UInt8] {
    try encode(values, width: width, height: height, compression: .deflate(level: level))
}

/// Encodes a packed array of ARGB32 values (stride = width * 4) with `compression`.
func encode(_ values: [UInt32], width: Int, height: Int, compression: PNGCompression) throws -> [UInt8] {
    try values.withUnsafeBytes { raw in
        try PNGCodec.encode(argb32: raw.baseAddress!, width: width, height: height, stride: width * 4,
                            compression: compression)
    }
}

/// A fairly generous limit for test decodes.
func decode(_ png: [UInt8]) throws -> PixelImage {
    try PNGCodec.decode(png, maxWidth: 4096, maxHeight: 4096)
}

/// The raw scanlines of a PNG whose single IDAT holds one stored deflate block (level 0).
func storedScanlines(of png: [UInt8]) -> [UInt8] {
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
            let data = png[offset + 8..<offset + 8 + length]
            // zlib header (2), stored block header (5), payload, Adler-32 (4)
            return Array(data.dropFirst(7).dropLast(4))
        }
        offset += 12 + length
    }
    return []
}
