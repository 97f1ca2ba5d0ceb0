import Foundation
import Testing

/// The project's `fonts` key and TOURSHOT_FONT_DIRS replace the folders the pinned fonts are
/// looked for in.
struct FontDirectoriesTests {
    @Test func aFolderWithoutTheFontsIsAnErrorNamingItAndTheVariable() async throws {
        try await DemoProject.with { folder in
            try FileManager.default.createDirectory(at: folder.url("no-fonts"), withIntermediateDirectories: true)
            let render = try await folder.run(["render", "--step", "1", "--portrait", "--screen", "iphone-se", "--out", "out.png"],
                                              environment: ["TOURSHOT_FONT_DIRS": folder.url("no-fonts").path])
            #expect(render.status == 2, "\(render)")
            #expect(render.stderr.contains("error: font files missing: Inter-Regular.otf,"), "\(render)")
            #expect(render.stderr.contains("(looked in \(folder.url("no-fonts").path))"), "\(render)")
            #expect(render.stderr.contains("in tourshot.json's \"fonts\" or in TOURSHOT_FONT_DIRS"), "\(render)")
            #expect(!FileManager.default.fileExists(atPath: folder.url("out.png").path))
        }
    }

    @Test func copiesOfTheFontsElsewhereRenderTheSamePixels() async throws {
        try await DemoProject.with { folder in
            let fonts = folder.url("fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try copyDebianFonts(to: fonts)
            let arguments = ["render", "--step", "2", "--portrait", "--screen", "iphone-se"]
            let installed = try await folder.run(arguments + ["--out", "installed.png"])
            let copied = try await folder.run(arguments + ["--out", "copied.png"], environment: ["TOURSHOT_FONT_DIRS": fonts.path])
            #expect(installed.status == 0 && copied.status == 0, "\(installed)\n\(copied)")
            #expect(try folder.data("installed.png") == folder.data("copied.png"))
        }
    }

    @Test func theProjectsFontsKeyNamesFoldersInsideTheProject() async throws {
        try await DemoProject.with { folder in
            let fonts = folder.url("vendor/fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try copyDebianFonts(to: fonts)
            let arguments = ["render", "--step", "2", "--portrait", "--screen", "iphone-se"]
            let installed = try await folder.run(arguments + ["--out", "installed.png"])
            try folder.replace(#""output": "out""#, with: #""output": "out", "fonts": ["vendor/fonts"]"#, in: Demo.project)
            let vendored = try await folder.run(arguments + ["--out", "vendored.png"])
            #expect(installed.status == 0 && vendored.status == 0, "\(installed)\n\(vendored)")
            #expect(try folder.data("installed.png") == folder.data("vendored.png"))

            // An empty folder: the error names it (so the key is read), and nothing is written.
            try FileManager.default.createDirectory(at: folder.url("empty"), withIntermediateDirectories: true)
            try folder.replace(#"["vendor/fonts"]"#, with: #"["empty"]"#, in: Demo.project)
            let missing = try await folder.run(arguments + ["--out", "missing.png"])
            #expect(missing.status == 2, "\(missing)")
            #expect(missing.stderr.contains("(looked in \(folder.url("empty").path))"), "\(missing)")
            #expect(!FileManager.default.fileExists(atPath: folder.url("missing.png").path))

            // A folder outside the project is refused like every other path of the project file.
            try folder.replace(#"["empty"]"#, with: #"["/usr/share/fonts/opentype/inter"]"#, in: Demo.project)
            let outside = try await folder.run(arguments + ["--out", "outside.png"])
            #expect(outside.status == 2, "\(outside)")
            #expect(outside.stderr.contains("fonts[0]"), "\(outside)")
        }
    }

    /// Copies the files of the Debian font folders tourshot's pinned fonts come from into `folder`.
    private func copyDebianFonts(to folder: URL) throws {
        for directory in ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/dejavu",
                          "/usr/share/fonts/truetype/droid", "/usr/share/fonts/truetype/quicksand"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
                try FileManager.default.copyItem(atPath: directory + "/" + name, toPath: folder.appendingPathComponent(name).path)
            }
        }
    }
}
