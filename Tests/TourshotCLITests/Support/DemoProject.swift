import Foundation
import Testing
import TourshotTestSupport

/// Relative paths of the demo project's files, as tourshot prints them when run in its folder.
enum Demo {
    static let project = "tourshot.json"
    static let tutorial = "Fixtures/approach/approach.tutorial.json"
    static let proScreen = "Fixtures/approach/iphone-15-pro.screen.json"
    static let seScreen = "Fixtures/approach/iphone-se.screen.json"
    static let landscapeShot = "Fixtures/approach/screenshots/approach-landscape.png"
    static let settingsLandscapeShot = "Fixtures/approach/screenshots/settings-landscape.png"
    static let stepCount = 5
}

/// A private copy of the demo project (`tourshot.json` and `Fixtures/`) in a fresh temporary
/// folder, for one test to corrupt and run tourshot in.
struct DemoProject: Sendable {
    let root: URL

    /// Runs `body` on a fresh copy and removes the copy afterwards, whatever happens.
    static func with<T>(empty: Bool = false, _ body: (DemoProject) async throws -> T) async throws -> T {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("tourshot-cli-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        if !empty {
            for item in ["tourshot.json", "Fixtures"] {
                try FileManager.default.copyItem(at: RepositoryPaths.path(item), to: root.appendingPathComponent(item))
            }
        }
        return try await body(DemoProject(root: root))
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func data(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    func text(_ relative: String) throws -> String { String(decoding: try data(relative), as: UTF8.self) }

    func write(_ relative: String, _ text: String) throws { try write(relative, Data(text.utf8)) }

    func write(_ relative: String, _ data: Data) throws {
        try FileManager.default.createDirectory(at: url(relative).deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url(relative))
    }

    func remove(_ relative: String) throws { try FileManager.default.removeItem(at: url(relative)) }

    /// Replaces the one occurrence of `old` in a file; fails the test when `old` is missing or
    /// ambiguous, so a changed fixture cannot silently turn a corruption into a no-op.
    func replace(_ old: String, with new: String, in relative: String,
                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let original = try text(relative)
        let count = original.components(separatedBy: old).count - 1
        try #require(count == 1, "expected exactly one \(old.debugDescription) in \(relative), found \(count)", sourceLocation: sourceLocation)
        try write(relative, original.replacingOccurrences(of: old, with: new))
    }

    /// Runs the built binary in this project's folder.
    func run(_ arguments: String...) async throws -> CLIResult { try await run(arguments) }

    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> CLIResult {
        try await CLIRunner.run(arguments, in: root, environment: environment)
    }

    /// Every file below the root (hidden ones included) → its bytes.
    func inventory() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in allFiles() { files[path] = try data(path) }
        return files
    }

    /// Relative paths of every regular file below the root, hidden files included.
    func allFiles() -> [String] {
        let base = root.resolvingSymlinksInPath().standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: [String] = []
        for case let file as URL in walker {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = file.resolvingSymlinksInPath().standardizedFileURL.path
            paths.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path)
        }
        return paths.sorted()
    }

    /// Files that are PNG images by name or by content (a renamed or half-written image counts).
    func pngFiles() throws -> [String] {
        try allFiles().filter { path in
            if path.lowercased().hasSuffix(".png") { return true }
            return PNGInfo.hasSignature(try data(path))
        }
    }

    /// Leftovers of an interrupted atomic write (`.name.png.tmp-…`).
    func temporaryFiles() -> [String] {
        allFiles().filter { ($0 as NSString).lastPathComponent.contains(".tmp") }
    }
}
