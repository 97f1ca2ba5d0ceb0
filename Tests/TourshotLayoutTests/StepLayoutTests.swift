import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// The whole TutorialKit pipeline for one image: primary and secondary arrows, card, scene.
struct StepLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    let button = CapturedElement(id: "button", frame: Rect(x: 300, y: 700, width: 60, height: 40))
    let map = CapturedElement(id: "map", frame: Rect(x: 0, y: 100, width: 400, height: 300))
    let picker = CapturedElement(id: "picker", frame: Rect(x: 40, y: 200, width: 200, height: 40), presentation: "settings")
    let settings = Presentation(id: "settings", style: .popover, frame: Rect(x: 20, y: 150, width: 300, height: 200), source: "button")

    func layout(_ step: Step, orientation: Orientation = .portrait, labels: [String: String] = [:]) throws -> ImageLayout {
        let screen = TourBuilder.screen([button, map, picker], presentations: [settings],
                                        blur: [BlurTarget(name: "map", frames: [map.frame])])
        let tour = TourBuilder.tour([step], labels: labels, triggers: ["open": "settings"])
        return try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: orientation, measurer: measurer))
    }

    @Test func primaryArrowRunsFromTheCardToTheAnchor() throws {
        let result = try layout(TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top)]))
        let card = try #require(result.card)
        // Target low (y 720 > 400): card centred at y 200; Skip/Next card is 126.878 tall.
        #expect(card.frame.midX == 200 && card.frame.midY == 200)
        let arrow = try #require(result.arrows.first)
        #expect(arrow.kind == .primary)
        #expect(arrow.tip == Point(x: 330, y: 700))
        // fromAnchor defaults to bottom: the middle of the card's bottom edge.
        #expect(arrow.tail == Point(x: 200, y: card.frame.maxY))
        #expect(arrow.label == nil)
    }

    @Test func secondaryArrowsHaveLabelsAndTipsOnTheAnchors() throws {
        let arrows = [ArrowSpec(element: "map", anchor: .leading, fromAnchor: .trailing),
                      ArrowSpec(element: "button", anchor: .topTrailing, anchorOffset: Point(x: -4, y: 2))]
        let result = try layout(TourBuilder.step(arrows: arrows), labels: ["button": "Go"])
        #expect(result.arrows.map(\.kind) == [.primary, .secondary])
        let secondary = result.arrows[1]
        #expect(secondary.tip == Point(x: 356, y: 702))
        let label = try #require(secondary.label)
        #expect(label.text == "Go")
        // "Go": 13 wide → 13 + 6 = 19 × 20; angle 225 (travel down-left), fromAnchor bottomLeading.
        let start = Point(x: 356 - sin(225 * Double.pi / 180) * 50, y: 702 + cos(225 * Double.pi / 180) * 50)
        #expect(abs(label.frame.minX - start.x) < 1e-9)
        #expect(abs(label.frame.maxY - start.y) < 1e-9)
        #expect(label.frame.size == Size(width: 19, height: 20))
    }

    @Test func landscapeUsesTheHOverrides() throws {
        let arrow = ArrowSpec(element: "map", anchor: .top, anchorH: .bottom)
        let portrait = try layout(TourBuilder.step(arrows: [ArrowSpec(element: "button"), arrow]))
        let landscape = try layout(TourBuilder.step(arrows: [ArrowSpec(element: "button"), arrow]), orientation: .landscape)
        #expect(portrait.arrows[1].tip == Point(x: 200, y: 100))
        #expect(landscape.arrows[1].tip == Point(x: 200, y: 400))
        #expect(landscape.canvasSize == Size(width: 800, height: 400))
    }

    @Test func missingElementsAreSkippedWithAWarning() throws {
        let result = try layout(TourBuilder.step(arrows: [ArrowSpec(element: "picker"), ArrowSpec(element: "map")]))
        // The picker lives in the closed popover: no primary arrow; the map arrow is secondary.
        #expect(result.arrows.map(\.kind) == [.secondary])
        #expect(result.warnings.contains { $0.code == .presentationNotShown && $0.element == "picker" })
        // The card ignores the missing target: only the map (centroid y 250 < 400) counts.
        #expect(result.card?.frame.midY == 600)
    }

    @Test func triggersOpenPresentationsAndSupplementalArrowsDrawInside() throws {
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button")]) {
            $0.triggers = ["open"]
            $0.supplementalArrows = [ArrowSpec(element: "picker", length: 25)]
        }
        let result = try layout(step)
        #expect(result.presentations.map(\.id) == ["settings"])
        let supplemental = try #require(result.arrows.last)
        #expect(supplemental.kind == .supplemental)
        #expect(supplemental.tip == Point(x: 140, y: 200))
        #expect(supplemental.label?.frame.maxY == 175)
    }

    @Test func overlayArrowsNeverReachIntoPresentations() throws {
        // Even with the popover open, the picker's frame is reported inside the popover, where
        // the main overlay's preference key does not see it.
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button"), ArrowSpec(element: "picker")]) { $0.triggers = ["open"] }
        let result = try layout(step)
        #expect(result.arrows.map(\.element) == ["button"])
        #expect(result.warnings.contains { $0.code == .presentationNotShown && $0.element == "picker" && $0.message.contains("supplementalArrows") })
    }

    @Test func supplementalArrowsOnlyReachPresentedContent() throws {
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button")]) {
            $0.supplementalArrows = [ArrowSpec(element: "map"), ArrowSpec(element: "picker")]
        }
        let result = try layout(step)
        #expect(result.arrows.map(\.kind) == [.primary])
        #expect(result.warnings.contains { $0.code == .elementMissing && $0.element == "map" })
        #expect(result.warnings.contains { $0.code == .presentationNotShown && $0.element == "picker" && $0.message.contains("no trigger") })
    }

    @Test func blurAndDimming() throws {
        let result = try layout(TourBuilder.step { $0.blurTargets = ["map"] })
        #expect(result.blur.map(\.target) == ["map"])
        #expect(result.blur.map(\.radius) == [14])
        #expect(result.blur.map(\.rects) == [[Rect(x: 0, y: 100, width: 400, height: 300)]])
        #expect(result.dimmingColor == .black && result.dimmingOpacity == 0.35)
        #expect(result.cutouts.isEmpty)
    }

    @Test func stepOutOfRangeThrows() {
        let tour = TourBuilder.tour([Step()])
        #expect(throws: StepLayout.Failure.self) {
            try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([]), stepNumber: 2, orientation: .portrait, measurer: measurer))
        }
    }

    @Test func labelsPushedOffScreenAreReported() throws {
        let edge = CapturedElement(id: "edge", frame: Rect(x: 380, y: 300, width: 20, height: 20))
        let screen = TourBuilder.screen([edge, button])
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button"), ArrowSpec(element: "edge", anchor: .leading, angle: 270)])
        let tour = TourBuilder.tour([step], labels: ["edge": "A long label that leaves"])
        let result = try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: measurer))
        #expect(result.warnings.contains { $0.code == .labelOffscreen && $0.element == "edge" })
    }

    @Test func jsonHasTheDocumentedKeysInOrder() throws {
        let result = try layout(TourBuilder.step(arrows: [ArrowSpec(element: "button")]))
        guard case .object(let members) = result.json else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["tour", "screen", "step", "stepCount", "orientation", "style", "canvas",
                                     "dimming", "blur", "presentations", "arrows", "card", "warnings"])
    }
}
