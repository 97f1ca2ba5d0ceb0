import Foundation
import Testing

/// Files that are not JSON at all, or not the JSON object a file must hold.
@Suite("JSON syntax and document shape")
struct JSONSyntaxTests {
    static let jsonFiles = [Demo.project, Demo.tutorial, Demo.proScreen]

    @Test("a missing comma reports the line and column of the next token")
    func missingComma() async throws {
        try await DemoProject.with { project in
            try project.replace("\"style\": \"tutorialkit\",", with: "\"style\": \"tutorialkit\"", in: Demo.tutorial)
            let at = try #require(position(of: "\"theme\"", in: try project.text(Demo.tutorial)))
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.tutorial, "invalid JSON", "expected ',' or '}'", "(line \(at.line), column \(at.column))"))
        }
    }

    @Test("a doubled comma in a screen file reports line and column")
    func doubledComma() async throws {
        try await DemoProject.with { project in
            try project.replace("\"scale\": 3,", with: "\"scale\": 3,,", in: Demo.proScreen)
            let at = try #require(position(of: ",,", in: try project.text(Demo.proScreen)))
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.proScreen, "invalid JSON", "expected a quoted key", "(line \(at.line), column \(at.column + 1))"))
        }
    }

    @Test("a trailing comma in the project file reports line and column")
    func trailingComma() async throws {
        try await DemoProject.with { project in
            try project.replace("\"output\": \"out\"\n}", with: "\"output\": \"out\",\n}", in: Demo.project)
            let output = try #require(position(of: "\"output\"", in: try project.text(Demo.project)))
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.project, "invalid JSON", "expected a quoted key", "(line \(output.line + 1), column 1)"))
        }
    }

    @Test("a duplicate key is an error, not a silent override")
    func duplicateKey() async throws {
        try await DemoProject.with { project in
            try project.replace("\"scale\": 3,", with: "\"scale\": 3, \"scale\": 2,", in: Demo.proScreen)
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.proScreen, "invalid JSON", "duplicate key \"scale\"", "(line 3, column"))
        }
    }

    @Test("a truncated file", arguments: jsonFiles)
    func truncated(file: String) async throws {
        try await DemoProject.with { project in
            let data = try project.data(file)
            try project.write(file, data.prefix(data.count / 2))
            try await project.expectRejected(renderEverything, ExpectedError(file: file, "invalid JSON", "end of file", "(line "))
        }
    }

    @Test("an empty file", arguments: jsonFiles)
    func empty(file: String) async throws {
        try await DemoProject.with { project in
            try project.write(file, Data())
            try await project.expectRejected(renderEverything, ExpectedError(file: file, "invalid JSON", "empty", "(line 1, column 1)"))
        }
    }

    @Test("binary garbage (a PNG saved under a .json name)", arguments: jsonFiles)
    func binaryGarbage(file: String) async throws {
        try await DemoProject.with { project in
            try project.write(file, try project.data(Demo.landscapeShot))
            try await project.expectRejected(renderEverything, ExpectedError(
                file: file, "invalid JSON", "unexpected byte 0x89", "(line 1, column 1)"))
        }
    }

    @Test("a JSON array where an object belongs", arguments: jsonFiles)
    func arrayInsteadOfObject(file: String) async throws {
        try await DemoProject.with { project in
            try project.write(file, "[\n  " + (try project.text(file)) + "\n]\n")
            let result = try await project.expectRejected(renderEverything, ExpectedError(
                file: file, "expected an object, found an array", "(line 1, column 1)"))
            // The whole document is wrong: no JSON path between file and message.
            #expect(result.stderrLines.contains("error: \(file): expected an object, found an array (line 1, column 1)"), "\(result)")
        }
    }
}
