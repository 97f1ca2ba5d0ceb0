import Foundation
import Testing
@testable import TourshotPreview
import TourshotDigest
import TourshotLayout
import TourshotModel
import TourshotRender

/// The renderer part of every input key names the font files and shared libraries by their
/// bytes: a font or library that changes without a version line changing still changes the key.
@Suite("renderer identity")
struct RendererIdentityTests {
    /// The lines for the pinned files in `directories` and a text face, as a command computes them.
    static func lines(_ directories: [String], textFace: TextFontChoice? = nil) throws -> [String] {
        try RendererIdentity.lines(fonts: ProjectFonts(directories: directories, textFace: textFace,
                                                       loaded: try FontFiles.loaded(directories: directories, textFace: textFace)))
    }

    /// A new folder for font files, removed after `body`.
    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    static var installed: [String] { FontFiles.find(in: FontFiles.searchDirectories()).compactMap(\.path) }

    @Test func fontFilesCountByTheirBytesNotTheirFolder() throws {
        let debian = FontFiles.searchDirectories()
        let found = Self.installed
        try #require(found.count == FontFiles.pinned.count, "the pinned fonts are installed (scripts/setup)")
        let original = try Self.lines(debian)
        try Self.withFolder { folder in
            for path in found { try FileManager.default.copyItem(atPath: path, toPath: folder.appendingPathComponent((path as NSString).lastPathComponent).path) }
            let copied = try Self.lines([folder.path])
            #expect(copied == original, "the same files in another folder")
            #expect(original.contains { $0.hasPrefix("font fonts-inter Inter-Regular.otf ") })
            #expect(original.first == "architecture x86_64" || original.first == "architecture arm64")
            #if os(Linux)
            #expect(original.contains { $0.hasPrefix("library libcairo.so") }, "\(original)")
            #expect(original.contains { $0.hasPrefix("library libharfbuzz.so") }, "\(original)")
            // Only drawing libraries: Foundation, libcurl (tourshot serve) or NSS modules, which this
            // test process or another tourshot program may map, would make their keys differ.
            let libraries = original.filter { $0.hasPrefix("library ") }
            #expect(!libraries.contains { $0.contains("Foundation") || $0.contains("libcurl") || $0.contains("libc.so") }, "\(libraries)")
            #endif
        }

        // One byte of one font file, same size, in a folder this process has not loaded yet: another identity.
        try Self.withFolder { folder in
            for path in found { try FileManager.default.copyItem(atPath: path, toPath: folder.appendingPathComponent((path as NSString).lastPathComponent).path) }
            let inter = folder.appendingPathComponent("Inter-Regular.otf")
            var bytes = try Data(contentsOf: inter)
            bytes[bytes.count - 1] ^= 1
            try bytes.write(to: inter)
            let changed = try Self.lines([folder.path])
            #expect(changed.filter { !original.contains($0) }.map { String($0.prefix(33)) } == ["font fonts-inter Inter-Regular.ot"])
        }
    }

