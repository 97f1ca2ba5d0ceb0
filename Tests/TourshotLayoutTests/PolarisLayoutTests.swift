import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// PolarisGuideKit's mask and the example app's buddy views, 400 × 800, fixed-advance text:
/// title "Step 1 of 3" 20 bold (23.86 tall), message "Welcome!" 15 (17.895 tall), Skip and
/// "Next →" 16 pt (19.088 tall). UIKit sizes each label in whole points: 24, 18 and 20, so the
/// system buttons are 32 tall.
struct PolarisLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    static let cell = CapturedElement(id: "cell", frame: Rect(x: 0, y: 200, width: 400, height: 56))
    static let button = CapturedElement(id: "button", frame: Rect(x: 150, y: 200, width: 100, height: 40), cornerRadius: 12)
    static let simpleHeight = 20 + 24 + 10 + 18 + 16 + 32 + 16.0

    func layout(_ steps: [Step], step: Int = 1, elements: [CapturedElement] = [cell, button], safeArea: EdgeInsets = .zero,
                appearance: Appearance? = nil) throws -> ImageLayout {
        let screen = TourBuilder.screen(elements, safeArea: safeArea)
        return try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour(steps, style: .polaris), screen: screen, stepNumber: step,
                                                   orientation: .portrait, appearance: appearance, measurer: measurer))
    }

    func simpleStep(_ configure: (inout Step) -> Void = { _ in }) -> Step {
        TourBuilder.step(title: "Step 1 of 3", body: "Welcome!") {
            $0.highlights = [Highlight(element: "cell")]
            configure(&$0)
        }
    }

    @Test func bottomCardPinnedAboveTheSafeArea() throws {
        let result = try layout([simpleStep(), simpleStep()], safeArea: EdgeInsets(top: 59, bottom: 34))
        let card = try #require(result.card)
        // 20 from both screen edges; bottom = 800 − 34 − 20.
        #expect(card.frame.minX == 20 && card.frame.width == 360)
        #expect(abs(card.frame.height - Self.simpleHeight) < 1e-9)
        #expect(abs(card.frame.maxY - 746) < 1e-9)
        // Skip at the leading padding, "Next →" (6 × 8 = 48) against the trailing padding, both
        // 16 below the message.
        let rowTop = card.frame.minY + 20 + 24 + 10 + 18 + 16
        #expect(card.buttons.map(\.title) == ["Skip", "Next →"])
        #expect(card.buttons[0].frame.minX == 40 && card.buttons[0].frame.width == 32)
        #expect(card.buttons[1].frame.minX == 312 && card.buttons[1].frame.width == 48)
        #expect(card.buttons.allSatisfy { abs($0.frame.minY - rowTop) < 1e-9 && $0.frame.height == 32 })
    }

    @Test func cardTextInWholePointsMovesTheCardsTop() throws {
        // The card hangs from its bottom edge (746): the labels' whole-point heights (24 + 18 and
        // buttons of 20 + 12) make it 136 tall, so its top is 610, not 611.157 as the text's own
        // heights (23.86 + 17.895, 19.088 + 12) would put it; the titles sit centred in their boxes.
        let result = try layout([simpleStep(), simpleStep()], safeArea: EdgeInsets(top: 59, bottom: 34))
        let card = try #require(result.card)
        #expect(card.frame == Rect(x: 20, y: 610, width: 360, height: 136))
        #expect(card.buttons.map(\.frame) == [Rect(x: 40, y: 698, width: 32, height: 32), Rect(x: 312, y: 698, width: 48, height: 32)])
        let titles = result.displayList.compactMap { item -> TextRun? in if case .text(let run) = item { run } else { nil } }
        #expect(isClose(titles.first { $0.text == "Step 1 of 3" }?.frame, Rect(x: 40, y: 630 + (24 - 23.86) / 2, width: 110, height: 23.86)))
    }

    @Test func lastStepDropsSkipAsTheExampleDoes() throws {
        let result = try layout([simpleStep(), simpleStep()], step: 2)
        #expect(result.card?.buttons.map(\.title) == ["Next →"])
    }

    @Test func withoutButtonsTheMessageEnds20AboveTheBottom() throws {
        let result = try layout([simpleStep { $0.buttons = [] }])
        #expect(result.card?.frame.height == 92)  // 20 + 24 + 10 + 18 + 20
        #expect(result.card?.buttons == [])
    }

    @Test func maskIsBlackSevenTenthsEvenOddWithOnePointStroke() throws {
        let result = try layout([simpleStep { $0.highlights = [Highlight(element: "cell"), Highlight(element: "button", padding: 30)] }])
        #expect(result.dimmingColor == .black && result.dimmingOpacity == 0.7)
        #expect(result.cutouts.map(\.bounds) == [Rect(x: 0, y: 200, width: 400, height: 56), Rect(x: 120, y: 170, width: 160, height: 100)])
        let masks = result.displayList.compactMap { item -> CutoutMask? in if case .layer(_, let mask) = item { mask } else { nil } }
        #expect(masks.count == 1)
        // Overlapping holes cancel (even-odd) and the mask's 1 pt stroke leaves 0.5 pt of dim inside each hole.
        #expect(masks.first?.rule == .evenOdd)
        #expect(masks.first?.edgeStroke == 1)
        #expect(masks.first?.holes.count == 2)
    }

    @Test func noHighlightMeansNoHole() throws {
        let result = try layout([simpleStep { $0.highlights = [] }])
        #expect(result.cutouts.isEmpty)
        #expect(result.displayList.contains(.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 800)), RGBAColor(white: 0, alpha: 0.7))))
    }

    @Test func hintArrowCardBelowTheFocusView() throws {
        let step = TourBuilder.step(title: "Hint", body: "Tap the highlighted area.") {
            $0.highlights = [Highlight(element: "button", shape: .circle, cornerRadiusRule: nil, radius: .scaleElement(factor: 1.3))]
            $0.attachTo = Attachment(element: "button")
        }
        let result = try layout([step])
        // Width = min(280, 25 × 7 + 32) = 207, centred on the focus view's midX 200; top =
        // focus maxY 240 + 8 + 32 + 8; height = 16 + 22 + 8 + 17 + 16 (the 21.474 pt title and
        // 16.702 pt message in whole points).
        let card = try #require(result.card)
        #expect(card.frame == Rect(x: 96.5, y: 288, width: 207, height: 79))
        #expect(card.buttons.isEmpty)
        // The arrow glyph: a 32 × 32 box 8 below the focus view, centred, with a shadow.
        let arrow = PolarisLook.arrowGlyph(in: Rect(x: 184, y: 248, width: 32, height: 32), pointsUp: true)
        #expect(result.displayList.contains(.fill(arrow, .white)))
        #expect(arrow.bounds == Rect(x: 189, y: 251, width: 22, height: 26))
        // The highlight is the circle, but the buddy view lays out against the frame.
        #expect(result.cutouts.first?.bounds == Rect(x: 174, y: 194, width: 52, height: 52))
    }

    @Test func hintCardCapsAt280AndIsNeverClampedToTheScreen() throws {
        let low = CapturedElement(id: "low", frame: Rect(x: 330, y: 740, width: 60, height: 40))
        let step = TourBuilder.step(title: "Hint", body: String(repeating: "word ", count: 20)) { $0.attachTo = Attachment(element: "low") }
        let result = try layout([step], elements: [low])
        let card = try #require(result.card)
        #expect(card.frame.width == 280)
        #expect(card.frame.minX == 360 - 140)
        #expect(card.frame.minY == 828)
        #expect(result.warnings.contains { $0.code == .cardOffscreen })
    }

    @Test func aboveMirrorsTheHintArrow() throws {
        let step = TourBuilder.step(title: "Hint", body: "Tap the highlighted area.") { $0.attachTo = Attachment(element: "button", side: .above) }
        let result = try layout([step])
        #expect(result.card?.frame.maxY == 152)
        #expect(result.card?.frame.height == 79)
    }

    @Test(arguments: [(Appearance.light, RGBAColor.white), (.dark, RGBAColor.black)])
    func bottomCardFollowsTheAppearance(_ appearance: Appearance, _ background: RGBAColor) throws {
        let result = try layout([simpleStep()], appearance: appearance)
        let frame = try #require(result.card?.frame)
        #expect(result.displayList.contains(.fill(.roundedRect(frame, radius: 16), background)))
        #expect(result.displayList.contains(.shadow(.roundedRect(frame, radius: 16), color: RGBAColor(white: 0, alpha: 0.2), radius: 12,
                                                    offset: Point(x: 0, y: 4))))
    }
}
