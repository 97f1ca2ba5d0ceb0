import Foundation
import Testing
import TourshotFiles
import TourshotModel
import TourshotPreview

/// Every screenshot a run decodes is held decoded for the whole run, so their total is capped:
/// sixteen different 8192² PNGs of one colour (3.4 MB of files) once took lint to 4.2 GB. The
/// screenshot that would pass the cap is refused from its header, before its pixels exist.
struct ScreenshotMemoryTests {
    @Test func theScreenshotOverTheTotalIsRefusedFromItsHeader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-decoded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let policy = PathPolicy(root: folder)
        let paths = try (1...4).map { index in
            let url = folder.appendingPathComponent("shot\(index).png")
            try ScreenshotConfinementTests.png(100, 50).write(to: url)
            return InputPath(url, policy: policy)
        }
        // Room for three 100×50 screenshots (20,000 bytes each) and a little more.
        let cache = ScreenshotCache(decodedByteLimit: 3 * 20_000 + 19_999)
        for path in paths.prefix(3) { #expect(try cache.image(path).width == 100) }
        #expect(try cache.image(paths[0]).width == 100, "one decoded already costs nothing more")
        do {
            _ = try cache.image(paths[3])
            Issue.record("a fourth screenshot was decoded over the limit")
        } catch {
            #expect(error.description == "\(InputFile.displayPath(paths[3].url)) (100×50 px) would bring the screenshots this run holds decoded to 0 MiB, over the 0 MiB limit; select fewer screens at once (--tour, --screen, --locale) or use smaller screenshots")
        }
        #expect(cache.pixels(paths[3]) == nil)
    }

    /// A header claiming sides whose product overflows is refused by the side limit, before the
    /// total is counted: a 33-byte file must not crash the run.
    @Test func aHeaderClaimingHugeSidesIsRefusedNotACrash() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.png")
        try Data(Self.header(width: 1_600_000_000, height: 1_600_000_000)).write(to: url)
        do {
            _ = try ScreenshotCache().image(InputPath(url, policy: PathPolicy(root: folder)))
            Issue.record("a header of 1.6e9 px a side was accepted")
        } catch {
            #expect(error.message.hasPrefix("is not a usable PNG: "), "\(error)")
        }
    }

    /// A PNG signature and an IHDR chunk (8-bit RGBA) with its CRC, and nothing more.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in chunk {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk + bigEndian(~crc)
    }
}
