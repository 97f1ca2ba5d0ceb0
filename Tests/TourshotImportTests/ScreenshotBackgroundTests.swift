import Foundation
import Testing
import TourshotImport
import TourshotModel
import TourshotTestSupport

/// A capture imported with its screenshot and no `--device`: the screenshot's scale picks the
/// preset among those of the captured size, and the screenshot becomes the background.
struct ScreenshotBackgroundTests {
    @Test(arguments: [(414.0, 896.0, 2.0, "iphone-11"), (414, 896, 3, "iphone-xs-max"), (896, 414, 2, "iphone-11"),
                      (1024, 1366, 2, "ipad-pro-12-9")])
    func theScreenshotBecomesTheBackground(_ width: Double, _ height: Double, _ scale: Double, _ device: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let capture = folder.appendingPathComponent("home.txt")
        try DeviceMatchTests.captureText(width, height).write(to: capture, atomically: true, encoding: .utf8)
        let pixels = (Int(width * scale), Int(height * scale))
        let png = RawPNGWriter(width: pixels.0, height: pixels.1, colorType: .gray, bitDepth: 8)
            .encode(samples: [UInt16](repeating: 200, count: pixels.0 * pixels.1))
        let shot = folder.appendingPathComponent("shots/home.png")
        try FileManager.default.createDirectory(at: shot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(png).write(to: shot)
        let plan = try ScreenImport.plan(ScreenImport.Request(capture: capture, destination: .new(folder.appendingPathComponent("home.screen.json")),
                                                              screenshot: shot))
        #expect(plan.text.contains("\"device\": \"\(device)\""), "\(plan.text)")
        #expect(plan.text.contains("\"background\": \"shots/home.png\""), "\(plan.text)")
        #expect(!plan.text.contains("\"size\""), "\(plan.text)")
    }
}
