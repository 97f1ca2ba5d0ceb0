import Foundation
import Testing
import TourshotModel
import TourshotPreview
import TourshotServe
import TourshotTestSupport

/// The session draws everything once, then only the images whose input keys changed; broken
/// input keeps the last good images with the CLI's own error lines, and fixing it recovers.
/// On the approach tour on the iPhone SE: 5 steps × 2 orientations.
@Suite("serve: review session")
struct ReviewSessionTests {
    static func withProject(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-serve-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: RepositoryPaths.path("Fixtures/approach"), to: root.appendingPathComponent("approach"))
        try Data("""
            { "tours": [ { "name": "approach", "tutorial": "approach/approach.tutorial.json",
                           "screens": ["approach/iphone-se.screen.json"] } ] }
            """.utf8).write(to: root.appendingPathComponent("tourshot.json"))
        try body(root)
    }

    static func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    @Test func redrawsWhatChangedAndKeepsTheLastGoodImagesOnBadInput() throws {
        try Self.withProject { root in
            let project = root.appendingPathComponent("tourshot.json").path
            let tutorial = root.appendingPathComponent("approach/approach.tutorial.json")
            let session = ReviewSession(.init(projectPath: project, allowOutside: false), acceptor: { _, _ in [] })
            let first = session.refreshNow()
            #expect(first.error == nil)
            #expect(first.redrawn == (1...5).flatMap { step in ["portrait", "landscape"].map { "approach-iphone-se-step0\(step)-\($0)" } })

            // Nothing changed: nothing drawn, the version stays.
            let same = session.refreshNow()
            #expect(same.redrawn.isEmpty && same.version == first.version)

            try Self.edit(tutorial, "\"title\": \"Map View\"", "\"title\": \"Map View, edited\"")
            let edited = session.refreshNow()
            #expect(edited.redrawn == ["approach-iphone-se-step02-portrait", "approach-iphone-se-step02-landscape"])
            #expect(edited.version == first.version + 1)

            // Broken JSON: the CLI's lines, the images kept.
            try Self.edit(tutorial, "\"title\": \"Map View, edited\"", "\"title\": \"Map View, edited\",,")
            let broken = session.refreshNow()
            var expected: [String] = []
            do {
                _ = try ImageSelection(defaults: .everything).jobs(in: try PreviewProject.load(project))
            } catch {
                expected = (error as? PreviewFailure)?.lines ?? ["\(error)"]
            }
            #expect(!expected.isEmpty)
            #expect(broken.error == expected)
            #expect(broken.error?.first?.contains("approach.tutorial.json:") == true)
            #expect(session.currentError == expected)

            try Self.edit(tutorial, "\"title\": \"Map View, edited\",,", "\"title\": \"Map View, fixed\"")
            let fixed = session.refreshNow()
            #expect(fixed.error == nil)
            #expect(fixed.redrawn == ["approach-iphone-se-step02-portrait", "approach-iphone-se-step02-landscape"])
            #expect(session.currentError == nil)
        }
    }
}
