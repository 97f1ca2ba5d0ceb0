import Foundation
import Testing
@testable import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// The style sets defaults and looks, never forbids a feature: cutouts in TutorialKit, arrows
/// in the other styles, an attached TutorialKit card, and what the layout JSON reports.
struct StyleMixingTests {
    let measurer = FixedAdvanceMeasurer()
    static let button = CapturedElement(id: "button", frame: Rect(x: 300, y: 700, width: 60, height: 40), cornerRadius: 10)
    static let map = CapturedElement(id: "map", frame: Rect(x: 0, y: 100, width: 400, height: 300))

    func layout(_ step: Step, style: TutorialStyle) throws -> ImageLayout {
        let screen = TourBuilder.screen([Self.button, Self.map], blur: [BlurTarget(name: "map", frames: [Self.map.frame])])
        return try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([step], style: style), screen: screen, stepNumber: 1,
                                                   orientation: .portrait, measurer: measurer))
    }

    @Test func tutorialKitStepWithACutout() throws {
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button")]) {
            $0.highlights = [Highlight(element: "button")]
            $0.blurTargets = ["map"]
        }
        let result = try layout(step, style: .tutorialkit)
        // TutorialKit defaults: the element's own shape and corner radius, no padding; holes merge.
        #expect(result.cutouts == [ImageLayout.Cutout(element: "button", shape: .roundedRect, bounds: Self.button.frame)])
        #expect(result.dimmingOpacity == 0.35)
        let layerIndex = try #require(result.displayList.firstIndex { if case .layer = $0 { true } else { false } })
        let blurIndex = try #require(result.displayList.firstIndex { if case .blur = $0 { true } else { false } })
        #expect(blurIndex < layerIndex)
        #expect(result.arrows.map(\.kind) == [.primary])
        #expect(result.card != nil)
    }

    @Test(arguments: [TutorialStyle.instructions, .polaris, .spotlight])
    func arrowsInOtherStylesAreLabelled(_ style: TutorialStyle) throws {
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button"), ArrowSpec(element: "map", anchor: .bottom)]) {
            $0.highlights = [Highlight(element: "button")]
        }
        let result = try layout(step, style: style)
        #expect(result.arrows.map(\.kind) == [.secondary, .secondary])
        #expect(result.arrows.allSatisfy { $0.label != nil })
        #expect(result.arrows.first?.tip == Point(x: 330, y: 700))
    }

    @Test func missingHighlightElementIsReported() throws {
        let step = TourBuilder.step { $0.highlights = [Highlight(element: "ghost")] }
        let result = try layout(step, style: .polaris)
        #expect(result.cutouts.isEmpty)
        #expect(result.warnings.contains { $0.code == .elementMissing && $0.element == "ghost" })
    }

    @Test(arguments: [(AttachmentSide.auto, 100 - 12.0), (.above, 100 - 12), (.below, 400 + 12)])
    func attachedTutorialKitCard(_ side: AttachmentSide, _ edge: Double) throws {
        // The map's middle (250) is in the top half: auto puts the card below it… but the
        // card must stay 8 pt inside the window, so compare with the clamped edge.
        let step = TourBuilder.step { $0.attachTo = Attachment(element: "map", side: side) }
        let result = try layout(step, style: .tutorialkit)
        let card = try #require(result.card?.frame)
        switch side {
        case .auto, .below: #expect(isClose(card.minY, 400 + 12))
        case .above: #expect(isClose(card.maxY, max(edge, card.height + 8)))
        case .over: break
        }
    }

    /// A chip narrower than the card, away from the edges: the card sits centred under its
    /// middle (200), not its leading edge (160), with the 12 pt gap below it.
    @Test func attachedTutorialKitCardIsCentredOnItsElement() throws {
        let chip = CapturedElement(id: "chip", frame: Rect(x: 160, y: 300, width: 80, height: 40))
        let step = TourBuilder.step { $0.attachTo = Attachment(element: "chip") }
        let result = try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([step], style: .tutorialkit), screen: TourBuilder.screen([chip]),
                                                         stepNumber: 1, orientation: .portrait, measurer: measurer))
        let card = try #require(result.card?.frame)
        #expect(card.width < 2 * (160 - 8))
        #expect(isClose(card.midX, 200))
        #expect(isClose(card.minY, 340 + 12))
    }

    @Test func jsonReportsCutoutsAndTheCardFrame() throws {
        let step = TourBuilder.step(title: "", body: "Hi") { $0.highlights = [Highlight(element: "button", shape: .circle)] }
        let result = try layout(step, style: .spotlight)
        guard case .object(let members) = result.json, case .object(let dimming)? = members.first(where: { $0.0 == "dimming" })?.1,
              case .array(let cutouts)? = dimming.first(where: { $0.0 == "cutouts" })?.1 else {
            Issue.record("no dimming.cutouts in \(result.json.serialized())"); return
        }
        #expect(cutouts.count == 1)
        let text = result.json.serialized()
        #expect(text.contains("\"shape\": \"circle\""))
        #expect(text.contains("\"element\": \"button\""))
        let card = try #require(result.card)
        #expect(text.contains("\"frame\": [\(JSONOutput.number(card.frame.minX).serialized()), \(JSONOutput.number(card.frame.minY).serialized())"))
    }
}
