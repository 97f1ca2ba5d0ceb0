import Foundation
import Testing

/// An image whose input key cannot be computed is drawn, never passed as unchanged: a
/// screenshot that can no longer be read whole after record (grown past the 256 MiB a PNG may
/// have, its header intact, so the screen file still loads) makes `check` draw and fail on it,
/// where a skip would have passed a picture that can no longer be drawn.
@Suite("images without a key are drawn")
struct UnkeyedImageTests {
    @Test func aScreenshotThatCannotBeReadAnyMoreIsDrawnNotSkipped() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            let record = try await project.run(["record", "--portrait"], environment: GoldenLoopTests.local)
            #expect(record.status == 0, "\(record)")
            let screenshot = "Fixtures/approach/screenshots/approach-portrait.png"
            #expect(truncate(project.url(screenshot).path, off_t(257 << 20)) == 0)
            let check = try await project.run(["check", "--portrait"], environment: GoldenLoopTests.local)
            #expect(check.status == 2, "\(check)")
            #expect(check.stderr.contains("approach-portrait.png is larger than 256 MiB"), "\(check)")
        }
    }
}
