import Foundation
import Testing
import TourshotDigest
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
            // The code it was built from: every file under Sources/, as the SourceDigest plugin counts them.
            #expect(lines.dropFirst().first == "tourshot sources \(try Self.sourcesDigest())", "\(version)")
            for library in ["cairo 1.", "pango 1.", "fontconfig ", "libpng 1.6.", "libdeflate 1."] {
                #expect(lines.contains { $0.hasPrefix(library) }, "\(library): \(version)")
            }
            let inter = lines.first { $0.hasPrefix("fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf ") }
            #expect(inter?.hasSuffix(" bytes") == true, "\(version)")
            // tourshot, its sources, cairo, pango, fontconfig, the 11 font files, libpng, libdeflate.
            #expect(lines.count == 18, "\(version)")
        }
    }

    private static func sourcesDigest() throws -> String {
        try SourceTreeDigest.digest(root: RepositoryPaths.root.path, files: SourceTreeDigest.files(under: RepositoryPaths.path("Sources")))
    }
}
