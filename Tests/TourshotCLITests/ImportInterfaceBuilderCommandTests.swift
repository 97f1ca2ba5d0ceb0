import Foundation
import Testing
import TourshotTestSupport

/// `tourshot import screen` on a storyboard: the files written, the summary, exit codes, and a
/// refusal that writes nothing.
@Suite("import screen from Interface Builder")
struct ImportInterfaceBuilderCommandTests {
    static let storyboard = "Fixtures/interface-builder/Home.storyboard"

    @Test func oneDeviceOneOrientation() async throws {
        try await DemoProject.with { folder in
            let result = try await folder.run("import", "screen", Self.storyboard, "--scene", "HomeViewController", "--device", "iphone-15",
                                              "--orientation", "landscape", "--out", "home.screen.json")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines == [
                "solved HomeViewController (storyboard id \"home\", id hom-00-aaa, line 36) of \(Self.storyboard) for iphone-15 (iPhone 15): 7 landscape elements",
                "left out 3 views of table and collection cells: cells are run-time content (the table's frame is kept; take cells from a capture)",
                "not placed, 1 outlet to no view of the scene (bar button items, gesture recognizers, constraints): \"addButton\"",
                "wrote home.screen.json",
            ])
            let text = try folder.text("home.screen.json")
            #expect(text.contains(#""composeButton": { "frame": [733, 280, 44, 44], "title": "+" },"#))
            #expect(!text.contains("portrait"))
        }
    }

    /// A list of devices: one file per device, both orientations in each, all valid screen files.
    @Test func deviceListWritesAFileEach() async throws {
        try await DemoProject.with { folder in
            let result = try await folder.run("import", "screen", Self.storyboard, "--device", "iphone-se,ipad-air", "--out", "Previews/home.screen.json")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.filter { $0.hasPrefix("wrote") } == ["wrote Previews/home-iphone-se.screen.json", "wrote Previews/home-ipad-air.screen.json"])
            for file in ["Previews/home-iphone-se.screen.json", "Previews/home-ipad-air.screen.json"] {
                let text = try folder.text(file)
                #expect(text.contains(#""portrait""#) && text.contains(#""landscape""#))
            }
        }
    }

    /// An unknown scene: exit 2, the scenes listed, nothing written.
    @Test func unknownSceneIsRefused() async throws {
        try await DemoProject.with { folder in
            let result = try await folder.run("import", "screen", Self.storyboard, "--scene", "Settings", "--device", "all", "--out", "home.screen.json")
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines == [
                "error: \(Self.storyboard): no scene is named \"Settings\" (by storyboard identifier, custom class or IB object id); its scenes: HomeViewController (storyboard id \"home\", id hom-00-aaa, line 36)",
            ])
            #expect(!FileManager.default.fileExists(atPath: folder.url("home-iphone-15.screen.json").path))
        }
    }
}
