import Foundation

/// Locations in the repository, found from this source file so tests run from any directory.
public enum RepositoryPaths {
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    public static func path(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The built `tourshot` binary of the same build as the running tests.
    ///
    /// `TOURSHOT_BINARY` overrides it. Otherwise it is the `tourshot` next to the test executable
    /// (`<scratch>/debug/tourshotPackageTests.xctest` on Linux) or next to the `.xctest` bundle
    /// (macOS), so a custom `--scratch-path` finds its own binary, not another build's.
    public static var tourshotBinary: URL {
        if let override = ProcessInfo.processInfo.environment["TOURSHOT_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        if let argument = CommandLine.arguments.first, argument.contains("/") {
            folders.append(URL(fileURLWithPath: argument).standardizedFileURL.deletingLastPathComponent())
        }
        let bundle = Bundle.main.bundleURL
        folders += [bundle, bundle.deletingLastPathComponent()]
        // A test bundle loaded by a runner (xctest, swiftpm-testing-helper): look beside it.
        for loaded in Bundle.allBundles where loaded.bundleURL.pathExtension == "xctest" {
            folders.append(loaded.bundleURL.deletingLastPathComponent())
        }
        let candidates = folders.map { $0.appendingPathComponent("tourshot") }
            + [root.appendingPathComponent(".build/debug/tourshot")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }
}
