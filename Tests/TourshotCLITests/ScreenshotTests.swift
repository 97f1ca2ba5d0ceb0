import Foundation
import Testing

/// Screenshot PNGs that are missing or broken: reported with the screen file and the JSON path
/// that names them, before any image is written.
@Suite("missing and corrupt screenshots")
struct ScreenshotTests {
    static let renderSELandscape = ["render", "--screen", "iphone-se", "--step", "1", "--landscape"]
    static let shot = Demo.landscapeShot

    @Test("a missing screenshot")
    func missing() async throws {
        try await DemoProject.with { project in
            try project.remove(Self.shot)
            try await project.expectRejected(Self.renderSELandscape, ExpectedError(
                file: Demo.seScreen, path: "landscape.background", "screenshot \(Self.shot) not found"))
        }
    }

    @Test("random bytes under a .png name")
    func randomBytes() async throws {
        try await DemoProject.with { project in
            var generator = SystemRandomNumberGenerator()
            try project.write(Self.shot, Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
            try await project.expectRejected(Self.renderSELandscape, ExpectedError(
                file: Demo.seScreen, path: "landscape.background", "screenshot \(Self.shot)", "not a PNG"))
        }
    }

    @Test("a real PNG cut in half")
    func truncated() async throws {
        try await DemoProject.with { project in
            let data = try project.data(Self.shot)
            try project.write(Self.shot, data.prefix(data.count / 2))
            try await project.expectRejected(Self.renderSELandscape, ExpectedError(
                file: Demo.seScreen, path: "landscape.background", "screenshot \(Self.shot)", "not a usable PNG"))
        }
    }

    @Test("a PNG signature followed by garbage")
    func signatureThenGarbage() async throws {
        try await DemoProject.with { project in
            try project.write(Self.shot, Data(PNGInfo.signature + Array(repeating: 0xAB, count: 2000)))
            try await project.expectRejected(Self.renderSELandscape, ExpectedError(
                file: Demo.seScreen, path: "landscape.background", "screenshot \(Self.shot)", "not a usable PNG"))
        }
    }

    @Test("a corrupt presentation screenshot names its presentation")
    func corruptPresentationBackground() async throws {
        try await DemoProject.with { project in
            let data = try project.data(Demo.settingsLandscapeShot)
            try project.write(Demo.settingsLandscapeShot, data.prefix(data.count / 2))
            try await project.expectRejected(["render", "--screen", "iphone-se", "--step", "3", "--landscape"], ExpectedError(
                file: Demo.seScreen, path: "landscape.presentations.settings.background",
                "screenshot \(Demo.settingsLandscapeShot)", "not a usable PNG"))
        }
    }

    @Test("a corrupt screenshot fails the whole batch, not just its own images")
    func corruptScreenshotStopsEveryImage() async throws {
        try await DemoProject.with { project in
            let data = try project.data(Self.shot)
            try project.write(Self.shot, data.prefix(data.count / 2))
            try await project.expectRejected(["render", "--screen", "iphone-se", "--all", "--both"], ExpectedError(
                file: Demo.seScreen, path: "landscape.background", "not a usable PNG"))
        }
    }

    @Test("record with a corrupt screenshot: one exact line naming the screen file, the JSON path and the screenshot; no golden written")
    func corruptScreenshotRecordsNothing() async throws {
        try await DemoProject.with { project in
            try project.write(Self.shot, Data(PNGInfo.signature + Array(repeating: 0xAB, count: 2000)))
            let result = try await project.expectRejected(["record", "--screen", "iphone-se", "--step", "1", "--landscape"], [])
            #expect(result.stderrLines == [
                #"error: Fixtures/approach/iphone-se.screen.json: landscape.background: screenshot Fixtures/approach/screenshots/approach-landscape.png is not a usable PNG: PNG does not start with a valid IHDR chunk; replace it with a valid PNG or remove "background""#,
            ], "\(result)")
        }
    }

    @Test("a screenshot path that is a folder")
    func folderAsScreenshot() async throws {
        try await DemoProject.with { project in
            try project.replace("\"background\": \"screenshots/approach-landscape.png\"", with: "\"background\": \"screenshots\"", in: Demo.seScreen)
            try await project.expectRejected(Self.renderSELandscape, ExpectedError(
                file: Demo.seScreen, path: "landscape.background", "screenshot Fixtures/approach/screenshots"))
        }
    }
}
