import Foundation
import Testing

/// Font files are inputs like any other: what a link leads to is what is keyed and drawn, and a
/// pipe or an oversized file is refused before fontconfig or FreeType opens it, with the
/// project file and its key named. On the demo reduced to the iPhone SE, with DejaVu Sans
/// copied into the project as its `textFont`.
@Suite("font files as inputs")
struct FontFileInputTests {
    static let regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The SE project drawing its text in `fonts/face.ttf`.
    static func project(_ project: DemoProject) throws {
        try project.write("tourshot.json", """
            { "textFont": { "family": "DejaVu Sans", "files": ["fonts/face.ttf"] },
              "tours": [ { "name": "approach", "tutorial": "Fixtures/approach/approach.tutorial.json",
                           "screens": ["Fixtures/approach/iphone-se.screen.json"] } ] }
            """)
        try FileManager.default.createDirectory(at: project.url("fonts"), withIntermediateDirectories: true)
    }

    static func link(_ project: DemoProject, to target: String) throws {
        let link = project.url("fonts/face.ttf").path
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    }

    /// The review's case: a font folder of links (TOURSHOT_FONT_DIRS), one link re-pointed after
    /// record (Inter Regular now leads to the Bold file). `check` must draw and fail as
    /// `check --full` does, not pass the images undrawn.
    @Test func rePointingALinkedFontFileIsDrawnByCheck() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            let folder = project.url("linked-fonts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Every file of the font packages scripts/setup installs, by name.
            let packages = ["opentype/inter", "truetype/noto", "truetype/dejavu", "truetype/droid", "truetype/quicksand"].map { "/usr/share/fonts/" + $0 }
            var installed: [String: String] = [:]
            for package in packages {
                for name in try FileManager.default.contentsOfDirectory(atPath: package) { installed[name] = package + "/" + name }
            }
            func link(_ name: String, to target: String) throws {
                let path = folder.appendingPathComponent(name).path
                try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            }
            for (name, path) in installed { try link(name, to: path) }
            let environment = GoldenLoopTests.local.merging(["TOURSHOT_FONT_DIRS": folder.path]) { $1 }
            // Two targets whose paths have the same length: the link itself looks the same.
            let store = project.url("font-store")
            try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: try #require(installed["Inter-Regular.otf"]), toPath: store.appendingPathComponent("r.otf").path)
            try FileManager.default.copyItem(atPath: try #require(installed["Inter-Bold.otf"]), toPath: store.appendingPathComponent("b.otf").path)
            try link("Inter-Regular.otf", to: store.appendingPathComponent("r.otf").path)
            let record = try await project.run(["record", "--step", "1"], environment: environment)
            #expect(record.status == 0, "\(record)")
            try link("Inter-Regular.otf", to: store.appendingPathComponent("b.otf").path)
            let check = try await project.run(["check", "--step", "1"], environment: environment)
            #expect(check.status == 1, "\(check)")
            #expect(UnchangedSkipTests.drawn(project) == ["approach-iphone-se-step01-landscape", "approach-iphone-se-step01-portrait"], "\(check)")
        }
    }

    /// A pipe named as a font file once blocked FreeType's open for ever (render, check and lint).
    @Test func aPipeNamedAsTheTextFontIsRefusedAtOnce() async throws {
        try await DemoProject.with { project in
            try Self.project(project)
            #expect(mkfifo(project.url("fonts/face.ttf").path, 0o600) == 0)
            for command in [["render", "--step", "1"], ["check"], ["lint"]] {
                let result = try await project.run(command, environment: GoldenLoopTests.local)
                #expect(result.status == 2, "\(result)")
                #expect(result.stderr.contains("error: tourshot.json: textFont.files[0]: font file \(project.url("fonts/face.ttf").path) is not a regular file (a pipe, device or socket cannot be loaded as a font); name the .otf, .ttf or .ttc file itself"), "\(result)")
            }
        }
    }

    /// Likewise a pipe in a folder of TOURSHOT_FONT_DIRS, where a pinned file is looked for.
    @Test func aPipeInAFontFolderIsRefusedAtOnce() async throws {
        try await DemoProject.with { project in
            try GoldenLoopTests.seProject(project)
            let folder = project.url("shared-fonts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            #expect(mkfifo(folder.appendingPathComponent("Inter-Regular.otf").path, 0o600) == 0)
            let result = try await project.run(["render", "--step", "1"], environment: ["TOURSHOT_FONT_DIRS": folder.path + ":/usr/share/fonts/opentype/inter:/usr/share/fonts/truetype/noto:/usr/share/fonts/truetype/dejavu:/usr/share/fonts/truetype/droid:/usr/share/fonts/truetype/quicksand"])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("font file \(folder.path)/Inter-Regular.otf is not a regular file"), "\(result)")
        }
    }

    /// A font file is read whole by FreeType and the input key: one over the limit is refused
    /// by its size, before it is read.
    @Test func aHugeTextFontIsRefusedBeforeItIsRead() async throws {
        try await DemoProject.with { project in
            try Self.project(project)
            let file = project.url("fonts/face.ttf")
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            #expect(truncate(file.path, off_t(129 << 20)) == 0)
            let result = try await project.run(["check"], environment: GoldenLoopTests.local)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("error: tourshot.json: textFont.files[0]: font file \(file.path) is 129 MiB, over the 128 MiB a font file may have"), "\(result)")
        }
    }

    /// fontconfig's own refusals name the project file and the key too.
    @Test func aFamilyNoFileDeclaresNamesTheProjectFileAndKey() async throws {
        try await DemoProject.with { project in
            try Self.project(project)
            try project.write("fonts/face.ttf", try Data(contentsOf: URL(fileURLWithPath: Self.regular)))
            try project.replace(#""family": "DejaVu Sans""#, with: #""family": "SF Pro""#, in: "tourshot.json")
            let result = try await project.run(["render", "--step", "1"], environment: GoldenLoopTests.local)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains(#"error: tourshot.json: textFont.family: no file declares the family "SF Pro"; the files declare "DejaVu Sans". Set "family" to one of them"#), "\(result)")
        }
    }
}
