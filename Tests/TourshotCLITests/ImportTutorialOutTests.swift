import Foundation
import Testing

/// `import tutorial --out` follows `import screen --out`'s rules: a new .tutorial.json file
/// inside the current folder (links followed), never over an existing file (exit 2, nothing
/// written).
@Suite("import tutorial --out")
struct ImportTutorialOutTests {
    static let sources = "Fixtures/swift/approach"

    @Test func aHandWrittenTutorialIsNeverReplaced() async throws {
        try await DemoProject.with { project in
            let before = try project.data(Demo.tutorial)
            let result = try await project.run("import", "tutorial", Self.sources, "--out", Demo.tutorial)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines == ["error: --out \(Demo.tutorial): already exists; remove it first to write it again (import tutorial never replaces a file: it may hold your edits)"], "\(result)")
            #expect(try project.data(Demo.tutorial) == before)
        }
    }

    @Test func onlyTutorialFilesAreWritten() async throws {
        try await DemoProject.with { project in
            try project.write("notes.txt", "mine")
            let result = try await project.run("import", "tutorial", Self.sources, "--out", "notes.txt")
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines.first == "error: --out notes.txt must name a .tutorial.json file", "\(result)")
            #expect(try project.text("notes.txt") == "mine")
        }
    }

    @Test func aPathOutsideTheFolderIsRefusedUnlessAllowed() async throws {
        try await DemoProject.with { project in
            let outside = project.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).tutorial.json")
            defer { try? FileManager.default.removeItem(at: outside) }
            let name = "../" + outside.lastPathComponent
            let refused = try await project.run("import", "tutorial", Self.sources, "--out", name)
            #expect(refused.status == 2, "\(refused)")
            #expect(refused.stderrLines == ["error: --out \(outside.path): path \(outside.path) leads outside the project folder \(project.root.resolvingSymlinksInPath().path); keep the tutorial file inside the current folder, or pass --allow-outside"], "\(refused)")
            #expect(!FileManager.default.fileExists(atPath: outside.path))
            let allowed = try await project.run("import", "tutorial", Self.sources, "--out", name, "--allow-outside")
            #expect(allowed.status == 0, "\(allowed)")
            #expect(FileManager.default.fileExists(atPath: outside.path))
        }
    }

    /// A link to a file elsewhere, and a link inside the folder to a hand-written file: neither
    /// target changes.
    @Test func linksAreNotWrittenThrough() async throws {
        try await DemoProject.with { project in
            let outside = project.root.deletingLastPathComponent().appendingPathComponent("target-\(UUID().uuidString).tutorial.json")
            try Data("theirs".utf8).write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            try FileManager.default.createSymbolicLink(atPath: project.url("out.tutorial.json").path, withDestinationPath: outside.path)
            let leading = try await project.run("import", "tutorial", Self.sources, "--out", "out.tutorial.json")
            #expect(leading.status == 2, "\(leading)")
            #expect(leading.stderr.contains("leads outside the project folder"), "\(leading)")
            #expect(try String(contentsOf: outside, encoding: .utf8) == "theirs")

            try FileManager.default.createSymbolicLink(atPath: project.url("in.tutorial.json").path, withDestinationPath: Demo.tutorial)
            let before = try project.data(Demo.tutorial)
            let inside = try await project.run("import", "tutorial", Self.sources, "--out", "in.tutorial.json")
            #expect(inside.status == 2, "\(inside)")
            #expect(inside.stderrLines == ["error: --out in.tutorial.json: already exists; remove it first to write it again (import tutorial never replaces a file: it may hold your edits)"], "\(inside)")
            #expect(try project.data(Demo.tutorial) == before)
        }
    }
}
