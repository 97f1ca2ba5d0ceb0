import CCairo
import Foundation
import TourshotFiles

/// What the pixels depend on besides tourshot's own code: library versions and font files.
/// Written beside the goldens so a drift after a system upgrade is explained, not mysterious.
public enum RendererVersions {
    public static var lines: [String] { lines(fontDirectories: FontFiles.searchDirectories()) }

    /// The lines for the pinned font files as found in `fontDirectories`.
    public static func lines(fontDirectories: [String]) -> [String] {
        var lines = [
            "cairo \(String(cString: cairo_version_string()))",
            "pango \(String(cString: pango_version_string()))",
            "fontconfig \(FcGetVersion())",
        ]
        for (file, path) in FontFiles.find(in: fontDirectories) {
            // The size of the file a link leads to: the one fontconfig loads.
            let size = path.flatMap { try? FileStamp.of($0).size }
            lines.append("\(file.package) \(path ?? file.name) \(size.map { "\($0) bytes" } ?? (path == nil ? "missing" : "not a regular file"))")
        }
        return lines
    }
}
