import Foundation
import Testing
import TourshotImport
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// A merge keeps the capture's order, which is the app's drawing order: an element the file
/// lacked is not appended above the hand-written ones (a map drawn over the buttons on it made
/// lint report `target-covered` for targets nothing covers).
@Suite("merge order")
struct MergeOrderTests {
    static let screenFile = "Fixtures/approach/iphone-se.screen.json"

    /// Every step's warnings in both orientations, a line each.
    static func warnings(_ screen: Screen, tour: Tour) throws -> [String] {
        let screenshots = try DecodedScreenshots.of(screen)
        return try screen.orientations.flatMap { orientation in
            try (1...tour.tutorial.steps.count).map { step in
                let layout = try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: step, orientation: orientation,
                                                                 measurer: FixedAdvanceMeasurer(), screenshots: screenshots))
                return "\(orientation) step \(step): " + layout.warnings.map { "\($0)" }.joined(separator: "; ")
            }
        }
    }

    /// The map (first in the file, under every button) is missing from the file; each format's
    /// capture brings it back where the app draws it, and every step lays out with exactly the
    /// original's warnings.
    @Test(arguments: CaptureDumps.all.map(\.name)) func mergedScreenLaysOutWithTheOriginalsWarnings(_ format: String) throws {
        let project = try ProjectFileDecoder.load(RepositoryPaths.path("tourshot.json"))
        let entry = try #require(project.tours.first { $0.name == "approach" })
        let tour = try TourLoader.load(entry, project: project)
        let original = try #require(tour.screens.first { $0.name == "iphone-se" })
        let expected = try Self.warnings(original, tour: tour)
        #expect(expected.contains { $0.contains("target-covered") } == false)

        let url = RepositoryPaths.path(Self.screenFile)
        var text = try String(contentsOf: url, encoding: .utf8)
        let print = try #require(CaptureDumps.all.first { $0.name == format }).print
        for orientation in original.orientations {
            let capture = try #require(original.capture(orientation))
            let map = try #require(text.range(of: "\n      \"mapView\": { \"frame\": [0, \(orientation == .portrait ? "64, 375, 340" : "0, 400, 375")], \"title\": \"Map\" },"))
            let stale = text.replacingCharacters(in: map, with: "")
            let imported = try ImportedScreen.read(Array(print(capture).utf8), file: "\(format) dump")
            let merged = ScreenMerge.merge(imported, into: try JSONParser.parse(Array(stale.utf8)), device: nil, background: nil, prune: false)
            #expect(merged.added == ["mapView"])
            #expect(merged.text == text, "\(orientation) via \(format)")
            text = merged.text
        }
        let screen = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: url)
        #expect(try Self.warnings(screen, tour: tour) == expected)
    }

    /// An element the capture lacks (kept without --prune) stays after the element it followed.
    @Test func keptElementsStayAfterTheirNeighbour() throws {
        let file = #"{ "scale": 2, "portrait": { "size": [375, 667], "elements": { "a": [0, 0, 10, 10], "handMade": [1, 1, 2, 2], "b": [0, 20, 10, 10] } } }"#
        let dump = CaptureDumps.xcuitest(Capture(size: Size(width: 375, height: 667),
                                                 elements: [CapturedElement(id: "b", frame: Rect(x: 0, y: 20, width: 10, height: 10)),
                                                            CapturedElement(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))]))
        let imported = try ImportedScreen.read(Array(dump.utf8), file: "dump.txt")
        let merged = ScreenMerge.merge(imported, into: try JSONParser.parse(Array(file.utf8)), device: nil, background: nil, prune: false)
        #expect(merged.reordered)
        #expect(merged.text.contains(#""elements": { "b": [0, 20, 10, 10], "a": [0, 0, 10, 10], "handMade": [1, 1, 2, 2] }"#), "\(merged.text)")
    }
}
