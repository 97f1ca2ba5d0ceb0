import Foundation
import Testing

/// An image whose input key cannot be computed is drawn, never passed as unchanged: a
/// screenshot that became unreadable after record (here a pipe in its place) makes `check`
/// draw and fail on it, where a skip would have passed a picture that can no longer be drawn.
@Suite("images without a key are drawn")
struct UnkeyedImageTests {
    @Test func aScreenshotThatCannotBeReadAnyMoreIsDrawnNotSkipped() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            let record = try await project.run(["record", "--portrait"], environment: GoldenLoopTests.local)
            #expect(record.status == 0, "\(record)")
            let screenshot = "Fixtures/approach/screenshots/approach-portrait.png"
            try project.remove(screenshot)
            #expect(mkfifo(project.url(screenshot).path, 0o600) == 0)
            let check = try await project.run(["check", "--portrait"], environment: GoldenLoopTests.local)
            #expect(check.status == 2, "\(check)")
            #expect(check.stderr.contains("approach-portrait.png"), "\(check)")
        }
    }
}
