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
        #expect(libraries.allSatisfy { line in RendererIdentity.pixelLibraries.contains { line.hasPrefix("library " + $0) } }, "\(libraries)")
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
}
