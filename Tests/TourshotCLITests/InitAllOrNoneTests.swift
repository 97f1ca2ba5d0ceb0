import Foundation
import Testing
import TourshotTestSupport

/// `tourshot init` writes its three files all or none, each through the JSON writer and
/// validated before the first byte lands in the folder.
@Suite("init all or none")
struct InitAllOrNoneTests {
    /// A capture named `my"home.txt` (or with a backslash): the project file names the screen
    /// file escaped, and the project validates.
    @Test(arguments: [#"my"home.txt"#, #"my\home.txt"#])
    func aCaptureNameWithQuotesOrBackslashesIsEscaped(capture: String) async throws {
        try await DemoProject.with(empty: true) { folder in
            try InitCommandTests.copyCapture("xcuitest-quirks.txt", to: capture, in: folder)
            let initialised = try await folder.run("init", "--capture", capture)
            #expect(initialised.status == 0, "\(initialised)")
            let screen = capture.replacingOccurrences(of: ".txt", with: ".screen.json")
            let escaped = screen.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            #expect(try folder.text("tourshot.json").contains("\"screens\": [\n        \"\(escaped)\"\n      ]"))
            #expect(FileManager.default.fileExists(atPath: folder.url(screen).path))
            let validate = try await folder.run("validate")
            #expect(validate.status == 0, "\(validate)")
            #expect(validate.stdout == "tourshot.json: ok (1 tour, 1 screen file, 1 step)\n")
        }
    }

    /// The disk fills while the screen file is written (a 512-byte file size limit, SIGXFSZ
    /// ignored so write(2) fails with EFBIG as on a full disk): no file appears, not even the
    /// project file that fitted, and the next run starts clean.
    @Test func aFailedWriteLeavesNoHalfProject() async throws {
        try await DemoProject.with(empty: true) { folder in
            try InitCommandTests.copyCapture("xcuitest-quirks.txt", to: "home.txt", in: folder)
            let script = #"trap "" XFSZ; ulimit -f 1; exec "$0" init --capture home.txt"#
            let full = try await CLIRunner.run(["-c", script, RepositoryPaths.tourshotBinary.path], in: folder.root,
                                               executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(full.status == 2, "\(full)")
            #expect(full.stderrLines == ["error: cannot write home.screen.json: write failed: File too large; nothing written"], "\(full)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["home.txt"])
            let again = try await folder.run("init", "--capture", "home.txt")
            #expect(again.status == 0, "\(again)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path).sorted() == ["home.screen.json", "home.txt", "onboarding.tutorial.json", "tourshot.json"])
        }
    }

    /// A capture whose screen file's name is longer than a project may name (200 code points):
    /// the staged files are validated as `validate` would, and nothing is written.
    @Test func filesThatWouldNotValidateAreNotWritten() async throws {
        try await DemoProject.with(empty: true) { folder in
            let capture = String(repeating: "h", count: 195) + ".txt"
            try InitCommandTests.copyCapture("xcuitest-quirks.txt", to: capture, in: folder)
            let initialised = try await folder.run("init", "--capture", capture)
            #expect(initialised.status == 2, "\(initialised)")
            #expect(initialised.stderrLines.first == "error: tourshot.json: tours[0].screens[0]: identifier is longer than 200 code points (line 8, column 9) (in the files init would write; nothing written)", "\(initialised)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == [capture])
        }
    }

    /// A link named like one of the files, even one to nothing, counts as existing: refused up
    /// front, the link left as it is.
    @Test func aDanglingLinkIsAnExistingFile() async throws {
        try await DemoProject.with(empty: true) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.url("tourshot.json").path, withDestinationPath: "nowhere.json")
            let initialised = try await folder.run("init")
            #expect(initialised.status == 2, "\(initialised)")
            #expect(initialised.stderr == "error: tourshot.json already exists; nothing written (run init in a folder without them, or remove them)\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("tourshot.json").path) == "nowhere.json")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["tourshot.json"])
        }
    }
}
