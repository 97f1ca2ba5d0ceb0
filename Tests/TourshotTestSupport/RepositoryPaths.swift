import Foundation

/// Locations in the repository, found from this source file so tests run from any directory.
public enum RepositoryPaths {
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    public static func path(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The built `tourshot` binary next to the test bundle.
    public static var tourshotBinary: URL {
        let buildDir = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [buildDir.appendingPathComponent("tourshot"),
                          root.appendingPathComponent(".build/debug/tourshot")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }
}
