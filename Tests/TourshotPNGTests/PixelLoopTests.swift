import CPNG
import Testing
import TourshotPNG
import TourshotTestSupport

// The byte loops with SIMD paths (CPNG/png_simd.c) against plain definitions (Adler-32 is
// libdeflate's).

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
