import CPNG
import Testing
import TourshotPNG
import TourshotTestSupport

// The byte loops with SIMD paths (CPNG/png_simd.c) against plain definitions.

/// Adler-32 by its definition (RFC 1950), one byte at a time.
private func referenceAdler32(_ adler: UInt32, _ bytes: ArraySlice<UInt8>) -> UInt32 {
    var a = adler & 0xFFFF, b = adler >> 16
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return b << 16 | a
}

@Test func adler32MatchesItsDefinitionAcrossBlockAndChunkBounds() {
    var random = SeededGenerator(seed: 42)
    let bytes = (0..<120_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    // Lengths around the 32-byte blocks and the 5,536-byte chunks between reductions, from
    // unaligned starts, continuing from other sums; all-255 runs give the largest sums.
    let saturated = [UInt8](repeating: 255, count: 20_000)
    for (data, name) in [(bytes, "random"), (saturated, "all 255")] {
        for length in [0, 1, 31, 32, 33, 63, 5535, 5536, 5537, 11_072, 11_105, 19_999] {
            for start in [0, 1, 7] where start + length <= data.count {
                for seed: UInt32 in [1, 0xFFF0_FFF0, 0x1234_5678 % 65521] {
                    let slice = data[start..<start + length]
                    let simd = slice.withUnsafeBufferPointer { tourshot_png_adler32(seed, $0.baseAddress!, length) }
                    #expect(simd == referenceAdler32(seed, slice), "\(name), \(length) bytes from \(start), seed \(seed)")
                }
            }
        }
    }
}

/// Straight RGBA rows whose alpha is opaque in most groups of four pixels and translucent or
/// clear in some, so both the vector and the premultiplying paths run, ending in a tail.
@Test(arguments: [1, 4, 5, 6, 7, 37])
func rgbaRowsDecodeToPremultipliedPixels(width: Int) throws {
    let height = 3
    let writer = RawPNGWriter(width: width, height: height, colorType: .rgba, bitDepth: 8, interlaced: false)
    var random = SeededGenerator(seed: UInt64(width))
    var samples: [UInt16] = []
    var expected: [UInt32] = []
    for pixel in 0..<width * height {
        let r = Int.random(in: 0...255, using: &random), g = Int.random(in: 0...255, using: &random), b = Int.random(in: 0...255, using: &random)
        let a = pixel % 11 == 3 ? 0 : pixel % 7 == 2 ? Int.random(in: 1...254, using: &random) : 255
        samples += [r, g, b, a].map(UInt16.init)
        expected.append(argb32(r: r, g: g, b: b, a: a))
    }
    let image = try decode(writer.encode(samples: samples))
    #expect(image.argbValues == expected)
}

/// Large image memory starts on a 2 MiB boundary, reads as zeros and takes writes to its end.
@Test func hugePageMemoryIsAlignedAndZeroed() throws {
    let count = 12 * 1024 * 1024 + 4716
    let memory = try #require(HugePages.allocate(count: count))
    defer { HugePages.deallocate(memory, count: count) }
    #expect(Int(bitPattern: memory) % HugePages.pageSize == 0)
    let bytes = memory.assumingMemoryBound(to: UInt8.self)
    #expect(bytes[0] == 0 && bytes[count / 2] == 0 && bytes[count - 1] == 0)
    bytes[count - 1] = 7
    #expect(bytes[count - 1] == 7)
}
