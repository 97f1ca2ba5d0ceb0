import Foundation
import Testing
import TourshotLayout
@testable import TourshotRender

/// The pinned font files are found by name along a search path: TOURSHOT_FONT_DIRS when set,
/// Debian's folders otherwise, or a list the caller gives.
struct FontFilesTests {
    @Test func theEnvironmentVariableReplacesTheDefaultFolders() {
        #expect(FontFiles.searchDirectories(environment: [:]) == FontFiles.defaultDirectories)
        #expect(FontFiles.searchDirectories(environment: ["TOURSHOT_FONT_DIRS": ""]) == FontFiles.defaultDirectories)
        #expect(FontFiles.searchDirectories(environment: ["TOURSHOT_FONT_DIRS": "/a/fonts::/b"]) == ["/a/fonts", "/b"])
        // The project's folders when the variable is unset; the variable (this machine's override) wins.
        let project = [URL(fileURLWithPath: "/app/fonts")]
        #expect(FontFiles.searchDirectories(project: project, environment: [:]) == ["/app/fonts"])
        #expect(FontFiles.searchDirectories(project: project, environment: ["TOURSHOT_FONT_DIRS": "/b"]) == ["/b"])
        #expect(FontFiles.defaultDirectories == ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/noto",
                                                 "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/droid",
                                                 "/usr/share/fonts/truetype/quicksand"])
    }

    @Test func eachFileComesFromTheFirstFolderHoldingIt() throws {
        try withFontFolders { first, second in
            // Inter-Bold.otf in both: the first folder wins; the rest only in the second.
            let installed = try FontFiles.locate(in: FontFiles.defaultDirectories).map(\.file.path)
            for path in installed {
                let name = (path as NSString).lastPathComponent
                let folder = name.hasPrefix("Inter-Bold") ? first : second
                try FileManager.default.copyItem(atPath: path, toPath: folder.appendingPathComponent(name).path)
            }
            try FileManager.default.copyItem(atPath: installed[3], toPath: second.appendingPathComponent("Inter-Bold.otf").path)
            let located = try FontFiles.locate(in: [first.path, second.path]).map(\.file.path)
            #expect(located.count == 11)
            #expect(located[3] == first.appendingPathComponent("Inter-Bold.otf").path)
            #expect(located.enumerated().allSatisfy { $0.offset == 3 || $0.element.hasPrefix(second.path + "/") })
            #expect(located.map { ($0 as NSString).lastPathComponent } == FontFiles.pinned.map(\.name))
        }
    }

    @Test func missingFilesAreNamedWithTheFoldersAndTheFix() throws {
        try withFontFolders { first, _ in
            try FileManager.default.copyItem(atPath: try FontFiles.locate(in: FontFiles.defaultDirectories).map(\.file.path)[0],
                                             toPath: first.appendingPathComponent("Inter-Regular.otf").path)
            do throws(RenderError) {
                _ = try FontFiles.locate(in: [first.path]).map(\.file.path)
                Issue.record("expected an error")
            } catch {
                #expect(error.message.hasPrefix("font files missing: Inter-Medium.otf, Inter-SemiBold.otf, Inter-Bold.otf, NotoColorEmoji.ttf,"))
                #expect(error.message.contains("(looked in \(first.path))"))
                #expect(error.message.contains("Debian packages: fonts-dejavu-core fonts-droid-fallback fonts-inter fonts-noto-color-emoji fonts-quicksand"))
                #expect(error.message.hasSuffix("or name the folders that hold them in tourshot.json's \"fonts\" or in TOURSHOT_FONT_DIRS (colon-separated)"))
            }
        }
    }

    @Test func aFontSystemOverCopiesInAnotherFolderMeasuresTheSame() throws {
        try withFontFolders { first, _ in
            for path in try FontFiles.locate(in: FontFiles.defaultDirectories).map(\.file.path) {
                try FileManager.default.copyItem(atPath: path, toPath: first.appendingPathComponent((path as NSString).lastPathComponent).path)
            }
            let copies = try FontSystem(fontDirectories: [first.path])
            let installed = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
            #expect(copies.fontDirectories == [first.path])
            let font = FontSpec(size: 17, weight: .semibold)
            let text = "Adjustable Speed 👋 中文 ⚙"
            let measured = PangoTextMeasurer(fonts: copies).measure(text, font: font, wrapWidth: nil)
            #expect(measured == PangoTextMeasurer(fonts: installed).measure(text, font: font, wrapWidth: nil))
            #expect(measured.width > 100)
        }
    }

    /// Two fresh empty folders, removed afterwards.
    private func withFontFolders(_ body: (URL, URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-font-dirs-\(UUID().uuidString)")
        let first = root.appendingPathComponent("first"), second = root.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(first, second)
    }
}
