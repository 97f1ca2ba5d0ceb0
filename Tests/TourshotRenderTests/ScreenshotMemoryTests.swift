import Foundation
import Testing
import TourshotFiles
import TourshotModel
import TourshotRender

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
}
