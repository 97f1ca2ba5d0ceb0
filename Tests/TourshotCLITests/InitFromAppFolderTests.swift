import Foundation
import Testing
import TourshotTestSupport

/// `tourshot init --from APP`: the app's Swift tutorial, the scene of the view controller it
/// belongs to, solved for three devices in both orientations, written as a project that
/// validates (`Fixtures/interface-builder`: a storyboard and a view controller written for it).
@Suite("init --from")
struct InitFromAppFolderTests {
    @Test func appFolderBecomesAProject() async throws {
        let app = RepositoryPaths.path("Fixtures/interface-builder").path
        try await DemoProject.with(empty: true) { folder in
            let result = try await folder.run("init", "--from", app)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.first == "read the tutorial in \(app)/HomeViewController.swift (1 Swift file under \(app)); its scene: HomeViewController in \(app)/Home.storyboard")
            #expect(result.stdoutLines.contains("wrote tourshot.json, HomeViewController.tutorial.json, HomeViewController-iphone-se.screen.json, HomeViewController-iphone-15-pro.screen.json, HomeViewController-ipad-air.screen.json"))
            let tutorial = try folder.text("HomeViewController.tutorial.json")
            #expect(tutorial.contains(#""element": "noteList""#) && tutorial.contains(#""element": "composeButton""#))
            // iPhone 15 Pro in landscape: the compose button 16 pt inside the 59 pt side and the
            // 32 pt tab bar over the 21 pt home indicator.
            #expect(try folder.text("HomeViewController-iphone-15-pro.screen.json").contains(#""composeButton": { "frame": [733, 280, 44, 44], "title": "+" },"#))
            let validate = try await folder.run("validate")
            #expect(validate.stdoutLines == ["tourshot.json: ok (1 tour, 3 screen files, 2 steps)"], "\(validate)")
        }
    }

    /// A folder without a scene of the tutorial's class: exit 2, the class named, nothing written.
    @Test func tutorialWithoutItsSceneIsRefused() async throws {
        try await DemoProject.with(empty: true) { folder in
            try folder.write("App/HomeViewController.swift", try String(contentsOf: RepositoryPaths.path("Fixtures/interface-builder/HomeViewController.swift"), encoding: .utf8))
            let result = try await folder.run("init", "--from", "App")
            #expect(result.status == 2)
            #expect(result.stderrLines == ["error: --from App: the tutorial in App/HomeViewController.swift belongs to HomeViewController, and no scene of the 0 storyboards and xibs found has that custom class; import its screen with `tourshot import screen DOCUMENT --scene NAME`"])
            #expect(!FileManager.default.fileExists(atPath: folder.url("tourshot.json").path))
        }
    }
}
