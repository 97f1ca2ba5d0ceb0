import Foundation
import Testing

/// `check` and `record` options and refusals that need no goldens to be rendered first.
@Suite("check and record options")
struct GoldenCommandTests {
    /// Every CI system's value counts, not only GitHub's `true`.
    @Test(arguments: ["true", "1", "True", "woodpecker"])
    func recordRefusesInCIWithoutAMode(ci: String) async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            let before = try project.inventory()
            let result = try await project.run(["record"], environment: ["CI": ci])
            #expect(result.status == 2, "\(result)")
            expect(result, reports: ExpectedError(file: nil, "CI=\(ci): refusing", "--missing, --changed or --all"))
            #expect(try project.inventory() == before, "nothing may be written")
        }
    }

    @Test func recordInCIWithAnExplicitMode() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            let result = try await project.run(["record", "--missing", "--step", "1", "--portrait"], environment: ["CI": "true"])
            #expect(result.status == 0, "\(result)")
            #expect(project.allFiles().filter { $0.hasPrefix("GoldenImages/approach") } == [
                "GoldenImages/approach-iphone-se-step01-portrait.layout.json", "GoldenImages/approach-iphone-se-step01-portrait.png",
                "GoldenImages/approach.keys.txt"])
        }
    }

    @Test(arguments: [
        (["check", "--shard", "0/2"], "--shard"), (["check", "--shard", "3/2"], "--shard"), (["record", "--shard", "x"], "--shard"),
        (["check", "--threshold", "2"], "--threshold"), (["check", "--max-diff-pixels", "-1"], "--max-diff-pixels"),
        (["check", "--max-diff-pixel-ratio", "1.5"], "--max-diff-pixel-ratio"), (["check", "--step", "0"], "--step"),
        (["record", "--missing", "--all"], "--all"),
    ])
    func badOptions(arguments: [String], word: String) async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            try await project.expectRejected(arguments, ExpectedError(file: nil, word))
        }
    }

    @Test func unknownNamesGetSuggestions() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            try await project.expectRejected(["check", "--tour", "aproach"], ExpectedError(file: "tourshot.json", path: "tours", #"did you mean "approach"?"#))
            try await project.expectRejected(["record", "--screen", "iphone-sx"], ExpectedError(file: "tourshot.json", #"did you mean "iphone-se"?"#))
            try await project.expectRejected(["check", "--step", "9"], ExpectedError(file: Demo.tutorial, path: "steps", "step 9 does not exist"))
        }
    }

    @Test func reportFolderWithOtherFilesIsRefused() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            try project.write("mine/notes.txt", "keep")
            try await project.expectRejected(["check", "--report", "mine"], ExpectedError(file: nil, "report folder", "holds files tourshot did not write (notes.txt)"))
        }
    }

    /// Shards split the images without overlap, and a shard is reported as such.
    @Test func shardsSplitTheImages() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            var names: [[String]] = []
            for shard in ["1/3", "2/3", "3/3"] {
                let result = try await project.run(["check", "--shard", shard, "--report", "report-\(shard.prefix(1))"], environment: ["CI": ""])
                #expect(result.status == 1, "every golden is missing: \(result)")
                let json = try GoldenLoopTests.json(project, "report-\(shard.prefix(1))/results.json")
                #expect(json["shard"] as? String == shard)
                names.append(((json["images"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
            }
            #expect(names.map(\.count) == [4, 3, 3])
            #expect(Set(names.flatMap { $0 }).count == 10)
        }
    }
}
