import CCairo
import Foundation

/// What the pixels depend on besides tourshot's own code: library versions and font files.
/// Written beside the goldens so a drift after a system upgrade is explained, not mysterious.
public enum RendererVersions {
    public static var lines: [String] {
        var lines: [String]
        do throws(RenderError) {
            try GraphicsLibraries.load()
            lines = [
                "cairo \(String(cString: cairo_version_string()))",
                "pango \(String(cString: pango_version_string()))",
                "fontconfig \(FcGetVersion())",
            ]
        } catch {
            lines = ["graphics libraries not loaded: \(error)"]
        }
        for (package, path) in FontFiles.paths {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            lines.append("\(package) \(path) \(size.map { "\($0) bytes" } ?? "missing")")
        }
        return lines
    }
}
