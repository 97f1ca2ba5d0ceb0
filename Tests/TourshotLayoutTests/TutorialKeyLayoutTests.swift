import Foundation
import Testing
@testable import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Tutorial keys no demo step uses, written as a tutorial file writes them and laid out to exact
/// numbers (scripts/check-schema-coverage finds each key here by its JSON spelling).
struct TutorialKeyLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    static let button = CapturedElement(id: "button", frame: Rect(x: 20, y: 100, width: 100, height: 40), cornerRadius: 12)
    static let map = CapturedElement(id: "map", frame: Rect(x: 0, y: 400, width: 400, height: 300))
    static let picker = CapturedElement(id: "picker", frame: Rect(x: 40, y: 200, width: 200, height: 40), presentation: "settings")
    static let settings = Presentation(id: "settings", style: .popover, frame: Rect(x: 20, y: 150, width: 300, height: 200), source: "button")

    /// The one step of a tutorial file `{"style": …, "steps": [step]}`, laid out on a 400 × 800 screen.
    func layout(style: String, step: String) throws -> ImageLayout {
        let json = #"{ "style": "\#(style)", "elements": { "map": "The map" }, "triggers": { "open": "settings" }, "steps": [\#(step)] }"#
        let tutorial = try TutorialFileDecoder.decode(try JSONParser.parse(Array(json.utf8)), file: "t.json")
        let tour = Tour(name: "test", tutorial: tutorial, tutorialFile: URL(fileURLWithPath: "/tmp/t.json"), screens: [])
        let screen = TourBuilder.screen([Self.button, Self.map, Self.picker], presentations: [Self.settings])
        return try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: measurer))
    }

    @Test func cornerRadiusScaleRoundsTheHoleByTheElementsRadiusTimesTheFactor() throws {
        let result = try layout(style: "polaris", step: #"{ "title": "T", "highlights": [{ "element": "button", "cornerRadiusScale": 1.5 }] }"#)
        #expect(result.cutouts == [ImageLayout.Cutout(element: "button", shape: .roundedRect, bounds: Self.button.frame)])
        // 12 × 1.5 = 18, with Polaris' continuous corners.
        let masks = result.displayList.compactMap { item -> CutoutMask? in if case .layer(_, let mask) = item { mask } else { nil } }
        #expect(masks.flatMap(\.holes) == [.continuousRoundedRect(Self.button.frame, radius: 18)])
    }

    @Test func anArrowsLabelReplacesTheElementsLabel() throws {
        let result = try layout(style: "polaris", step: #"{ "title": "T", "arrows": [{ "element": "map" }, { "element": "map", "label": "Zoom in" }] }"#)
        #expect(result.arrows.map { $0.label?.text } == ["The map", "Zoom in"])
    }

    @Test func aSupplementalArrowsLabelAndBendStrength() throws {
        // Straight up into the picker's top (140, 200): the bow is the strength (low 0.1, high
        // 0.85) times the chord, off the chord's middle.
        for (strength, factor) in [("low", 0.1), ("high", 0.85)] {
            let result = try layout(style: "tutorialkit", step: #"""
                { "title": "T", "triggers": ["open"],
                  "supplementalArrows": [{ "element": "picker", "length": 25, "label": "Pick one", "bendStrength": "\#(strength)" }] }
                """#)
            let arrow = try #require(result.arrows.last)
            #expect(arrow.kind == .supplemental)
            #expect(arrow.label?.text == "Pick one")
            #expect(arrow.tip == Point(x: 140, y: 200))
            let middle = Point(x: (arrow.tail.x + arrow.tip.x) / 2, y: (arrow.tail.y + arrow.tip.y) / 2)
            #expect(isClose((arrow.control - middle).length, factor * (arrow.tip - arrow.tail).length), "\(strength)")
        }
    }

    /// `tags` are the app's metadata: the same picture with or without them.
    @Test func tagsChangeNothingDrawn() throws {
        let plain = try layout(style: "tutorialkit", step: #"{ "title": "T", "arrows": [{ "element": "map" }] }"#)
        let tagged = try layout(style: "tutorialkit", step: #"{ "title": "T", "tags": ["upsell"], "arrows": [{ "element": "map" }] }"#)
        #expect(tagged.displayList == plain.displayList)
        #expect(tagged.json.serialized() == plain.json.serialized())
    }
}
