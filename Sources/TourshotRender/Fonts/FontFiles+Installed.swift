import Foundation

extension FontFiles {
    /// Where `scripts/install` copies the pinned files, relative to its prefix: an installed
    /// `DIR/bin/tourshot` renders with `DIR/share/tourshot/fonts`, from any folder and on a
    /// machine without the font packages.
    public static let installedFolder = "share/tourshot/fonts"

    /// That folder beside the running executable (links resolved), when it exists; nil for a
    /// build run from `.build` and for test runners. Looked up once per process.
    static let installedDirectory: String? = {
        #if os(Linux)
        let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        let executable = Bundle.main.executablePath
        #endif
        guard let executable else { return nil }
        let prefix = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let folder = prefix.appendingPathComponent(installedFolder).path
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
    }()
}
