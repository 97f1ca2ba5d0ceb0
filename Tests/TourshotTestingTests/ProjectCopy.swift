import Foundation
import TourshotTestSupport

/// A temporary project with the demo's approach tour on the iPhone SE screen, for one test.
struct ProjectCopy {
    let root: URL
    var projectFile: String { root.appendingPathComponent("tourshot.json").path }
    var goldens: URL { root.appendingPathComponent("GoldenImages") }
    var tutorial: URL { root.appendingPathComponent("Fixtures/approach/approach.tutorial.json") }

    static func with<T>(_ body: (ProjectCopy) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-testing-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: RepositoryPaths.path("Fixtures/approach"), to: root.appendingPathComponent("Fixtures/approach"))
        try Data("""
            { "tours": [ { "name": "approach", "tutorial": "Fixtures/approach/approach.tutorial.json",
                           "screens": ["Fixtures/approach/iphone-se.screen.json"] } ] }
            """.utf8).write(to: root.appendingPathComponent("tourshot.json"))
        return try body(ProjectCopy(root: root))
    }

    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    func retitle(_ old: String, _ new: String) throws {
        let text = try String(contentsOf: tutorial, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"title\": \"\(old)\"", with: "\"title\": \"\(new)\"").utf8).write(to: tutorial)
    }
}
