import Testing

/// The option groups and checks several commands share (`OptionCheck`, `AppearanceOptions`,
/// `JSONOption`, `ScreenDestinationOptions`): each command refuses in the same words, and its
/// help keeps its own wording of the shared options.
@Suite("shared options")
struct SharedOptionTests {
    /// The arguments, and the whole first line they print on standard error.
    typealias Refusal = (arguments: [String], line: String)

    static let refusals: [Refusal] = [
        (["render", "--text-scale", "5"], "error: --text-scale must be between 0.5 and 3; got 5.0"),
        (["lint", "--text-scale", "0.25"], "error: --text-scale must be between 0.5 and 3; got 0.25"),
        (["serve", "--text-scale", "3.5"], "error: --text-scale must be between 0.5 and 3; got 3.5"),
        (["serve", "--port", "65536"], "error: --port must be between 0 and 65535; got 65536"),
        (["render", "--scale", "5"], "error: --scale must be between 0.25 and 4; got 5.0"),
        (["check", "--threshold", "2"], "error: --threshold must be between 0 and 1; got 2.0"),
        (["record", "--max-diff-pixel-ratio", "1.5"], "error: --max-diff-pixel-ratio must be between 0 and 1; got 1.5"),
        (["render", "--screen", "iphone-se", "--all-screens"], "error: --screen and --all-screens exclude each other; give one"),
        (["lint", "--screen", "iphone-se", "--all-screens"], "error: --screen and --all-screens exclude each other; give one"),
        (["check", "--screen", "iphone-se", "--all-screens"], "error: --screen and --all-screens exclude each other; give one"),
        (["serve", "--screen", "iphone-se", "--all-screens"], "error: --screen and --all-screens exclude each other; give one"),
        (["layout", "--step", "1", "--all"], "error: --step and --all exclude each other; give one"),
        (["lint", "--json", "--reporter", "github"], "error: --json and --reporter github exclude each other; give one"),
        (["check", "--json", "--reporter", "github"], "error: --json and --reporter github exclude each other; give one"),
        (["devices", "--json", "--markdown"], "error: give one of --json and --markdown"),
        (["import", "screen", "home.txt"],
         "error: give one of --out FILE.screen.json (a new file) and --merge FILE.screen.json (update one)"),
        (["import", "screen", "home.txt", "--out", "a.screen.json", "--prune"], "error: --prune works with --merge"),
        (["import", "screen", "home.txt", "--merge", "home.json"], "error: --merge home.json must name a .screen.json file"),
    ]

    @Test("refused before anything runs, in one wording", arguments: refusals)
    func refused(arguments: [String], line: String) async throws {
        try await DemoProject.with { project in
            let result = try await project.run(arguments)
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderrLines.first == line, "\(result)")
        }
    }

    /// The arguments, and each shared option's help as that command words it.
    typealias Help = (arguments: [String], says: [String])

    static let helps: [Help] = [
        (["render", "--help"], ["Dark appearance: each style's dark look (as a tutorial theme's \"appearance\": \"dark\").",
         "Dynamic type factor applied to every font, 0.5 to 3 (e.g. 1.3)."]),
        (["serve", "--help"], ["Start in dark appearance (the page can switch back to each tour's own).",
         "Start with this text scale, 0.5 to 3."]),
        (["check", "--help"], ["Print the results as JSON (the shape of the report's results.json) instead of text."]),
        (["record", "--help"], ["Print the result as JSON: {mode, images, written: [{file, reason}], unchanged} instead of text."]),
        (["lint", "--help"], ["Print the warnings as JSON (an array of {tour, screen, step, orientation, warnings})."]),
        (["layout", "--help"], ["Print JSON (the only format; accepted for clarity in scripts)."]),
        (["import", "screen", "--help"], ["Write a new screen file.", "Update this screen file's orientation from the capture.",
         "With --merge: remove the elements the capture no longer has."]),
    ]

    @Test("each command's help words the shared options its own way", arguments: helps)
    func help(arguments: [String], says: [String]) async throws {
        try await DemoProject.with(empty: true) { folder in
            let result = try await folder.run(arguments)
            #expect(result.status == 0, "\(result)")
            // The help wraps at the terminal's width: compare with the white space folded.
            let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let missing = says.filter { !text.contains($0) }
            #expect(missing.isEmpty, "help lacks \(missing):\n\(result)")
        }
    }
}
