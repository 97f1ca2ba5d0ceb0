import Foundation
import Testing
import TourshotTestSupport

/// A Swift tour pointing at views the running app makes (navigation bar, right bar button, a tab
/// bar item, a table cell), resolved against the tour's captures through the command line: it
/// renders its JSON twin's bytes, and `import tutorial --screen` says which element each became.
@Suite("Swift sources: views found in the captures")
struct RuntimeViewCommandTests {
    static let folder = "Fixtures/swift/runtime-views"

    @Test("the runtime-views tour read from Swift renders byte-identical PNGs to its JSON twin")
    func twinRender() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            let selection = ["--project", "tourshot.swift-sources.json", "--all"]
            let json = try await project.run(["render", "--tour", "runtime-views-twin", "--out", "json"] + selection)
            let swift = try await project.run(["render", "--tour", "runtime-views-swift", "--out", "swift"] + selection)
            #expect(json.status == 0, "\(json)")
            #expect(swift.status == 0, "\(swift)")
            let names = try FileManager.default.contentsOfDirectory(atPath: project.url("json").path).filter { $0.hasSuffix(".png") }.sorted()
            #expect(names.count == 4, "4 steps, portrait: \(names)")
            for name in names {
                let twin = name.replacingOccurrences(of: "runtime-views-twin", with: "runtime-views-swift")
                #expect(try project.data("json/\(name)") == project.data("swift/\(twin)"), "\(name) differs from \(twin)")
            }
        }
    }

    @Test("import tutorial --screen resolves the views and notes which captured element each became")
    func importWithScreen() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("import", "tutorial", Self.folder, "--screen", "\(Self.folder)/screens/appium.screen.json",
                                               "--out", "inbox.tutorial.json")
            #expect(result.status == 0, "\(result)")
            let file = "\(Self.folder)/InboxCoachMarks.swift"
            #expect(result.stderrLines == [
                "warning: \(file):19:67: note: `navigationController?.navigationBar` is the navigation bar: the captured element \"Inbox\" (NavigationBar) of appium portrait",
                "warning: \(file):21:67: note: `navigationItem.rightBarButtonItem?.value(forKey: \"view\") as? UIView` is the navigation bar's right button: the captured element \"composeButton\" (Button \"Compose\") of appium portrait",
                "warning: \(file):23:27: note: `tabBarController?.tabBar.items?[2].value(forKey: \"view\") as? UIView` is the tab bar's item 2 (its 3rd button): the captured element \"archive\" (Button \"Archive\") of appium portrait",
                "warning: \(file):26:24: note: `tableView.cellForRow(at: IndexPath(row: 0, section: 1))` is the table cell at row 0 of section 1: the captured element \"carol\" (Cell \"Carol\") of appium portrait",
            ], "\(result)")
            let text = try project.text("inbox.tutorial.json")
            #expect(text.contains("\"element\": \"carol\""), "\(text)")
        }
    }

    @Test("import tutorial without --screen refuses the view at its line, saying where it is found")
    func importWithoutScreen() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("import", "tutorial", Self.folder, "--out", "inbox.tutorial.json")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines.first == "error: \(Self.folder)/InboxCoachMarks.swift:19:67: for: `navigationController?.navigationBar` is the navigation bar, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's \"screens\", or `import tutorial --screen FILE`), or write the tour as a tutorial file with \"style\": \"instructions\" whose step names the captured element's id; or, to preview it, answer it in the tour's \"answers\": \"step 1 for 7b6d890d\": {\"element\": \"<the captured element's id>\"}", "\(result)")
            #expect(!FileManager.default.fileExists(atPath: project.url("inbox.tutorial.json").path))
        }
    }
}
