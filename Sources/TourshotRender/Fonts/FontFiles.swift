import Foundation
import TourshotModel

/// The font files tourshot renders with, chosen by file name so output never depends on what
/// fontconfig would find on a machine. Debian packages install them (`scripts/setup`); any
/// machine can use copies of the same files through a search path of directories.
public enum FontFiles {
    /// Stand-in for SF Pro: Inter (fonts-inter), metric-close and with the same weights.
    public static let textFamily = "Inter"
    public static let emojiFamily = "Noto Color Emoji"
    /// Symbols Inter lacks (⚙, ✓, variation selectors) in their text form.
    public static let symbolFamily = "DejaVu Sans"
    public static let cjkFamily = "Droid Sans Fallback"
    /// Stand-in for SF Pro Rounded (`design: .rounded`): Quicksand (fonts-quicksand), the
    /// packaged rounded sans whose widths come closest to SF Pro's (a 32 pt bold title is
    /// within ≈ 4% of Inter's width); characters it lacks fall back to the usual list.
    public static let roundedFamily = "Quicksand"

    /// One pinned file: its name, the Debian package that installs it and the folder it goes to.
    public struct Pinned: Sendable, Equatable {
        public let name: String
        public let package: String
        public let debianFolder: String
    }

    public static let pinned: [Pinned] = [
        Pinned(name: "Inter-Regular.otf", package: "fonts-inter", debianFolder: "/usr/share/fonts/opentype/inter"),
        Pinned(name: "Inter-Medium.otf", package: "fonts-inter", debianFolder: "/usr/share/fonts/opentype/inter"),
        Pinned(name: "Inter-SemiBold.otf", package: "fonts-inter", debianFolder: "/usr/share/fonts/opentype/inter"),
        Pinned(name: "Inter-Bold.otf", package: "fonts-inter", debianFolder: "/usr/share/fonts/opentype/inter"),
        Pinned(name: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji", debianFolder: "/usr/share/fonts/truetype/noto"),
        Pinned(name: "DejaVuSans.ttf", package: "fonts-dejavu-core", debianFolder: "/usr/share/fonts/truetype/dejavu"),
        Pinned(name: "DejaVuSans-Bold.ttf", package: "fonts-dejavu-core", debianFolder: "/usr/share/fonts/truetype/dejavu"),
        Pinned(name: "DroidSansFallbackFull.ttf", package: "fonts-droid-fallback", debianFolder: "/usr/share/fonts/truetype/droid"),
        Pinned(name: "Quicksand-Regular.ttf", package: "fonts-quicksand", debianFolder: "/usr/share/fonts/truetype/quicksand"),
        Pinned(name: "Quicksand-Medium.ttf", package: "fonts-quicksand", debianFolder: "/usr/share/fonts/truetype/quicksand"),
        Pinned(name: "Quicksand-Bold.ttf", package: "fonts-quicksand", debianFolder: "/usr/share/fonts/truetype/quicksand"),
    ]

    /// The environment variable naming the directories to search instead of the default ones,
    /// separated by colons (e.g. a folder of the same files on a Mac).
    public static let directoriesVariable = "TOURSHOT_FONT_DIRS"

    /// Where the files are when nothing else is said: an installed tourshot's own copies
    /// (`installedFolder`), then the Debian packages' folders.
    public static var defaultDirectories: [String] {
        var folders: [String] = installedDirectory.map { [$0] } ?? []
        for file in pinned where !folders.contains(file.debianFolder) { folders.append(file.debianFolder) }
        return folders
    }

    /// Where to look, most specific first: the directories `TOURSHOT_FONT_DIRS` names (empty
    /// entries skipped; this machine's override), else the project's `fonts` folders, else the
    /// default ones.
    public static func searchDirectories(project: [URL] = [],
                                         environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let named = (environment[directoriesVariable] ?? "").split(separator: ":").map(String.init)
        if !named.isEmpty { return named }
        return project.isEmpty ? defaultDirectories : project.map(\.path)
    }

    /// Each pinned file, in `pinned` order, as found in the first of `directories` that holds
    /// a file of its name (paths made absolute); nil where none does.
    public static func find(in directories: [String]) -> [(file: Pinned, path: String?)] {
        let folders = directories.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return pinned.map { file in
            let path = folders.lazy.map { ($0 as NSString).appendingPathComponent(file.name) }
                .first { FileManager.default.fileExists(atPath: $0) }
            return (file, path)
        }
    }

    /// Every pinned file in `directories`, in `pinned` order, checked as font files, or an error
    /// naming the missing files, where they were looked for and how to provide them.
    public static func locate(in directories: [String]) throws(RenderError) -> [LoadedFont] {
        let found = find(in: directories)
        let missing = found.filter { $0.path == nil }.map(\.file)
        guard missing.isEmpty else {
            let packages = Set(missing.map(\.package)).sorted().joined(separator: " ")
            throw RenderError("font files missing: \(missing.map(\.name).joined(separator: ", ")) (looked in "
                + "\(directories.joined(separator: ":"))); install them with scripts/setup (Debian packages: \(packages)) "
                + "or name the folders that hold them in tourshot.json's \"fonts\" or in \(directoriesVariable) (colon-separated)")
        }
        var located: [LoadedFont] = []
        for (file, path) in found {
            guard let path else { continue }
            located.append(LoadedFont(label: "font \(file.package) \(file.name)", file: try FontFile.check(path)))
        }
        return located
    }

    /// The font files text is drawn with for `directories` and `textFace`, as the process's
    /// configuration loaded them (built now if it was not yet): the input key names these.
    public static func loaded(directories: [String], textFace: TextFontChoice?) throws(RenderError) -> [LoadedFont] {
        try FontConfiguration.shared(directories: directories, textFace: textFace).get().files
    }
}
