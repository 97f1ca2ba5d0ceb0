import Testing

/// `--help` exits 0 and documents each command's options.
@Suite("--help")
struct HelpTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let mentions: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let selection = ["--project", "--tour", "--screen", "--step", "--locale", "--all", "--portrait", "--landscape", "--both", "--scale", "--pseudo"]
    static let golden = ["--project", "--goldens", "--tour", "--screen", "--step", "--locale", "--portrait", "--landscape", "--shard",
                         "--threshold", "--include-aa", "--max-diff-pixels", "--max-diff-pixel-ratio"]

    static let cases: [Case] = [
        Case(arguments: ["--help"], mentions: ["render", "layout", "validate", "check", "record", "diff", "Exit status", "invalid input"]),
        Case(arguments: ["render", "--help"], mentions: selection + ["--format", "--out"]),
        Case(arguments: ["layout", "--help"], mentions: selection + ["--json"]),
        Case(arguments: ["validate", "--help"], mentions: ["--project"]),
        Case(arguments: ["check", "--help"], mentions: golden + ["--report", "Exit status", "layout.json"]),
        Case(arguments: ["record", "--help"], mentions: golden + ["--missing", "--changed", "--all", "CI=true"]),
        Case(arguments: ["diff", "--help"], mentions: ["--threshold", "--include-aa", "--no-checkerboard", "--out", "--alpha", "--diff-color", "--diff-color-alt",
                                                    "--aa-color", "--diff-mask", "--json", "Exit status"]),
    ]

    @Test("exits 0 and mentions the options", arguments: cases)
    func help(_ help: Case) async throws {
        try await DemoProject.with(empty: true) { folder in
            let result = try await folder.run(help.arguments)
            #expect(result.status == 0, "\(result)")
            let missing = help.mentions.filter { !result.stdout.contains($0) }
            #expect(missing.isEmpty, "help lacks \(missing):\n\(result)")
            #expect(folder.allFiles().isEmpty)
        }
    }
}