    /// A font folder of links (TOURSHOT_FONT_DIRS over a shared font store) counts the files the
    /// links lead to: re-pointing one changes the key (it once stayed a constant "unreadable").
    /// The tracking decides every line break, so the key holds the whole table (a changed value
    /// draws again instead of passing an old golden); a project's own face says it takes none.
    @Test func theTrackingTableIsPartOfTheKey() throws {
        let inter = try Self.lines(FontFiles.searchDirectories())
        #expect(inter.contains("text tracking " + SFProTracking.keyText))
        let face = TextFontChoice(family: "DejaVu Sans", files: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")])
        let own = try Self.lines(FontFiles.searchDirectories(), textFace: face)
        #expect(own.contains("text tracking none (textFont)"))
        #expect(!own.contains { $0.hasPrefix("text tracking SF Pro") })
    }

    /// The line-break rule labels wrap with (UIKit's pushOut) decides line breaks too, with any face.
    @Test func theLineBreakRuleIsPartOfTheKey() throws {
        #expect(try Self.lines(FontFiles.searchDirectories()).contains(TextLineBreaks.keyLine))
        let face = TextFontChoice(family: "DejaVu Sans", files: [URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")])
        #expect(try Self.lines(FontFiles.searchDirectories(), textFace: face).contains(TextLineBreaks.keyLine))
        #expect(TextLineBreaks.keyLine.hasPrefix("text line breaks standard=pushOut"))
    }

    @Test func aLinkedFontFileCountsByTheBytesItLeadsTo() throws {
        let found = Self.installed
        let original = try Self.lines(FontFiles.searchDirectories())
        try Self.withFolder { store in
            func linkedFolder(interRegularTo target: String) throws -> String {
                let folder = store.appendingPathComponent(UUID().uuidString)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for path in found {
                    let name = (path as NSString).lastPathComponent
                    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path,
                                                               withDestinationPath: name == "Inter-Regular.otf" ? target : path)
                }
                return folder.path
            }
            let regular = try #require(found.first { $0.hasSuffix("/Inter-Regular.otf") })
            let bold = try #require(found.first { $0.hasSuffix("/Inter-Bold.otf") })
            #expect(try Self.lines([try linkedFolder(interRegularTo: regular)]) == original)
            let repointed = try Self.lines([try linkedFolder(interRegularTo: bold)])
            #expect(repointed.filter { !original.contains($0) }.map { String($0.prefix(33)) } == ["font fonts-inter Inter-Regular.ot"])
        }
    }

    /// A `textFont` file that is a link counts by its target too.
    @Test func aLinkedTextFontCountsByTheBytesItLeadsTo() throws {
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        try Self.withFolder { folder in
            func face(linkedTo target: String) throws -> TextFontChoice {
                let link = folder.appendingPathComponent("\(UUID().uuidString)/face.ttf")
                try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
                return TextFontChoice(family: "DejaVu Sans", files: [link])
            }
            let directories = FontFiles.searchDirectories()
            let regularLines = try Self.lines(directories, textFace: try face(linkedTo: dejaVu))
            let boldLines = try Self.lines(directories, textFace: try face(linkedTo: bold))
            #expect(regularLines.contains("text font face.ttf \(SHA256.hex(try Data(contentsOf: URL(fileURLWithPath: dejaVu))))"))
            #expect(boldLines.contains("text font face.ttf \(SHA256.hex(try Data(contentsOf: URL(fileURLWithPath: bold))))"))
        }
    }

    /// A file that changes after this process loaded it (a long-running `tourshot serve`) is not
    /// keyed from its new bytes: the pictures were drawn with what was loaded.
    @Test func aFontFileChangedSinceItWasLoadedIsRefused() throws {
        let found = Self.installed
        try Self.withFolder { folder in
            for path in found { try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent((path as NSString).lastPathComponent).path, withDestinationPath: path) }
            _ = try Self.lines([folder.path])
            let link = folder.appendingPathComponent("Inter-Regular.otf").path
            try FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try #require(found.first { $0.hasSuffix("/Inter-Bold.otf") }))
            let error = #expect(throws: PreviewFailure.self) { try Self.lines([folder.path]) }
            #expect(error?.lines == ["font file \(link) changed since this process loaded it, so its pictures may show the old file; run the command again (restart tourshot serve) to draw with the new one"])
        }
    }

    /// What a process maps besides the drawing libraries (libc, Foundation, libcurl in `tourshot
    /// serve`, zstd beside zlib, the program itself, anonymous mappings) is left out; each library
    /// counts once however many segments it maps.
    @Test func onlyDrawingLibrariesOfTheMapsCount() {
        let maps = """
        55d0c0a00000-55d0c0a10000 r--p 00000000 08:01 1 /usr/local/bin/tourshot-serve
        7f0000000000-7f0000001000 r--p 00000000 08:01 2 /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
        7f0000001000-7f0000002000 r-xp 00001000 08:01 2 /usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0
        7f0000002000-7f0000003000 r--p 00000000 08:01 3 /usr/lib/x86_64-linux-gnu/libc.so.6
        7f0000003000-7f0000004000 r--p 00000000 08:01 4 /usr/lib/x86_64-linux-gnu/libcurl.so.4.8.0
        7f0000004000-7f0000005000 r--p 00000000 08:01 5 /usr/lib/x86_64-linux-gnu/libzstd.so.1.5.4
        7f0000005000-7f0000006000 r--p 00000000 08:01 6 /usr/lib/x86_64-linux-gnu/libz.so.1.2.13
        7f0000006000-7f0000007000 r--p 00000000 08:01 7 /usr/lib/swift/linux/libFoundation.so
        7f0000007000-7f0000008000 r--p 00000000 08:01 8 /usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0
        7f0000008000-7f0000009000 rw-p 00000000 00:00 0
        7f0000008800-7f0000008900 r--p 00000000 08:01 10 /usr/lib/x86_64-linux-gnu/libdeflate.so.0
        7f0000009000-7f000000a000 r--p 00000000 08:01 9 /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
        """
        #expect(RendererIdentity.pixelLibraries(inMaps: maps) == [
            "/usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0", "/usr/lib/x86_64-linux-gnu/libdeflate.so.0",
            "/usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0",
            "/usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0", "/usr/lib/x86_64-linux-gnu/libz.so.1.2.13",
        ])
    }
}
