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

    /// `--merge`: solved again for the file's device; up to date while the storyboard is the
    /// same; a moved constraint moves the frame in both orientations, a hand-written key stays.
    @Test func mergeFollowsTheStoryboard() async throws {
        try await DemoProject.with { folder in
            let out = try await folder.run("import", "screen", Self.storyboard, "--device", "iphone-15", "--out", "home.screen.json")
            #expect(out.status == 0, "\(out)")
            let same = try await folder.run("import", "screen", Self.storyboard, "--merge", "home.screen.json")
            #expect(same.stdoutLines.last == "home.screen.json is up to date", "\(same)")
            let text = try folder.text("home.screen.json")
            try folder.write("home.screen.json", text.replacingOccurrences(of: #""title": "+" },"#, with: #""title": "+", "cornerRadius": 22 },"#))
            let storyboard = try folder.text(Self.storyboard)
            try folder.write(Self.storyboard, storyboard.replacingOccurrences(of: #"constant="16" id="c10-00-aaa""#, with: #"constant="20" id="c10-00-aaa""#))
            let moved = try await folder.run("import", "screen", Self.storyboard, "--merge", "home.screen.json")
            #expect(moved.status == 0, "\(moved)")
            #expect(moved.stdoutLines.suffix(2) == ["moved 2: composeButton (portrait), composeButton (landscape)", "updated home.screen.json"])
            let merged = try folder.text("home.screen.json")
            #expect(merged.contains(#""composeButton": { "frame": [329, 709, 44, 44], "title": "+", "cornerRadius": 22 },"#))
            #expect(merged.contains(#""composeButton": { "frame": [729, 280, 44, 44], "title": "+", "cornerRadius": 22 },"#))
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
