import Foundation
import Testing
import TourshotPNG
import TourshotPreview
import TourshotRender

/// Previews are compressed with tourshot's fast deflate, goldens with libdeflate: the same picture
/// must decode to the same pixels both ways, and a preview's bytes must depend on the picture only.
struct PreviewCompressionTests {
    /// The demo's light step at @3x (the bench's step 2): card, two arrows, a label.
    @Test func previewOfStepTwoDecodesToItsGoldenPixelsAndIsDeterministic() throws {
        let name = "approach-iphone-15-pro-step02-portrait.png"
        let jobs = GoldenImageTests.jobs.filter { GoldenImageTests.name($0) == name }
        try #require(jobs.count == 1)
        let encoded = try GoldenImageTests.pipeline.run(jobs) { preview in
            let picture = preview.picture()
            return [try preview.encode(picture), try preview.encode(picture),
                    try preview.encode(picture, compression: ImageRenderer.archiveCompression),
                    try preview.encode(picture, compression: .deflate(level: 1))]
        }[0]
        let (preview, again, archive, level1) = (encoded[0], encoded[1], encoded[2], encoded[3])
        #expect(preview == again, "the same picture, the same preview bytes")
        let golden = try [UInt8](Data(contentsOf: GoldenImageTests.goldens.appendingPathComponent(name)))
        #expect(archive == golden, "the golden's own compression gives its bytes")
        let previewPixels = try PNGCodec.decode(preview, maxWidth: 8192, maxHeight: 8192)
        let goldenPixels = try PNGCodec.decode(golden, maxWidth: 8192, maxHeight: 8192)
        #expect(previewPixels.width == 1179 && previewPixels.height == 2556)
        #expect(PixelDifference(goldenPixels, previewPixels) == nil)
        // libdeflate's fastest level writes a smaller file (192 against 218 KB) in five times the
        // time (docs/performance.md); the fast deflate's stays within a quarter of it.
        #expect(preview.count * 4 < level1.count * 5, "preview \(preview.count) bytes, libdeflate level 1 \(level1.count)")
    }
}
