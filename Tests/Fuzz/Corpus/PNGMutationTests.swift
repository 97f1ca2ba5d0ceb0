import Foundation
import Testing
import TourshotPNG
import TourshotTestSupport

/// Screenshots of every colour type, bit depth and interlace, mutated: decoding succeeds or
/// throws a `PNGError` with a message, never crashes or hangs.
struct PNGMutationTests {
    static func seeds() -> [[UInt8]] {
        var seeds: [[UInt8]] = []
        let shapes: [(RawPNGWriter.ColorType, [Int])] = [(.gray, [1, 2, 4, 8, 16]), (.rgb, [8, 16]), (.palette, [1, 2, 4, 8]),
                                                         (.grayAlpha, [8, 16]), (.rgba, [8, 16])]
        for (colorType, depths) in shapes {
            for depth in depths {
                for interlaced in [false, true] {
                    var writer = RawPNGWriter(width: 9, height: 7, colorType: colorType, bitDepth: depth, interlaced: interlaced)
                    if colorType == .palette {
                        writer.palette = (0..<(1 << depth)).map { (i: Int) -> (UInt8, UInt8, UInt8) in
                            (UInt8(truncatingIfNeeded: i * 37), UInt8(truncatingIfNeeded: i * 91), UInt8(truncatingIfNeeded: i * 13))
                        }
                        writer.transparency = depth == 8 ? [0, 128, 255] : nil
                    }
                    let maximum = (1 << depth) - 1
                    let samples = (0..<(9 * 7 * colorType.channels)).map { UInt16(($0 * 31) % (maximum + 1)) }
                    seeds.append(writer.encode(samples: samples))
                }
            }
        }
        seeds.append(try! [UInt8](Data(contentsOf: RepositoryPaths.path("Fixtures/approach/screenshots/settings-landscape.png"))))
        return seeds
    }

    /// Rewrites every chunk CRC so a mutation reaches the code behind the CRC check.
    static func fixingCRCs(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        var offset = 8
        while offset + 12 <= bytes.count {
            var length = 0
            for byte in bytes[offset..<(offset + 4)] { length = length << 8 | Int(byte) }
            guard length >= 0, offset + 12 + length <= bytes.count else { break }
            let crc = RawPNGWriter.crc32(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
            bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: RawPNGWriter.bigEndian(crc))
            offset += 12 + length
        }
        return bytes
    }

    @Test func mutatedPNGsDecodeOrFailCleanly() {
        let seeds = Self.seeds()
        for seed in seeds { #expect((try? PNGCodec.decode(seed, maxWidth: 8192, maxHeight: 8192)) != nil) }
        var rng = SeededGenerator(seed: 0x706E67)
        var decoded = 0, refused = 0
        for _ in 0..<3000 {
            var bytes = seeds[Int.random(in: 0..<seeds.count, using: &rng)]
            bytes = Mutator.mutateBytes(bytes, using: &rng)
            if Bool.random(using: &rng) { bytes = Self.fixingCRCs(bytes) }
            do {
                let image = try PNGCodec.decode(bytes, maxWidth: 8192, maxHeight: 8192)
                #expect(image.pixels.count == image.width * image.height * 4)
                decoded += 1
            } catch let error as PNGError {
                #expect(!error.message.isEmpty)
                refused += 1
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
        // Most damage is caught by CRC or zlib checks; some must still decode to reach the pixel paths.
        #expect(decoded > 30 && refused > 1000, "decoded \(decoded), refused \(refused)")
    }
}
