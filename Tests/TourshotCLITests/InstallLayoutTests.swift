import Foundation
import Testing
import TourshotTestSupport

/// What `scripts/install` relies on: a binary at PREFIX/bin finds its fonts in
/// PREFIX/share/tourshot/fonts, from any folder; `--version` shows which files and libraries.
struct InstallLayoutTests {
    @Test func versionNamesTourshotTheLibrariesAndEveryFontFile() async throws {
        try await DemoProject.with(empty: true) { folder in
            let version = try await folder.run("--version")
            #expect(version.status == 0, "\(version)")
            let lines = version.stdoutLines
            #expect(lines.first == "tourshot 0.1.0")
            for library in ["cairo 1.", "pango 1.", "fontconfig ", "libpng 1.6."] {
                #expect(lines.contains { $0.hasPrefix(library) }, "\(library): \(version)")
            }
            let inter = lines.first { $0.hasPrefix("fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf ") }
            #expect(inter?.hasSuffix(" bytes") == true, "\(version)")
            // tourshot, cairo, pango, fontconfig, the 11 font files, libpng.
            #expect(lines.count == 16, "\(version)")
        }
    }

    @Test func anInstalledBinaryRendersWithTheFontsBesideItFromAnyFolder() async throws {
        try await DemoProject.with { folder in
            let prefix = folder.url("prefix"), fonts = prefix.appendingPathComponent("share/tourshot/fonts")
            try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            let binary = prefix.appendingPathComponent("bin/tourshot")
            try FileManager.default.copyItem(at: RepositoryPaths.tourshotBinary, to: binary)
            for directory in ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/dejavu",
                              "/usr/share/fonts/truetype/droid", "/usr/share/fonts/truetype/quicksand"] {
                for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
                    try FileManager.default.copyItem(atPath: directory + "/" + name, toPath: fonts.appendingPathComponent(name).path)
                }
            }
            let version = try await CLIRunner.run(["--version"], in: folder.url("Fixtures"), executable: binary)
            let installedFonts = fonts.resolvingSymlinksInPath().path
            #expect(version.stdoutLines.contains { $0.hasPrefix("fonts-inter \(installedFonts)/Inter-Regular.otf ") }, "\(version)")
            #expect(version.stdoutLines.contains { $0.hasPrefix("fonts-quicksand \(installedFonts)/Quicksand-Bold.ttf ") }, "\(version)")
            let render = try await CLIRunner.run(["render", "--project", "../tourshot.json", "--step", "2", "--portrait", "--screen", "iphone-se",
                                                  "--allow-outside", "--out", "../installed.png"], in: folder.url("Fixtures"), executable: binary)
            let reference = try await folder.run("render", "--step", "2", "--portrait", "--screen", "iphone-se", "--out", "reference.png")
            #expect(render.status == 0 && reference.status == 0, "\(render)\n\(reference)")
            #expect(try folder.data("installed.png") == folder.data("reference.png"))
        }
    }

    /// Editors read `$schema`; tourshot accepts it at the top of every input file.
    @Test func schemaKeysAreAcceptedInEveryInputFile() async throws {
        try await DemoProject.with { folder in
            for (file, kind) in [("tourshot.json", "project"), (Demo.proScreen, "screen"), (Demo.tutorial, "tutorial")] {
                let text = try folder.text(file)
                try folder.write(file, "{ \"$schema\": \"https://tourshot.dev/schema/\(kind).schema.json\"," + text.drop { $0 != "{" }.dropFirst())
            }
            let validate = try await folder.run("validate")
            #expect(validate.status == 0, "\(validate)")
            // Only at the top: elsewhere it is an unknown key as before.
            try folder.replace("\"title\": \"Welcome\"", with: "\"$schema\": \"x\", \"title\": \"Welcome\"", in: Demo.tutorial)
            let nested = try await folder.run("validate")
            #expect(nested.status == 2, "\(nested)")
            #expect(nested.stderr.contains("step 1 (steps[0][\"$schema\"]): unknown key"), "\(nested)")
        }
    }

    @Test func everySchemaAllowsTheSchemaKey() throws {
        for kind in ["project", "screen", "tutorial"] {
            let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: RepositoryPaths.path("schema/\(kind).schema.json"))) as! [String: Any]
            let properties = schema["properties"] as! [String: Any]
            #expect((properties["$schema"] as? [String: Any])?["type"] as? String == "string", "\(kind)")
        }
    }
}
