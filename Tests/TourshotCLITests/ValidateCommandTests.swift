import Foundation
import Testing

/// `tourshot validate`: ok on the demo, every problem of every file otherwise.
@Suite("validate")
struct ValidateCommandTests {
    @Test("the demo project is valid")
    func demoIsValid() async throws {
        try await DemoProject.with { project in
            let before = try project.inventory()
            let result = try await project.run("validate")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("tourshot.json: ok"), "\(result)")
            // The approach tour with its dark, rtl, text130 and dark-rtl variants, a tour per other style with its
            // dark, rtl, dark-rtl and text130 variants, and the localized tour; files are counted once however many
            // tours share them (approach's two screens, one per other style, the localized tour's two).
            #expect(result.stdout.contains("26 tours, 8 screen files, 95 steps"), "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(try project.inventory() == before, "validate must not write files")
        }
    }

    @Test("problems in two files are all reported")
    func problemsInTwoFiles() async throws {
        try await DemoProject.with { project in
            try project.replace("\"anchor\": \"bottom\", \"fromAnchor\": \"top\"", with: "\"anchr\": \"bottom\", \"fromAnchor\": \"top\"", in: Demo.tutorial)
            try project.replace("\"scale\": 2,", with: "\"scale\": 10,", in: Demo.seScreen)
            let result = try await project.expectRejected(["validate"],
                ExpectedError(file: Demo.tutorial, path: "steps[2].arrows[0].anchr", "unknown key", "did you mean \"anchor\"?"),
                ExpectedError(file: Demo.seScreen, path: "scale", "scale 10 is outside 0.5…4"))
            #expect(result.stderrLines.count == 2, "exactly one line per problem:\n\(result)")
        }
    }

    @Test("several problems in one file are all reported")
    func problemsInOneFile() async throws {
        try await DemoProject.with { project in
            try project.replace("\"title\": \"Welcome\"", with: "\"title\": 42", in: Demo.tutorial)
            try project.replace("\"anchor\": \"topTrailing\"", with: "\"anchor\": \"topTraling\"", in: Demo.tutorial)
            try project.replace("\"bend\": \"left\"", with: "\"bend\": \"lft\"", in: Demo.tutorial)
            try await project.expectRejected(["validate"],
                ExpectedError(file: Demo.tutorial, path: "steps[0].title", "expected a string"),
                ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[1].anchor", "did you mean \"topTrailing\"?"),
                ExpectedError(file: Demo.tutorial, path: "steps[3].arrows[0].bend", "did you mean \"left\"?"))
        }
    }

    @Test("a syntax error in one file does not hide a problem in another")
    func syntaxErrorAndTypeError() async throws {
        try await DemoProject.with { project in
            try project.replace("\"scale\": 3,", with: "\"scale\": 3,,", in: Demo.proScreen)
            try project.replace("\"role\": \"dismiss\"", with: "\"role\": \"dismis\"", in: Demo.tutorial)
            try await project.expectRejected(["validate"],
                ExpectedError(file: Demo.proScreen, "invalid JSON", "(line 3, column"),
                ExpectedError(file: Demo.tutorial, path: "steps[4].buttons[0].role", "did you mean \"dismiss\"?"))
        }
    }

    @Test("a broken screenshot is reported alongside an unknown element")
    func screenshotAndCrossFileProblem() async throws {
        try await DemoProject.with { project in
            let shot = try project.data(Demo.landscapeShot)
            try project.write(Demo.landscapeShot, shot.prefix(shot.count / 2))
            try project.replace("{ \"element\": \"speedButton\", \"anchor\": \"topTrailing\",",
                                with: "{ \"element\": \"speedButon\", \"anchor\": \"topTrailing\",", in: Demo.tutorial)
            try await project.expectRejected(["validate"],
                ExpectedError(file: Demo.tutorial, path: "steps[1].arrows[1].element", "did you mean \"speedButton\"?"),
                ExpectedError(file: Demo.seScreen, path: "landscape.background", "not a usable PNG"))
        }
    }

    @Test("a truncated screenshot is found without rendering")
    func truncatedScreenshot() async throws {
        try await DemoProject.with { project in
            let shot = try project.data(Demo.settingsLandscapeShot)
            try project.write(Demo.settingsLandscapeShot, shot.prefix(shot.count / 2))
            try await project.expectRejected(["validate"], ExpectedError(
                file: Demo.seScreen, path: "landscape.presentations.settings.background", "not a usable PNG"))
        }
    }
}
