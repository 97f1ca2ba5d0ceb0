import Foundation
import Testing
@testable import TourshotImport
import TourshotModel
import TourshotTestSupport

/// The demo's screen files printed as each tool would print the app, then merged into a copy
/// whose frames are stale: every frame comes back and every hand-written key stays, to the byte.
@Suite("round trip")
struct RoundTripTests {
    static let screenFiles: [String] = {
        let fixtures = RepositoryPaths.path("Fixtures")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return folders.sorted().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".screen.json") }.sorted().map { "Fixtures/\(folder)/\($0)" }
        }
    }()

    @Test func everyDemoScreenIsFound() {
        #expect(Self.screenFiles.count == 8)
    }

    /// The writer lays a file out as the fixtures are written, so a merge that changes nothing
    /// leaves a hand-written file byte for byte.
    @Test(arguments: screenFiles) func writerKeepsTheFixtureLayout(_ file: String) throws {
        let text = try String(contentsOf: RepositoryPaths.path(file), encoding: .utf8)
        #expect(ScreenJSON(try JSONParser.parse(Array(text.utf8))).text() == text)
    }

    @Test(arguments: screenFiles) func mergeRestoresEveryFrame(_ file: String) throws {
        let url = RepositoryPaths.path(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let original = try ScreenFileDecoder.load(url)
        let root = try JSONParser.parse(Array(text.utf8))
        let device = JSONFields(root)?.string("device").flatMap(DevicePreset.named)
        for orientation in original.orientations {
            let capture = try #require(original.capture(orientation))
            let stale = try JSONParser.parse(Array(Self.staleFrames(text, orientation).utf8))
            for (format, print) in CaptureDumps.all {
                let imported = try ImportedScreen.read(Array(print(capture).utf8), file: "\(format) dump")
                #expect(imported.orientation == orientation)
                let merged = ScreenMerge.merge(imported, into: stale, device: device, background: nil, prune: false)
                #expect(merged.text == text, "\(file) \(orientation) via \(format)")
                #expect(merged.changed == capture.elements.map(\.id))
                #expect(merged.added.isEmpty && merged.vanished.isEmpty)
                let decoded = try ScreenFileDecoder.decode(try JSONParser.parse(Array(merged.text.utf8)), file: url)
                #expect(decoded == original)
            }
        }
    }

    /// The file with every element frame of one orientation moved.
    static func staleFrames(_ text: String, _ orientation: Orientation) throws -> String {
        var file = ScreenJSON(try JSONParser.parse(Array(text.utf8)))
        var capture = try #require(file[orientation.rawValue])
        guard case .object(let elements)? = capture["elements"] else { return text }
        let moved = elements.map { member -> (key: String, value: ScreenJSON) in
            let frame = ScreenJSON.array([1, 2, 3, 4].map(ScreenJSON.number))
            guard case .object = member.value else { return (member.key, frame) }
            var object = member.value
            object.set("frame", frame)
            return (member.key, object)
        }
        capture.set("elements", .object(moved))
        file.set(orientation.rawValue, capture)
        return file.text()
    }

    /// A new file from a capture lays out the same elements at the same frames.
    @Test func newFileKeepsFramesAndLabels() throws {
        let original = try ScreenFileDecoder.load(RepositoryPaths.path("Fixtures/approach/iphone-15-pro.screen.json"))
        let capture = try #require(original.landscape)
        let imported = try ImportedScreen.read(Array(CaptureDumps.idb(capture, nested: true).utf8), file: "dump.json")
        let text = ScreenFileWriter.newFile(imported, device: DevicePreset.named("iphone-15-pro")!, name: "pro", background: nil)
        let written = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: URL(fileURLWithPath: "/tmp/pro.screen.json"))
        let elements = try #require(written.landscape?.elements)
        #expect(elements.map(\.id) == capture.elements.map(\.id))
        #expect(elements.map(\.frame) == capture.elements.map(\.frame))
        #expect(elements.map(\.title) == capture.elements.map(\.title))
        #expect(written.landscape?.size == capture.size)
        #expect(written.landscape?.safeArea == capture.safeArea)
        #expect(written.scale == 3)
        #expect(written.portrait == nil)
    }
}
