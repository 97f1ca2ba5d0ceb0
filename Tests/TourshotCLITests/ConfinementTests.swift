import Foundation
import Testing

/// One path policy for every path a command reads or writes: project keys and flags alike,
/// links followed, and no file removed that tourshot did not write (the outside review's items
/// 1, 3, 4 and 5).
@Suite("paths stay in the project")
struct ConfinementTests {
    /// A fresh folder beside the project's, where nothing may appear.
    static func sibling(of project: DemoProject) -> (name: String, url: URL) {
        let name = "outside-\(UUID().uuidString)"
        return (name, project.root.deletingLastPathComponent().appendingPathComponent(name))
    }

    static func files(under url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("\"output\": \"../x\" is refused by render, check and review; --allow-outside lets it through",
          arguments: [["render", "--step", "1"], ["check", "--tour", "approach", "--step", "1"], ["review", "--tour", "approach", "--step", "1"]])
    func outputKeyOutside(_ command: [String]) async throws {
        try await DemoProject.with { project in
            let (name, outside) = Self.sibling(of: project)
            defer { try? FileManager.default.removeItem(at: outside) }
            try project.replace("\"output\": \"out\"", with: "\"output\": \"../\(name)\"", in: Demo.project)
            try await project.expectRejected(command, ExpectedError(file: Demo.project, path: "output", "leads outside the project folder", "--allow-outside"))
            #expect(!FileManager.default.fileExists(atPath: outside.path))
            if command[0] == "render" {
                let allowed = try await project.run(command + ["--allow-outside"])
                #expect(allowed.status == 0, "\(allowed)")
                #expect(Self.files(under: outside) == ["approach-iphone-15-pro-step01-portrait.png"])
            }
        }
    }

    @Test("an absolute \"goldens\" and --goldens outside are refused by record and check")
    func goldensOutside() async throws {
        try await DemoProject.with { project in
            let (_, outside) = Self.sibling(of: project)
            defer { try? FileManager.default.removeItem(at: outside) }
            try project.replace("\"goldens\": \"GoldenImages\"", with: "\"goldens\": \"\(outside.path)\"", in: Demo.project)
            try await project.expectRejected(["record", "--missing", "--tour", "approach", "--step", "1"],
                                             ExpectedError(file: Demo.project, path: "goldens", "leads outside"))
            try await project.expectRejected(["check", "--goldens", "../g", "--tour", "approach", "--step", "1"],
                                             ExpectedError(file: "--goldens ../g", "leads outside"))
            #expect(!FileManager.default.fileExists(atPath: outside.path))
        }
    }

    @Test("a symlinked out/ or GoldenImages/ leading outside is refused")
    func symlinkedFolders() async throws {
        try await DemoProject.with { project in
            let (_, outside) = Self.sibling(of: project)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: outside) }
            try FileManager.default.createSymbolicLink(at: project.url("out"), withDestinationURL: outside)
            try await project.expectRejected(["render", "--step", "1"], ExpectedError(file: Demo.project, path: "output", "leads outside"))
            try await project.expectRejected(["render", "--step", "1", "--out", "out/sub/step.png"], ExpectedError(file: "--out out/sub/step.png", "leads outside"))
            try FileManager.default.removeItem(at: project.url("out"))
            try FileManager.default.createDirectory(at: project.url("out"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: project.url("out/report"), withDestinationURL: outside)
            try await project.expectRejected(["check", "--tour", "approach", "--step", "1"], ExpectedError(file: Demo.project, path: "output", "leads outside"))
            try FileManager.default.createSymbolicLink(at: project.url("GoldenImages"), withDestinationURL: outside)
            try await project.expectRejected(["record", "--missing", "--tour", "approach", "--step", "1"],
                                             ExpectedError(file: Demo.project, path: "goldens", "leads outside"))
            #expect(Self.files(under: outside).isEmpty)
        }
    }

