import Foundation
import Testing

/// Finding the project file and the files it names.
@Suite("project file lookup")
struct ProjectLookupTests {
    @Test("no tourshot.json in the current folder")
    func noProjectHere() async throws {
        try await DemoProject.with(empty: true) { folder in
            try await folder.expectRejected(["render", "--step", "1"], ExpectedError(
                file: "tourshot.json", "not found", "--project"))
            #expect(folder.allFiles().isEmpty)
        }
    }

    @Test("validate and layout also report the missing project", arguments: [["validate"], ["layout", "--json"]])
    func noProjectForOtherCommands(arguments: [String]) async throws {
        try await DemoProject.with(empty: true) { folder in
            try await folder.expectRejected(arguments, ExpectedError(file: "tourshot.json", "not found"))
        }
    }

    @Test("--project pointing nowhere")
    func projectPointingNowhere() async throws {
        try await DemoProject.with { project in
            try await project.expectRejected(["render", "--project", "nowhere/tourshot.json"], ExpectedError(
                file: "nowhere/tourshot.json", "project file not found", "--project"))
        }
    }

    @Test("--project naming a folder")
    func projectIsAFolder() async throws {
        try await DemoProject.with { project in
            try await project.expectRejected(["render", "--project", "Fixtures"], ExpectedError(file: "Fixtures", "is a folder"))
        }
    }

    @Test("the tutorial file the project names is missing")
    func tutorialMissing() async throws {
        try await DemoProject.with { project in
            try project.remove(Demo.tutorial)
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.tutorial, "file not found", "check the path given in tourshot.json"))
        }
    }

    @Test("a screen file the project names is missing")
    func screenMissing() async throws {
        try await DemoProject.with { project in
            try project.remove(Demo.seScreen)
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.seScreen, "file not found", "check the path given in tourshot.json"))
        }
    }

    @Test("--project from another folder resolves paths relative to the project file")
    func projectFromElsewhere() async throws {
        try await DemoProject.with { project in
            let outside = project.root.deletingLastPathComponent()
            let result = try await CLIRunner.run(["validate", "--project", project.url("tourshot.json").path], in: outside)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("ok"), "\(result)")
        }
    }
}
