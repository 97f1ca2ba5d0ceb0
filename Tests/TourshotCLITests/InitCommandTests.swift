import Foundation
import Testing

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
            #expect(device.stderr.hasPrefix("error: --device iphone-15-pri: unknown preset (presets: iphone-se, "), "\(device)")
            #expect(device.stderr.hasSuffix("ipad-pro-13); did you mean \"iphone-15-pro\"?\n"), "\(device)")
            let style = try await folder.run("init", "--style", "spotlite")
            #expect(style.status == 2)
            #expect(style.stderr == "error: --style spotlite: unknown style (styles: tutorialkit, instructions, polaris, spotlight, onboarding); did you mean \"spotlight\"?\n", "\(style)")
            #expect(folder.allFiles().isEmpty)
        }
    }

    @Test func captureSaysItNeedsTheImporter() async throws {
        try await DemoProject.with(empty: true) { folder in
            try folder.write("capture.json", "{}")
            let initialised = try await folder.run("init", "--capture", "capture.json")
            #expect(initialised.status == 2)
            #expect(initialised.stderr.hasPrefix("error: --capture capture.json: reading a capture needs `tourshot import screen`, which this build of tourshot does not have;"), "\(initialised)")
            #expect(folder.allFiles() == ["capture.json"])
        }
    }
}