    @Test("check with --allow-outside into a site's folder removes nothing it did not write")
    func reportIntoForeignFolder() async throws {
        try await DemoProject.with { project in
            let (name, site) = Self.sibling(of: project)
            defer { try? FileManager.default.removeItem(at: site) }
            let photo = site.appendingPathComponent("report/images/holiday/photo1.jpg")
            try FileManager.default.createDirectory(at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("jpeg".utf8).write(to: photo)
            try Data("<html>mine</html>".utf8).write(to: site.appendingPathComponent("report/index.html"))
            try project.replace("\"output\": \"out\"", with: "\"output\": \"../\(name)\"", in: Demo.project)
            let result = try await project.run("check", "--tour", "approach", "--step", "1", "--allow-outside")
            #expect(result.status == 2 && result.stderr.contains("report folder") && result.stderr.contains("files tourshot did not write"), "\(result)")
            #expect(FileManager.default.fileExists(atPath: photo.path))
            #expect(try String(contentsOf: site.appendingPathComponent("report/index.html"), encoding: .utf8) == "<html>mine</html>")
        }
    }

    @Test("a tour named ../../../escaped-review writes its review inside the project")
    func reviewTourNameIsAFileName() async throws {
        try await DemoProject.with { project in
            let tour = "../../../escaped-review-\(UUID().uuidString)"
            try project.replace("\"name\": \"approach\",", with: "\"name\": \"\(tour)\",", in: Demo.project)
            let result = try await project.run("review", "--tour", tour, "--screen", "iphone-se", "--step", "1")
            #expect(result.status == 0, "\(result)")
            let escaped = project.root.appendingPathComponent("out/review/\(tour)").standardizedFileURL
            #expect(!FileManager.default.fileExists(atPath: escaped.path))
            let reviews = try FileManager.default.contentsOfDirectory(atPath: project.url("out/review").path)
            #expect(reviews == ["_._.._.._escaped-review-" + tour.dropFirst("../../../escaped-review-".count)])
        }
    }

    @Test("review with a broken screenshot on its second screen writes nothing and names the screen file")
    func reviewValidatesFirst() async throws {
        try await DemoProject.with { project in
            let bytes = try project.data(Demo.settingsLandscapeShot)
            try project.write(Demo.settingsLandscapeShot, bytes.prefix(bytes.count / 2))
            try await project.expectRejected(["review", "--tour", "approach"],
                                             ExpectedError(file: Demo.seScreen, path: "landscape.presentations.settings.background", "screenshot", "not a usable PNG"))
        }
    }

    @Test("tours a-iphone-15 on screen pro and a on screen iphone-15-pro are refused: same file names")
    func collidingNames() async throws {
        try await DemoProject.with { project in
            var screen = try project.text(Demo.seScreen)
            screen = screen.replacingOccurrences(of: "\"name\": \"iphone-se\"", with: "\"name\": \"pro\"")
            try project.write("Fixtures/approach/pro.screen.json", screen)
            try project.replace("{ \"name\": \"approach-dark\"", with: """
                { "name": "a-iphone-15", "tutorial": "Fixtures/approach/approach.tutorial.json", "screens": ["Fixtures/approach/pro.screen.json"] },
                { "name": "a", "tutorial": "Fixtures/approach/approach.tutorial.json", "screens": ["Fixtures/approach/iphone-15-pro.screen.json"] },
                { "name": "approach-dark"
                """, in: Demo.project)
            let message = "tour \"a\" on screen \"iphone-15-pro\" and tour \"a-iphone-15\" on screen \"pro\" give their images the same file names (a-iphone-15-pro-step01-portrait, …)"
            for command in [["record", "--missing"], ["check"]] {
                let result = try await project.expectRejected(command, ExpectedError(file: Demo.project, path: "tours[2].name", message))
                #expect(result.stderr.components(separatedBy: "same file names").count == 2, "one line per clashing pair: \(result)")
            }
            let alone = try await project.run("render", "--step", "1", "--tour", "a")
            #expect(alone.status == 0, "one tour alone has no collision: \(alone)")
            // Names that differ only in case collide on macOS.
            try project.replace("{ \"name\": \"a\", \"tutorial\"", with: "{ \"name\": \"A\", \"tutorial\"", in: Demo.project)
            try await project.expectRejected(["lint"], ExpectedError(file: Demo.project, path: "tours[2].name", "give their images the same file names"))
        }
    }
}

@Suite("diff writes stay in the current folder")
struct DiffConfinementTests {
    @Test("diff --out ../d.png is refused without --allow-outside")
    func diffOutOutside() async throws {
        try await DemoProject.with { project in
            let name = "outside-\(UUID().uuidString).png"
            let outside = project.root.deletingLastPathComponent().appendingPathComponent(name)
            defer { try? FileManager.default.removeItem(at: outside) }
            let shot = Demo.landscapeShot
            try await project.expectRejected(["diff", shot, shot, "--out", "../\(name)"], ExpectedError(file: "--out ../\(name)", "leads outside", "--allow-outside"))
            #expect(!FileManager.default.fileExists(atPath: outside.path))
            let allowed = try await project.run("diff", shot, shot, "--out", "../\(name)", "--allow-outside")
            #expect(allowed.status == 0 && FileManager.default.fileExists(atPath: outside.path), "\(allowed)")
        }
    }
}
