import TourshotPNG
import TourshotRender

/// What `tourshot --version` prints: tourshot's own version, then everything else its pixels
/// depend on (the libraries and the font files it found), one per line.
enum VersionReport {
    /// Raised with each release tag (vX.Y.Z), which `uses: OWNER/tourshot@vX.Y.Z` and
    /// `.package(url:from:)` name.
    static let tourshotVersion = "0.1.0"

    static var lines: [String] {
        ["tourshot \(tourshotVersion)"] + RendererVersions.lines + ["libpng \(PNGCodec.libraryVersion)"]
    }
}
