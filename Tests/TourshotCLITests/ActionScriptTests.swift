import Foundation
import Testing
import TourshotTestSupport

/// scripts/action, the steps of action.yml, run as a workflow runs them: in an app repository
/// whose project lives in a subfolder, with the action's inputs as environment variables.
struct ActionScriptTests {
    static let script = RepositoryPaths.path("scripts/action")

    /// An app repository: `ios/` holds what `tourshot init` writes and the recorded goldens.
    static func withAppRepository(_ body: (DemoProject) async throws -> Void) async throws {
        try await DemoProject.with(empty: true) { repository in
            try FileManager.default.createDirectory(at: repository.url("ios"), withIntermediateDirectories: true)
            let initialised = try await CLIRunner.run(["init", "--style", "spotlight"], in: repository.url("ios"))
            let recorded = try await repository.run("record", "--project", "ios/tourshot.json")
            #expect(initialised.status == 0 && recorded.status == 0, "\(initialised)\n\(recorded)")
            try await body(repository)
        }
    }

    static func action(in repository: DemoProject, _ inputs: [String: String]) async throws -> CLIResult {
        var environment = inputs
        environment["TOURSHOT_BINARY"] = RepositoryPaths.tourshotBinary.path
        environment["GITHUB_OUTPUT"] = repository.url("github-output").path
        for input in ["TOURSHOT_PROJECT", "TOURSHOT_COMMAND", "TOURSHOT_SHARD", "TOURSHOT_REPORT", "TOURSHOT_ARTIFACT", "TOURSHOT_SWIFT_SOURCES"] where environment[input] == nil {
            environment[input] = ""  // as a workflow passes an input left at its empty default
        }
        return try await CLIRunner.run([], in: repository.root, executable: script, environment: environment)
    }

    @Test func checkPassesWritesTheReportAndNamesItForTheUpload() async throws {
        try await Self.withAppRepository { repository in
            let check = try await Self.action(in: repository, ["TOURSHOT_PROJECT": "ios/tourshot.json", "TOURSHOT_SHARD": "1/1"])
            #expect(check.status == 0, "\(check)")
            #expect(check.stderr.contains("tourshot check --project ios/tourshot.json --report ios/tourshot-report --shard 1/1"), "\(check)")
            #expect(FileManager.default.fileExists(atPath: repository.url("ios/tourshot-report/index.html").path))
            #expect(try repository.text("github-output") == "report=ios/tourshot-report\nartifact=tourshot-report-1-of-1\n")
        }
    }

    @Test func aChangedStepFailsTheCheckWithStatusOne() async throws {
        try await Self.withAppRepository { repository in
            try repository.replace("Tap here to begin.", with: "Tap here to start.", in: "ios/onboarding.tutorial.json")
            let check = try await Self.action(in: repository, ["TOURSHOT_PROJECT": "ios/tourshot.json", "TOURSHOT_REPORT": "ios/report"])
            #expect(check.status == 1, "\(check)")
            #expect(check.stdout.contains("onboarding"), "\(check)")
            #expect(FileManager.default.fileExists(atPath: repository.url("ios/report/index.html").path))
            #expect(try repository.text("github-output") == "report=ios/report\nartifact=tourshot-report\n")
        }
    }

    @Test func lintAndBadInputs() async throws {
        try await Self.withAppRepository { repository in
            let lint = try await Self.action(in: repository, ["TOURSHOT_PROJECT": "ios/tourshot.json", "TOURSHOT_COMMAND": "lint"])
            #expect(lint.status == 0, "\(lint)")
            let command = try await Self.action(in: repository, ["TOURSHOT_PROJECT": "ios/tourshot.json", "TOURSHOT_COMMAND": "render"])
            #expect(command.status == 2)
            #expect(command.stderr == "tourshot action: command must be check or lint, got \"render\"\n")
            let project = try await Self.action(in: repository, [:])
            #expect(project.status == 2)
            #expect(project.stderr.hasPrefix("tourshot action: project file tourshot.json not found in "), "\(project)")
        }
    }

    /// The action's inputs and the script's variables are the same set.
    @Test func actionYmlPassesEveryInputToTheScript() throws {
        let action = try String(contentsOf: RepositoryPaths.path("action.yml"), encoding: .utf8)
        for (input, variable) in [("project", "TOURSHOT_PROJECT"), ("command", "TOURSHOT_COMMAND"), ("shard", "TOURSHOT_SHARD"),
                                  ("report", "TOURSHOT_REPORT"), ("artifact-name", "TOURSHOT_ARTIFACT"),
                                  ("swift-sources", "TOURSHOT_SWIFT_SOURCES"), ("version", "TOURSHOT_VERSION"),
                                  ("package", "TOURSHOT_PACKAGE")] {
            #expect(action.contains("\n  \(input):\n"), "\(input)")
            #expect(action.contains("\(variable): ${{ inputs.\(input) }}"), "\(variable)")
        }
        #expect(action.contains("run: '\"$GITHUB_ACTION_PATH/scripts/action\"'"))
        // Install (the package), then the source build only when it asks for one, then the run.
        #expect(action.contains("run: '\"$GITHUB_ACTION_PATH/scripts/action\" install'"))
        #expect(action.contains("if: steps.install.outputs.source-build == 'true'"))
        #expect(action.contains("run: '\"$GITHUB_ACTION_PATH/scripts/action\" build'"))
        #expect(action.contains("TOURSHOT_BINARY: ${{ steps.install.outputs.tourshot || steps.build.outputs.tourshot }}"))
        #expect(action.contains("uses: actions/upload-artifact@v4"))
    }
}
