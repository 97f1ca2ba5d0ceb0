import Foundation
import Testing

/// Goldens no image produces any more (a removed step or screen): `check` lists them (a
/// warning, an error with `"check": {"orphans": "error"}`), `record --prune` removes the plain
/// files among them and leaves a link alone.
@Suite("orphaned goldens")
struct OrphanGoldenTests {
    static let orphanPNG = "GoldenImages/approach-iphone-se-step09-portrait.png"
    static let orphanLayout = "GoldenImages/approach-iphone-se-step09-portrait.layout.json"
    static let orphanLink = "GoldenImages/old-step.png"

    static func projectWithOrphans(_ project: DemoProject) async throws {
        try GoldenLoopTests.seProject(project)
        let record = try await project.run(["record"], environment: GoldenLoopTests.local)
        try #require(record.status == 0, "\(record)")
        try project.write(orphanPNG, try project.data("GoldenImages/approach-iphone-se-step01-portrait.png"))
        try project.write(orphanLayout, "{}\n")
        try FileManager.default.createSymbolicLink(atPath: project.url(orphanLink).path, withDestinationPath: "approach-iphone-se-step01-portrait.png")
    }

    static let warning = "golden files in GoldenImages belong to no image (a removed step or screen?): approach-iphone-se-step09-portrait.layout.json, approach-iphone-se-step09-portrait.png, old-step.png; remove them with `tourshot record --prune`"

    @Test func checkWarnsAndPassesByDefault() async throws {
        try await DemoProject.with { project in
            try await Self.projectWithOrphans(project)
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 0, "\(check)")
            #expect(check.stdoutLines.contains("warning: 3 " + Self.warning), "\(check)")
            // A selection owns only part of the goldens: nothing is listed.
            let part = try await project.run(["check", "--step", "1"], environment: GoldenLoopTests.local)
            #expect(part.status == 0 && !part.stdout.contains("belong to no image"), "\(part)")
        }
    }

    @Test func theProjectCanMakeThemFailTheCheck() async throws {
        try await DemoProject.with { project in
            try await Self.projectWithOrphans(project)
            try project.replace(#""tours": ["#, with: #""check": { "orphans": "error" }, "tours": ["#, in: "tourshot.json")
            let check = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(check.status == 1, "\(check)")
            #expect(check.stdoutLines.contains("error: 3 " + Self.warning), "\(check)")
            try project.replace(#""orphans": "error""#, with: #""orphans": "fatal""#, in: "tourshot.json")
            let bad = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(bad.status == 2, "\(bad)")
            #expect(bad.stderr.contains("check.orphans"), "\(bad)")
        }
    }

    @Test func recordPruneRemovesThePlainFilesOnly() async throws {
        try await DemoProject.with { project in
            try await Self.projectWithOrphans(project)
            let partial = try await project.run(["record", "--prune", "--step", "1"], environment: GoldenLoopTests.local)
            #expect(partial.status == 2, "\(partial)")
            #expect(partial.stderr.hasPrefix("error: --prune removes the goldens no image of the project produces, so it needs the whole project"), "\(partial)")
            #expect(FileManager.default.fileExists(atPath: project.url(Self.orphanPNG).path))

            let prune = try await project.run(["record", "--prune"], environment: GoldenLoopTests.local)
            #expect(prune.status == 0, "\(prune)")
            #expect(prune.stdoutLines.contains("removed \(Self.orphanPNG) (no image of the project produces it)"), "\(prune)")
            #expect(prune.stdoutLines.contains("removed \(Self.orphanLayout) (no image of the project produces it)"), "\(prune)")
            #expect(!FileManager.default.fileExists(atPath: project.url(Self.orphanPNG).path))
            #expect(!FileManager.default.fileExists(atPath: project.url(Self.orphanLayout).path))
            // Not a plain file: left where it is (and still listed by check).
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: project.url(Self.orphanLink).path)) == "approach-iphone-se-step01-portrait.png")
            #expect(FileManager.default.fileExists(atPath: project.url("GoldenImages/approach-iphone-se-step01-portrait.png").path))
        }
    }
}
