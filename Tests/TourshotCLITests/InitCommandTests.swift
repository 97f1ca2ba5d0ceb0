import Foundation
import Testing
import TourshotTestSupport

/// `tourshot init`: a project that validates and renders straight away, in every style.
struct InitCommandTests {
    @Test func anEmptyFolderGetsThreeFilesThatRenderAndTheNextCommands() async throws {
        try await DemoProject.with(empty: true) { folder in
            let initialised = try await folder.run("init")
            #expect(initialised.status == 0, "\(initialised)")
            #expect(initialised.stdoutLines.first == "wrote tourshot.json, iphone-15-pro.screen.json, onboarding.tutorial.json")
            #expect(initialised.stdout.contains("tourshot render --step 1 --out step1.png"), "\(initialised)")
            #expect(folder.allFiles().sorted() == ["iphone-15-pro.screen.json", "onboarding.tutorial.json", "tourshot.json"])
            for (file, kind) in [("tourshot.json", "project"), ("iphone-15-pro.screen.json", "screen"), ("onboarding.tutorial.json", "tutorial")] {
                #expect(try folder.text(file).contains("\"$schema\": \"https://tourshot.dev/schema/\(kind).schema.json\""), "\(file)")
            }
            let validate = try await folder.run("validate")
            #expect(validate.status == 0, "\(validate)")
            let render = try await folder.run("render", "--step", "1", "--out", "step1.png")
            #expect(render.status == 0, "\(render)")
            // iPhone 15 Pro: 393 × 852 points at 3×.
            let size = PNGInfo.size(try folder.data("step1.png"))
            #expect(size?.width == 1179 && size?.height == 2556)
        }
    }

    @Test(arguments: ["tutorialkit", "instructions", "polaris", "spotlight", "onboarding"])
    func everyStyleAndPresetStartsAValidProject(style: String) async throws {
        try await DemoProject.with(empty: true) { folder in
            let initialised = try await folder.run("init", "--device", "iphone-se", "--style", style)
            #expect(initialised.status == 0, "\(initialised)")
            #expect(try folder.text("onboarding.tutorial.json").contains("\"style\": \"\(style)\""))
            let lint = try await folder.run("lint")
            #expect(lint.status == 0, "\(lint)")
            let render = try await folder.run("render", "--step", "1", "--out", "step1.png")
            #expect(render.status == 0, "\(render)")
            let size = PNGInfo.size(try folder.data("step1.png"))
            #expect(size?.width == 750 && size?.height == 1334)
        }
    }

    @Test func existingFilesAreNeverOverwrittenAndNothingIsWritten() async throws {
        try await DemoProject.with(empty: true) { folder in
            try folder.write("tourshot.json", "{}")
            let initialised = try await folder.run("init")
            #expect(initialised.status == 2, "\(initialised)")
            #expect(initialised.stderr == "error: tourshot.json already exists; nothing written (run init in a folder without them, or remove them)\n")
            #expect(folder.allFiles() == ["tourshot.json"])
            #expect(try folder.text("tourshot.json") == "{}")
        }
    }

    @Test func unknownPresetsAndStylesAreUsageErrorsWithSuggestions() async throws {
        try await DemoProject.with(empty: true) { folder in
            let device = try await folder.run("init", "--device", "iphone-15-pri")
            #expect(device.status == 2)
            #expect(device.stderr == "error: --device \"iphone-15-pri\" is not a device preset; did you mean \"iphone-15-pro\"? (`tourshot devices` lists them)\n", "\(device)")
            let style = try await folder.run("init", "--style", "spotlite")
            #expect(style.status == 2)
            #expect(style.stderrLines.first == "error: the value 'spotlite' is invalid for '--style <style>'. Please provide one of 'tutorialkit', 'instructions', 'polaris', 'spotlight' or 'onboarding'.", "\(style)")
            #expect(folder.allFiles().isEmpty)
        }
    }

    /// Copies a capture fixture into the empty folder under `name`.
    static func copyCapture(_ fixture: String, to name: String, in folder: DemoProject) throws {
        try folder.write(name, try Data(contentsOf: RepositoryPaths.path("Fixtures/captures/" + fixture)))
    }

