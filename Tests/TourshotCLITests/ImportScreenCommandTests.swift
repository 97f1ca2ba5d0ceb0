import Foundation
import Testing
import TourshotTestSupport

/// `tourshot import screen`: new files, merges, and every refusal (exit 2, file and reason,
/// nothing written).
@Suite("import screen")
struct ImportScreenCommandTests {
    static let captures = "Fixtures/captures/"
    static let seScreen = "Fixtures/approach/iphone-se.screen.json"
    static let seCapture = "Fixtures/approach/captures/iphone-se-portrait.debugDescription.txt"

    @Test func newFileFromXCUITest() async throws {
        try await DemoProject.with { folder in
            let result = try await folder.run("import", "screen", Self.captures + "xcuitest-quirks.txt", "--name", "notes", "--out", "notes.screen.json")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines == [
                "read 11 elements from \(Self.captures)xcuitest-quirks.txt (an XCUITest debugDescription, 393×852 pt, portrait)",
                "left out 2: 1 without identifier or label; 1 of zero size",
                "keyed 1 repeated name by container, type or order: \"composeButton2\"",
                "device iphone-15 (iPhone 15) matches the 393×852 pt screen; iphone-15-pro is the same",
                "wrote notes.screen.json",
            ])
            let text = try folder.text("notes.screen.json")
            // The `$schema` `init` writes, so editors complete and check the file.
            #expect(text.hasPrefix("""
            {
              "$schema": "https://tourshot.dev/schema/screen.schema.json",
              "name": "notes",
              "device": "iphone-15",
              "portrait": {
                "elements": {
                  "Notes": { "frame": [0, 59, 393, 44], "type": "NavigationBar" },
                  "shareButton": { "frame": [337, 59, 44, 44], "title": "Share", "type": "Button", "in": "Notes" },
                  "noteList": { "frame": [0, 103, 393, 620], "type": "Table" },
            """))
            // A cell keeps its type, its table and its place there.
            #expect(text.contains(#"""
                  "lineOneLineTwo": {
                    "frame": [0, 163.5, 393, 60.5],
                    "title": "Line one\nline two",
                    "type": "Cell",
                    "in": "noteList",
                    "section": 0,
                    "row": 1
                  },
            """#))
            let validate = try await folder.run("validate")
            #expect(validate.status == 0, "\(validate)")
        }
    }

    @Test func mergeOfTheDemoCaptureChangesNothing() async throws {
        try await DemoProject.with { folder in
            let before = try folder.data(Self.seScreen)
            let result = try await folder.run("import", "screen", Self.seCapture, "--merge", Self.seScreen)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.last == "\(Self.seScreen) is up to date")
            #expect(try folder.data(Self.seScreen) == before)
        }
    }

    @Test func mergeMovesFramesAndKeepsHandWrittenKeys() async throws {
        try await DemoProject.with { folder in
            let original = try folder.text(Self.seScreen)
            try folder.replace(#""speedButton": { "frame": [12, 300, 60, 48]"#, with: #""speedButton": { "frame": [12, 310, 60, 48]"#, in: Self.seScreen)
            try folder.replace(#""windButton": { "frame": [303, 300, 60, 48], "cornerRadius": 12, "title": "WIND" },"#, with: "", in: Self.seScreen)
            let result = try await folder.run("import", "screen", Self.seCapture, "--merge", Self.seScreen)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines == [
                "read 9 elements from \(Self.seCapture) (an XCUITest debugDescription, 375×667 pt, portrait)",
                "left out 3: 3 without identifier or label",
                "moved 1: speedButton",
                "added 1: windButton",
                "updated \(Self.seScreen)",
            ])
            let merged = try folder.text(Self.seScreen)
            #expect(merged.contains(#""speedButton": { "frame": [12, 300, 60, 48], "cornerRadius": 12, "title": "SPD" },"#))
            // The new element lands where the capture has it, titled by its label; everything
            // else is as written.
            #expect(merged == original.replacingOccurrences(of: #""windButton": { "frame": [303, 300, 60, 48], "cornerRadius": 12, "title": "WIND" },"#,
                                                            with: #""windButton": { "frame": [303, 300, 60, 48], "title": "Wind" },"#))
        }
    }

    @Test func pruneRemovesVanishedElements() async throws {
        try await DemoProject.with { folder in
            try folder.replace(#""mapView": { "frame": [0, 64, "#, with: #""oldBanner": [0, 0, 10, 10], "mapView": { "frame": [0, 64, "#, in: Self.seScreen)
            let kept = try await folder.run("import", "screen", Self.seCapture, "--merge", Self.seScreen)
            #expect(kept.stdoutLines.contains("not in the capture (kept; --prune removes them): oldBanner"), "\(kept)")
            #expect(try folder.text(Self.seScreen).contains("oldBanner"))
            let pruned = try await folder.run("import", "screen", Self.seCapture, "--merge", Self.seScreen, "--prune")
            #expect(pruned.status == 0, "\(pruned)")
            #expect(pruned.stdoutLines.contains("removed 1 the capture no longer has: oldBanner"), "\(pruned)")
            #expect(try !folder.text(Self.seScreen).contains("oldBanner"))
        }
    }

    @Test func landscapeMergedIntoAPortraitOnlyFile() async throws {
        try await DemoProject.with { folder in
            _ = try await folder.run("import", "screen", Self.captures + "xcuitest-quirks.txt", "--out", "notes.screen.json")
            let result = try await folder.run("import", "screen", Self.captures + "appium-source.xml", "--merge", "notes.screen.json")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.contains("added the landscape capture"), "\(result)")
            let text = try folder.text("notes.screen.json")
            #expect(text.contains(#""shareButton": { "frame": [749, 0, 44, 44], "title": "Share" },"#))
        }
    }

    @Test func screenshotAttachedAfterItsSizeIsChecked() async throws {
        try await DemoProject.with { folder in
            let good = try await folder.run("import", "screen", Self.seCapture, "--device", "iphone-se", "--screenshot",
                                            "Fixtures/approach/screenshots/approach-portrait.png", "--out", "Fixtures/new/se.screen.json")
            #expect(good.status == 0, "\(good)")
            #expect(try folder.text("Fixtures/new/se.screen.json").contains(#""background": "../approach/screenshots/approach-portrait.png","#))
            let bad = try await folder.run("import", "screen", Self.seCapture, "--screenshot",
                                           "Fixtures/approach/screenshots/approach-landscape.png", "--out", "other.screen.json")
            #expect(bad.status == 2)
            #expect(bad.stderrLines == ["error: Fixtures/approach/screenshots/approach-landscape.png: is 1334×750 px; a 375×667 pt screen needs 750×1334 px (@2x: iphone-se) (a screenshot of the same device and orientation as the capture)"])
            #expect(!FileManager.default.fileExists(atPath: folder.url("other.screen.json").path))
        }
    }

    @Test(arguments: [
        ("bad-elided.txt", "bad-elided.txt: line 5 elides part of the element tree (\"...\"); capture the whole `XCUIApplication().debugDescription`, not an excerpt"),
        ("bad-tvos.txt", "bad-tvos.txt: a 1920×1080 pt screen is an Apple TV (tvOS); tourshot previews iPhone and iPad screens"),
        ("bad-android.xml", "bad-android.xml: this is an Android uiautomator dump (bounds in pixels, Android views); tourshot imports iOS captures in points; expected an XCUITest debugDescription, an Appium XCUITest page source (XML or JSON), idb `ui describe-all` JSON, `maestro hierarchy` JSON from iOS or a UIView recursiveDescription"),
        ("bad-cropped.txt", "bad-cropped.txt: has no application or window frame, so the screen size is unknown: this looks like a cropped dump (one element's subtree); capture the whole app"),
    ])
    func badCapturesWriteNothing(_ file: String, _ message: String) async throws {
        try await DemoProject.with { folder in
            let before = try folder.inventory()
            for target in [["--out", "new.screen.json"], ["--merge", Self.seScreen]] {
                let result = try await folder.run(["import", "screen", Self.captures + file] + target)
                #expect(result.status == 2, "\(result)")
                #expect(result.stderrLines == ["error: \(Self.captures)\(message)"])
                #expect(try folder.inventory() == before)
            }
        }
    }

    @Test func refusals() async throws {
        try await DemoProject.with { folder in
            let before = try folder.inventory()
            let cases: [([String], String)] = [
                (["import", "screen", Self.seCapture, "--out", Self.seScreen],
                 "error: \(Self.seScreen): already exists; update it with --merge \(Self.seScreen) (which keeps its hand-written keys) or remove it first"),
                (["import", "screen", "/work/none.txt", "--out", "x.screen.json"], "error: /work/none.txt: file not found"),
                (["import", "screen", Self.captures + "appium-source.json", "--from", "idb", "--out", "x.screen.json"],
                 "error: \(Self.captures)appium-source.json: --from idb, but this is an Appium page source; pass --from appium or leave --from out"),
                (["import", "screen", Self.seCapture, "--device", "iphone-15-por", "--out", "x.screen.json"],
                 "error: \(Self.seCapture): --device \"iphone-15-por\" is not a device preset; did you mean \"iphone-15-pro\"? (`tourshot devices` lists them)"),
                (["import", "screen", Self.seCapture, "--out", "../outside.screen.json"], ""),
                (["import", "screen", Self.seCapture, "--from", "espresso", "--out", "x.screen.json"],
                 "error: the value 'espresso' is invalid for '--from <xcuitest|appium|idb|maestro|recursive-description>'. Please provide one of 'xcuitest', 'appium', 'idb', 'maestro' or 'recursive-description'."),
                (["import", "screen", Self.seCapture, "--orientation", "sideways", "--out", "x.screen.json"],
                 "error: the value 'sideways' is invalid for '--orientation <portrait|landscape>'. Please provide one of 'portrait' and 'landscape'."),
            ]
            for (arguments, message) in cases {
                let result = try await folder.run(arguments)
                #expect(result.status == 2, "\(result)")
                if !message.isEmpty { #expect(result.stderrLines.first == message, "\(result)") }
            }
            let both = try await folder.run("import", "screen", Self.seCapture, "--out", "a.screen.json", "--merge", Self.seScreen)
            #expect(both.status == 2)
            #expect(both.stderr.contains("give one of --out FILE.screen.json (a new file) and --merge FILE.screen.json (update one)"), "\(both)")
            #expect(try folder.inventory() == before)
        }
    }
}
