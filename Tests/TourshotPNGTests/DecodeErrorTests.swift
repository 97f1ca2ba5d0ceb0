import Testing
import TourshotTestSupport
import TourshotPNG

/// A valid 6x4 RGBA PNG produced by the encoder under test.
private func samplePNG() throws -> [UInt8] {
    let values: [UInt32] = (0..<24).map { UInt32($0) * 0x0101_0101 | 0x8000_0000 }
    return try encode(values, width: 6, height: 4, level: 0)
}

/// Offset of the first byte of the first chunk with `type` (its length field).
private func chunkOffset(_ type: String, in png: [UInt8]) -> Int? {
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        if png[offset + 4..<offset + 8].elementsEqual(type.utf8) { return offset }
        offset += 12 + length
    }
    return nil
}

private func decodeError(_ png: [UInt8], maxWidth: Int = 4096, maxHeight: Int = 4096) -> String? {
    do {
        _ = try PNGCodec.decode(png, maxWidth: maxWidth, maxHeight: maxHeight)
        return nil
    } catch let error as PNGError {
        return error.message
    } catch {
        return "unexpected error type \(type(of: error))"
    }
}

@Test func emptyDataIsNotAPNG() {
    #expect(decodeError([])?.contains("not a PNG") == true)
    #expect(throws: PNGError.self) { try PNGCodec.size(of: []) }
}

@Test func otherDataIsNotAPNG() {
    let gif = Array("GIF89a and then some more bytes".utf8)
    #expect(decodeError(gif)?.contains("not a PNG") == true)
    #expect(decodeError(Array(gif.prefix(3)))?.contains("not a PNG") == true)
    #expect(throws: PNGError.self) { try PNGCodec.size(of: gif) }
}

@Test func truncatedAfterHeaderFails() throws {
    let png = try samplePNG()
    let message = decodeError(Array(png.prefix(33)))
    #expect(message?.contains("truncated") == true, "\(message ?? "no error")")
}

@Test func truncatedInsideIDATFails() throws {
    let png = try samplePNG()
    let idat = try #require(chunkOffset("IDAT", in: png))
    let message = decodeError(Array(png.prefix(idat + 8 + 20)))
    #expect(message?.contains("truncated") == true, "\(message ?? "no error")")
}

@Test func everyTruncationFailsWithoutCrashing() throws {
    let png = try samplePNG()
    for length in 0..<png.count {
        #expect(decodeError(Array(png.prefix(length))) != nil, "prefix of \(length) bytes decoded")
    }
    #expect(decodeError(png) == nil)
}

@Test func corruptedIDATChecksumFails() throws {
    var png = try samplePNG()
    let idat = try #require(chunkOffset("IDAT", in: png))
    let length = png[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
    png[idat + 8 + length] ^= 0x01 // first byte of the stored CRC
    let message = decodeError(png)
    #expect(message?.contains("CRC") == true, "\(message ?? "no error")")
}

@Test func corruptedIDATDataFails() throws {
    var png = try samplePNG()
    let idat = try #require(chunkOffset("IDAT", in: png))
    png[idat + 8 + 10] ^= 0x01 // a stored pixel byte: zlib's Adler-32 catches it before the CRC
    #expect(decodeError(png) != nil)
}

@Test func corruptedHeaderChecksumFails() throws {
    var png = try samplePNG()
    png[20] ^= 0x01 // height byte inside IHDR
    #expect(decodeError(png)?.contains("CRC") == true)
    #expect(throws: PNGError.self) { try PNGCodec.size(of: png) }
}

@Test func invalidCompressedDataFails() {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += RawPNGWriter.chunk("IHDR", RawPNGWriter.bigEndian(4) + RawPNGWriter.bigEndian(4) + [8, 2, 0, 0, 0])
    png += RawPNGWriter.chunk("IDAT", [0x78, 0x01, 0xFF, 0xEE, 0xDD, 0xCC, 0xBB, 0xAA, 0x99])
    png += RawPNGWriter.chunk("IEND", [])
    #expect(decodeError(png) != nil)
}

@Test func imagesAboveTheLimitAreRefusedWithSizeAndLimit() throws {
    let png = try samplePNG() // 6x4
    let wide = decodeError(png, maxWidth: 5, maxHeight: 100)
    #expect(wide?.contains("6x4") == true && wide?.contains("5x100") == true, "\(wide ?? "no error")")
    let tall = decodeError(png, maxWidth: 6, maxHeight: 3)
    #expect(tall?.contains("6x4") == true && tall?.contains("6x3") == true, "\(tall ?? "no error")")
    #expect(decodeError(png, maxWidth: 6, maxHeight: 4) == nil)
}

@Test func hugeDeclaredSizeIsRefusedBeforeAllocating() throws {
    // Claims 2^31-1 square pixels but carries no data: only the limit check can stop it.
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let side = RawPNGWriter.bigEndian(0x7FFF_FFFF)
    png += RawPNGWriter.chunk("IHDR", side + side + [8, 6, 0, 0, 0])
    png += RawPNGWriter.chunk("IDAT", [])
    png += RawPNGWriter.chunk("IEND", [])
    let message = decodeError(png, maxWidth: 8192, maxHeight: 8192)
    #expect(message?.contains("2147483647x2147483647") == true, "\(message ?? "no error")")
    let size = try PNGCodec.size(of: png)
    #expect(size.width == 0x7FFF_FFFF && size.height == 0x7FFF_FFFF)
}

@Test func flippedBytesNeverCrash() throws {
    let png = try samplePNG()
    for index in png.indices {
        for mask: UInt8 in [0x01, 0x80, 0xFF] {
            var damaged = png
            damaged[index] ^= mask
            if let image = try? PNGCodec.decode(damaged, maxWidth: 64, maxHeight: 64) {
                // Surviving damage (e.g. in an ignored chunk) must still yield a consistent image.
                #expect(image.pixels.count == image.width * image.height * 4)
            }
        }
    }
}

@Test func invalidLimitsAreRejected() throws {
    let png = try samplePNG()
    #expect(decodeError(png, maxWidth: 0, maxHeight: 10) != nil)
    #expect(decodeError(png, maxWidth: -5, maxHeight: 10) != nil)
}
