import CCairo
import Foundation
import Testing
@testable import TourshotRender

/// Font patterns read from the system's cache must be the ones a scan of the file produces,
/// or renders would depend on whether a machine's cache exists.
struct CachedFontPatternsTests {
    @Test func cachedPatternsAreWhatAScanOfTheFileProduces() throws {
        let paths = try FontFiles.locate(in: FontFiles.defaultDirectories).map(\.file.path)
        let cached = CachedFontPatterns.patterns(for: paths)
        defer { cached.values.joined().forEach { FcPatternDestroy($0) } }
        // Debian's font packages run fc-cache, so scripts/setup leaves every folder cached.
        #expect(Set(cached.keys) == Set(paths))
        for (path, patterns) in cached {
            let scan = try #require(FcFontSetCreate())
            defer { FcFontSetDestroy(scan) }
            var faces: Int32 = 0
            FcFreeTypeQueryAll(path, UInt32.max, nil, &faces, scan)
            #expect(Int(scan.pointee.nfont) == patterns.count, "\(path)")
            for (index, pattern) in patterns.enumerated() where index < Int(scan.pointee.nfont) {
                #expect(FcPatternEqual(pattern, scan.pointee.fonts[index]) != 0, "\(path), face \(index)")
            }
        }
    }

    @Test func filesInFoldersWithoutACacheAreScannedInTheirPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let installed = try FontFiles.locate(in: FontFiles.defaultDirectories).map(\.file.path)
        func path(_ name: String) -> String { installed.first { $0.hasSuffix("/" + name) }! }
        let copy = folder.appendingPathComponent("Quicksand-Bold.ttf").path
        try FileManager.default.copyItem(atPath: path("Quicksand-Bold.ttf"), toPath: copy)
        let order = [path("Inter-Regular.otf"), copy, path("Inter-Bold.otf")]
        let config = try #require(FcConfigCreate())
        defer { FcConfigDestroy(config) }
        try CachedFontPatterns.addApplicationFonts(order, to: config)
        let set = try #require(FcConfigGetFonts(config, FcSetApplication))
        let files = (0..<Int(set.pointee.nfont)).map { index -> String in
            var file: UnsafeMutablePointer<FcChar8>?
            _ = FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file)
            return file.map { String(cString: $0) } ?? "?"
        }
        #expect(files == order)
    }
}
