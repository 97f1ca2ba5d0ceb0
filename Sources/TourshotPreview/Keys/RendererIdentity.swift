import Foundation
import TourshotDigest
import TourshotGolden
import TourshotModel
import TourshotRender

/// What of the renderer decides the pixels beyond the version lines `--version` prints: the
/// bytes of the font files drawn with and of the drawing libraries the process loaded (FreeType,
/// HarfBuzz and pixman shape and rasterise but print no version line; a distribution update
/// changes their files), and the machine's architecture. Part of every input key, so goldens
/// recorded with other fonts, libraries or on another architecture are drawn, not skipped.
public enum RendererIdentity {
    /// The lines for the font files `fonts` loaded (their bytes as loaded: a file changed since
    /// is an error, not a key of pixels nobody drew) and the libraries mapped.
    public static func lines(fonts: ProjectFonts) throws(PreviewFailure) -> [String] {
        // The tracking text is set with decides every line break, as the font files do.
        // So does the line-break strategy labels wrap with.
        var lines = ["architecture \(architecture)", TextTracking.keyLine(textFace: fonts.textFace), TextLineBreaks.keyLine]
        for font in fonts.loaded {
            do {
                lines.append("\(font.label) \(try font.file.digest())")
            } catch {
                throw PreviewFailure(error.message)
            }
        }
        return lines + loadedLibraries().map { "library \(($0 as NSString).lastPathComponent) \(libraryDigest($0))" }
    }

    static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "arm64"
        #else
        "other"
        #endif
    }

    /// The SHA-256 of a library's bytes (a path the kernel mapped, links resolved);
    /// "unreadable" (which no recorded key has) otherwise.
    static func libraryDigest(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
        return SHA256.hex(data)
    }

    /// Libraries that shape, rasterise, composite or encode what tourshot draws, by the start of
    /// their file name. Others a process maps (libcurl in `tourshot serve`, NSS modules loaded
    /// on demand) decide no pixel and must not make one program's keys differ from another's.
    static let pixelLibraries = ["libcairo", "libpango", "libpixman", "libfreetype", "libharfbuzz", "libfontconfig",
                                 "libfribidi", "libthai", "libdatrie", "libgraphite2", "libbrotli", "libpng", "libdeflate", "libz.", "libexpat"]

    /// The pixel libraries mapped into this process, sorted (Linux: /proc/self/maps; elsewhere
    /// none, and the version lines stand for them).
    static func loadedLibraries() -> [String] {
        #if os(Linux)
        // Read to the end: /proc files report a size of 0, which whole-file reads trust.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else { return [] }
        return pixelLibraries(inMaps: String(decoding: data, as: UTF8.self))
        #else
        return []
        #endif
    }

    /// The paths of pixel libraries in a `/proc/<pid>/maps` text, each once, sorted.
    static func pixelLibraries(inMaps maps: String) -> [String] {
        let paths = maps.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...])
            let name = (path as NSString).lastPathComponent
            return path.contains(".so") && pixelLibraries.contains(where: name.hasPrefix) ? path : nil
        }
        return Set(paths).sorted()
    }
}
