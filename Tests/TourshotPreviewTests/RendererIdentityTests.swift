import Foundation
import Testing
@testable import TourshotPreview
import TourshotRender

/// The renderer part of every input key names the font files and shared libraries by their
/// bytes: a font or library that changes without a version line changing still changes the key.
@Suite("renderer identity")
struct RendererIdentityTests {
    @Test func fontFilesCountByTheirBytesNotTheirFolder() throws {
        let debian = FontFiles.searchDirectories()
        let found = FontFiles.find(in: debian).compactMap(\.path)
        try #require(!found.isEmpty, "the pinned fonts are installed (scripts/setup)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in found { try FileManager.default.copyItem(atPath: path, toPath: folder.appendingPathComponent((path as NSString).lastPathComponent).path) }

        let original = RendererIdentity.lines(fontDirectories: debian, textFont: nil)
        let copied = RendererIdentity.lines(fontDirectories: [folder.path], textFont: nil)
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

        // One byte of one font file, same size: another identity.
        let inter = folder.appendingPathComponent("Inter-Regular.otf")
        var bytes = try Data(contentsOf: inter)
        bytes[bytes.count - 1] ^= 1
        try bytes.write(to: inter)
        let changed = RendererIdentity.lines(fontDirectories: [folder.path], textFont: nil)
        #expect(changed.filter { !original.contains($0) }.map { String($0.prefix(33)) } == ["font fonts-inter Inter-Regular.ot"])
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
        7f0000009000-7f000000a000 r--p 00000000 08:01 9 /usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0
        """
        #expect(RendererIdentity.pixelLibraries(inMaps: maps) == [
            "/usr/lib/x86_64-linux-gnu/libcairo.so.2.11600.0", "/usr/lib/x86_64-linux-gnu/libharfbuzz.so.0.60000.0",
            "/usr/lib/x86_64-linux-gnu/libpng16.so.16.39.0", "/usr/lib/x86_64-linux-gnu/libz.so.1.2.13",
        ])
    }
}
