import Foundation
import Testing

/// Input files are opened beneath the project folder: a link that leads out is refused with
/// the file and JSON path that name it, unless --allow-outside is given.
@Suite("links leading out of the project")
struct InputConfinementTests {
    static let renderSELandscape = ["render", "--screen", "iphone-se", "--step", "1", "--landscape"]

    /// A real PNG outside the project folder, and the demo's landscape screenshot a link to it.
    func linkScreenshotOutside(_ project: DemoProject) throws -> URL {
        let outside = project.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).png")
        try project.data(Demo.landscapeShot).write(to: outside)
        try project.remove(Demo.landscapeShot)
        try FileManager.default.createSymbolicLink(atPath: project.url(Demo.landscapeShot).path, withDestinationPath: outside.path)
        return outside
    }

    @Test("a screenshot that links to a PNG outside the project is refused")
    func screenshotLinkedOutside() async throws {
        try await DemoProject.with { project in
            let outside = try linkScreenshotOutside(project)
            defer { try? FileManager.default.removeItem(at: outside) }
            try await project.expectRejected(Self.renderSELandscape, ExpectedError(
                file: Demo.seScreen, path: "landscape.background",
                "path \(Demo.landscapeShot) leads outside the project folder", "or pass --allow-outside"))
        }
    }

    @Test("--allow-outside reads it")
    func allowOutside() async throws {
        try await DemoProject.with { project in
            let outside = try linkScreenshotOutside(project)
            defer { try? FileManager.default.removeItem(at: outside) }
            let result = try await project.run(Self.renderSELandscape + ["--allow-outside"])
            #expect(result.status == 0, "\(result)")
        }
    }

    @Test("a tourshot.json that links to a file elsewhere is refused")
    func projectFileLinkedOutside() async throws {
        try await DemoProject.with { project in
            let outside = project.root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).json")
            try project.data(Demo.project).write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            try project.remove(Demo.project)
            try FileManager.default.createSymbolicLink(atPath: project.url(Demo.project).path, withDestinationPath: outside.path)
            try await project.expectRejected(["validate"], ExpectedError(
                file: Demo.project, "leads outside the project folder", "pass --project with the path of the file it links to"))
        }
    }
}
