import TourshotPNG
import TourshotRender

/// What `tourshot --version` prints: tourshot's own version, then everything else its pixels
/// depend on (the libraries and the font files it found), one per line.
enum VersionReport {
    /// Raised with each release tag (vX.Y.Z), which `uses: OWNER/tourshot@vX.Y.Z` and
    /// `.package(url:from:)` name.
    static let tourshotVersion = "0.1.0"

    static var lines: [String] { lines(fontDirectories: FontFiles.searchDirectories()) }

    /// The code tourshot was built from, which the version number does not follow between
    /// releases: printed by `--version` and part of every input key, but not of the goldens'
    /// RENDERER-VERSIONS.txt, which would change with every commit.
    static let sourcesLine = "tourshot sources \(tourshotSourceDigest)"

    /// The lines for the font files found in `fontDirectories` (a project's `fonts` first).
    static func lines(fontDirectories: [String]) -> [String] {
        ["tourshot \(tourshotVersion)"] + RendererVersions.lines(fontDirectories: fontDirectories) + ["libpng \(PNGCodec.libraryVersion)", "libdeflate \(PNGCodec.deflateVersion)"]
    }
}
