import Foundation
import Testing
import TourshotFiles
import TourshotModel
import TourshotPreview
import TourshotTestSupport

/// The race the path check alone lost: a screen file is decoded while its screenshot is a
/// real file inside the project, then the screenshot is swapped for a link to a file outside
/// before the run decodes it (`ScreenshotCache`). The read itself must refuse it.
struct ScreenshotConfinementTests {
    static func png(_ width: Int, _ height: Int) -> Data {
        Data(RawPNGWriter(width: width, height: height, colorType: .rgb, bitDepth: 8)
            .encode(samples: Array(repeating: 128, count: width * height * 3)))
    }

    @Test func linkSwappedInAfterDecodingIsRefused() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-swap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let project = base.appendingPathComponent("project"), outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Self.png(10, 20).write(to: project.appendingPathComponent("shot.png"))
        try Self.png(10, 20).write(to: outside.appendingPathComponent("secret.png"))
        let screenFile = project.appendingPathComponent("s.screen.json")
        try Data(#"{"scale": 1, "portrait": {"size": [10, 20], "background": "shot.png"}}"#.utf8).write(to: screenFile)

        let screen = try ScreenFileDecoder.load(screenFile, policy: PathPolicy(root: project))
        let background = try #require(screen.portrait?.background)

        try FileManager.default.removeItem(at: project.appendingPathComponent("shot.png"))
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("shot.png").path,
                                                   withDestinationPath: "../outside/secret.png")
        do {
            let image = try ScreenshotCache().image(background)
            Issue.record("the swapped-in link was followed: read a \(image.width)×\(image.height) image from outside the project")
        } catch {
            #expect(error.message.contains("is refused: path"), "\(error)")
            #expect(error.message.contains("leads outside the project folder"), "\(error)")
        }
    }
}