    /// init --capture: `import screen`'s screen file (with `$schema`, named after the capture)
    /// and a step at the capture's first button, which renders on the captured screen.
    @Test(arguments: [("xcuitest-quirks.txt", "notes.debugDescription.txt", "notes.screen.json", "shareButton", "Share", 1179, "bottom"),
                      ("appium-source.xml", "home.xml", "home.screen.json", "shareButton", "Share", 2556, "leading")])
    func captureStartsAProjectThatRenders(fixture: String, capture: String, screen: String, button: String, label: String, pixelWidth: Int,
                                          anchor: String) async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.copyCapture(fixture, to: capture, in: folder)
            let initialised = try await folder.run("init", "--capture", capture, "--device", "iphone-15-pro")
            #expect(initialised.status == 0, "\(initialised)")
            #expect(initialised.stdoutLines.contains("wrote tourshot.json, \(screen), onboarding.tutorial.json"), "\(initialised)")
            #expect(folder.allFiles().sorted() == [capture, screen, "onboarding.tutorial.json", "tourshot.json"].sorted())
            let screenText = try folder.text(screen)
            #expect(screenText.hasPrefix("{\n  \"$schema\": \"https://tourshot.dev/schema/screen.schema.json\",\n  \"device\": \"iphone-15-pro\""), "\(screenText)")
            #expect(screenText.contains("\"\(button)\": { \"frame\""), "\(screenText)")
            let tutorial = try folder.text("onboarding.tutorial.json")
            #expect(tutorial.contains("\"elements\": { \"\(button)\": \"\(label)\" }"), "\(tutorial)")
            // The button sits at the top of the screen: an arrow from above would leave the safe area
            // (in landscape one from below would too, so it comes from the side).
            #expect(tutorial.contains("\"arrows\": [{ \"element\": \"\(button)\", \"anchor\": \"\(anchor)\" }]"), "\(tutorial)")
            let validate = try await folder.run("validate")
            #expect(validate.status == 0, "\(validate)")
            let lint = try await folder.run("lint")
            // No layout warning; lint's own checks warn of TutorialKit's Skip and Next, smaller than 44×44 pt.
            #expect(lint.status == 0 && lint.stdoutLines.last?.hasSuffix("(0 errors) in 1 of 1 images") == true, "\(lint)")
            #expect(lint.stdoutLines.filter { $0.hasPrefix("  warning small-target: button ") }.count == 2, "\(lint)")
            #expect(lint.stdoutLines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("  warning small-target: ") || $0.hasPrefix("  warning low-contrast") || $0.hasPrefix("    fix: set \"theme\"") }, "\(lint)")
            let render = try await folder.run("render", "--step", "1", "--out", "step1.png")
            #expect(render.status == 0, "\(render)")
            #expect(PNGInfo.size(try folder.data("step1.png"))?.width == pixelWidth)
        }
    }

    @Test(arguments: ["spotlight", "polaris"])
    func captureStepsOfOtherStylesPointAtTheButtonToo(style: String) async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.copyCapture("xcuitest-quirks.txt", to: "notes.txt", in: folder)
            let initialised = try await folder.run("init", "--capture", "notes.txt", "--style", style)
            #expect(initialised.status == 0, "\(initialised)")
            #expect(try folder.text("onboarding.tutorial.json").contains("\"highlights\": [{ \"element\": \"shareButton\" }]"))
            let render = try await folder.run("render", "--step", "1", "--out", "step1.png")
            #expect(render.status == 0, "\(render)")
        }
    }

    /// A capture the importer refuses: its message (naming the file), exit 2, nothing written.
    @Test(arguments: [("bad-android.xml", "this is an Android uiautomator dump"), ("bad-cropped.txt", "has no application or window frame")])
    func refusedCaptureWritesNothing(fixture: String, message: String) async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.copyCapture(fixture, to: fixture, in: folder)
            let initialised = try await folder.run("init", "--capture", fixture)
            #expect(initialised.status == 2, "\(initialised)")
            #expect(initialised.stderr.hasPrefix("error: \(fixture): \(message)"), "\(initialised)")
            #expect(folder.allFiles() == [fixture])
        }
    }

    /// A capture of nothing but the window: no element for the step, so nothing is written.
    @Test func captureWithoutElementsWritesNothing() async throws {
        try await DemoProject.with(empty: true) { folder in
            try folder.write("empty.txt", """
                Attributes: Application, 0x1, pid: 1, label: 'A'
                Element subtree:
                 →Application, 0x1, pid: 1, label: 'A'
                    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                      Other, 0x3, {{0.0, 0.0}, {393.0, 852.0}}
                Path to element:
                 →Application, 0x1, pid: 1, label: 'A'
                Query chain:
                 →Find: Target Application 'com.example.a'
                  Output: {
                    Application, 0x1, pid: 1, label: 'A'
                  }

                """)
            let initialised = try await folder.run("init", "--capture", "empty.txt")
            #expect(initialised.status == 2, "\(initialised)")
            #expect(initialised.stderr == "error: --capture empty.txt: has no element with an identifier or a label for the starter step to point at; capture a screen with labelled controls\n")
            #expect(folder.allFiles() == ["empty.txt"])
        }
    }

    @Test func captureIntoAFolderWithItsScreenFileWritesNothing() async throws {
        try await DemoProject.with(empty: true) { folder in
            try Self.copyCapture("xcuitest-quirks.txt", to: "notes.txt", in: folder)
            try folder.write("notes.screen.json", "{}")
            let initialised = try await folder.run("init", "--capture", "notes.txt")
            #expect(initialised.status == 2, "\(initialised)")
            #expect(initialised.stderr == "error: notes.screen.json already exists; nothing written (run init in a folder without them, or remove them)\n")
            #expect(folder.allFiles().sorted() == ["notes.screen.json", "notes.txt"])
            let missing = try await folder.run("init", "--capture", "absent.txt")
            #expect(missing.status == 2 && missing.stderr.contains("absent.txt"), "\(missing)")
        }
    }
}
