import Testing

/// The option groups and checks several commands share (`OptionCheck`, `AppearanceOptions`,
/// `JSONOption`, `ScreenDestinationOptions`): each command refuses in the same words, and its
/// help keeps its own wording of the shared options.
@Suite("shared options")
struct SharedOptionTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        /// The whole first line on standard error.
        let line: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(arguments: ["render", "--text-scale", "5"], line: "error: --text-scale must be between 0.5 and 3; got 5.0"),
        Refusal(arguments: ["lint", "--text-scale", "0.25"], line: "error: --text-scale must be between 0.5 and 3; got 0.25"),
        Refusal(arguments: ["serve", "--text-scale", "3.5"], line: "error: --text-scale must be between 0.5 and 3; got 3.5"),
        Refusal(arguments: ["serve", "--port", "65536"], line: "error: --port must be between 0 and 65535; got 65536"),
        Refusal(arguments: ["render", "--scale", "5"], line: "error: --scale must be between 0.25 and 4; got 5.0"),
        Refusal(arguments: ["check", "--threshold", "2"], line: "error: --threshold must be between 0 and 1; got 2.0"),
        Refusal(arguments: ["record", "--max-diff-pixel-ratio", "1.5"], line: "error: --max-diff-pixel-ratio must be between 0 and 1; got 1.5"),
        Refusal(arguments: ["render", "--screen", "iphone-se", "--all-screens"], line: "error: --screen and --all-screens exclude each other; give one"),
        Refusal(arguments: ["layout", "--step", "1", "--all"], line: "error: --step and --all exclude each other; give one"),
        Refusal(arguments: ["lint", "--json", "--reporter", "github"], line: "error: --json and --reporter github exclude each other; give one"),
        Refusal(arguments: ["check", "--json", "--reporter", "github"], line: "error: --json and --reporter github exclude each other; give one"),
        Refusal(arguments: ["devices", "--json", "--markdown"], line: "error: give one of --json and --markdown"),
        Refusal(arguments: ["import", "screen", "home.txt"],
                line: "error: give one of --out FILE.screen.json (a new file) and --merge FILE.screen.json (update one)"),
        Refusal(arguments: ["import", "screen", "home.txt", "--out", "a.screen.json", "--prune"], line: "error: --prune works with --merge"),
        Refusal(arguments: ["import", "screen", "home.txt", "--merge", "home.json"], line: "error: --merge home.json must name a .screen.json file"),
    ]

    @Test("refused before anything runs, in one wording", arguments: refusals)
    func refused(_ refusal: Refusal) async throws {
        try await DemoProject.with { project in
            let result = try await project.run(refusal.arguments)
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderrLines.first == refusal.line, "\(result)")
        }
    }

    struct Help: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        /// Each shared option's help as this command words it.
        let says: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let helps: [Help] = [
        Help(arguments: ["render", "--help"], says: ["Dark appearance: each style's dark look (as a tutorial theme's \"appearance\": \"dark\").",
                                                     "Dynamic type factor applied to every font, 0.5 to 3 (e.g. 1.3)."]),
        Help(arguments: ["serve", "--help"], says: ["Start in dark appearance (the page can switch back to each tour's own).",
                                                    "Start with this text scale, 0.5 to 3."]),
        Help(arguments: ["check", "--help"], says: ["Print the results as JSON (the shape of the report's results.json) instead of text."]),
        Help(arguments: ["record", "--help"], says: ["Print the result as JSON: {mode, images, written: [{file, reason}], unchanged} instead of text."]),
        Help(arguments: ["lint", "--help"], says: ["Print the warnings as JSON (an array of {tour, screen, step, orientation, warnings})."]),
        Help(arguments: ["layout", "--help"], says: ["Print JSON (the only format; accepted for clarity in scripts)."]),
        Help(arguments: ["import", "screen", "--help"], says: ["Write a new screen file.", "Update this screen file's orientation from the capture.",
                                                               "With --merge: remove the elements the capture no longer has."]),
    ]

    @Test("each command's help words the shared options its own way", arguments: helps)
    func help(_ help: Help) async throws {
        try await DemoProject.with(empty: true) { folder in
            let result = try await folder.run(help.arguments)
            #expect(result.status == 0, "\(result)")
            // The help wraps at the terminal's width: compare with the white space folded.
            let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let missing = help.says.filter { !text.contains($0) }
            #expect(missing.isEmpty, "help lacks \(missing):\n\(result)")
        }
    }
}
