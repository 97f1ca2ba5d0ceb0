import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Right to left (and Instructions' off-screen arrow) as each library draws it, on 400 × 800
/// with the fixed-advance measurer. Wireframes mirror right to left, so an element written at
/// x lies at 400 − maxX. Instructions' body: hint 180 + "Ok!" 26 (25.5 in whole points) → 257 × 41.
struct RightToLeftLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    static let hint = "Hello! I'm a Coach Mark!"

    func instructions(_ frame: Rect, _ direction: LayoutDirection) throws -> ImageLayout {
        var step = TourBuilder.step(title: "", body: Self.hint)
        step.highlights = [Highlight(element: "target")]
        step.buttons = [CardButton(title: "Ok!", role: .next)]
        let tour = PresentationVariant(layoutDirection: direction).applied(to: TourBuilder.tour([step], style: .instructions))
        return try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([CapturedElement(id: "target", frame: frame)]),
                                                   stepNumber: 1, orientation: .portrait, measurer: measurer))
    }

    static func upArrow(atX x: Double, top: Double) -> DisplayItem {
        .fill(.polygon([Point(x: x - 7.5, y: top + 8), Point(x: x, y: top), Point(x: x + 7.5, y: top + 8)]),
              InstructionsLook.palette(.light).border)
    }

    static func runs(_ layout: ImageLayout) -> [String: Rect] {
        Dictionary(layout.displayList.compactMap { if case .text(let run) = $0 { (run.text, run.frame) } else { nil } },
                   uniquingKeysWith: { first, _ in first })
    }

    @Test func instructionsPassZeroCentresOnTheMirroredPointAndMirrorsTheStack() throws {
        // Written (120, 300, 80, 40), mirrored to (200, 300): cutout (196, 296, 88, 48), point of
        // interest x 240. Pass 0 centres the body on 400 − 240 = 160 (minX 31.5), which fits the
        // margins; the arrow sits on the body's centre, 80 pt from the point of interest.
        let result = try instructions(Rect(x: 120, y: 300, width: 80, height: 40), .rightToLeft)
        #expect(result.cutouts.map(\.bounds) == [Rect(x: 196, y: 296, width: 88, height: 48)])
        #expect(result.card?.frame == Rect(x: 31.5, y: 353, width: 257, height: 41))
        #expect(result.displayList.contains(Self.upArrow(atX: 160, top: 346)))
        // The stack from the left: "Ok!" at 31.5 + 15, the separator 10 after it, the hint last.
        let runs = Self.runs(result)
        #expect(isClose(runs["Ok!"], Rect(x: 46.5, y: 363 + (21 - 17 * 1.193) / 2, width: 26, height: 17 * 1.193)))
        #expect(runs[Self.hint] == Rect(x: 93.5, y: 364.5, width: 180, height: 18))
        #expect(result.displayList.contains(.fill(.rect(Rect(x: 82.5, y: 368, width: 1, height: 11)), InstructionsLook.palette(.light).text)))
        #expect(result.card?.buttons.first?.frame == Rect(x: 46.5, y: 363, width: 26, height: 21))
    }

    @Test func instructionsLeftToRightKeepsThePointAndTheStackOrder() throws {
        // The same element left to right: point of interest 160, body 31.5…288.5, hint first.
        let result = try instructions(Rect(x: 120, y: 300, width: 80, height: 40), .leftToRight)
        #expect(result.card?.frame == Rect(x: 31.5, y: 353, width: 257, height: 41))
        #expect(result.displayList.contains(Self.upArrow(atX: 160, top: 346)))
        #expect(Self.runs(result)[Self.hint]?.minX == 46.5)
        #expect(Self.runs(result)["Ok!"]?.minX == 247.5)
    }

    @Test func instructionsPassOneRightToLeftLandsOnTheSameSide() throws {
        // Written (300, 100, 80, 80), mirrored to (20, 100): point of interest x 60. Pass 0 centres
        // on 340 (211.5…468.5) and breaks the right margin; pass 1's segment 1 is "trailing"
        // right to left, the left edge: body at 20, arrow on the point of interest.
        let result = try instructions(Rect(x: 300, y: 100, width: 80, height: 80), .rightToLeft)
        #expect(result.card?.frame == Rect(x: 20, y: 193, width: 257, height: 41))
        #expect(result.displayList.contains(Self.upArrow(atX: 60, top: 186)))
        #expect(isClose(Self.runs(result)["Ok!"]?.minX, 35))
    }

    @Test func instructionsOffScreenPointShiftsTheArrowByItsDistanceFromTheCentre() throws {
        // (−22, 300, 40, 40): cutout (−26, 296, 48, 48), point of interest x −2. Pass 1's segment
        // ⌈2·(−2) / 400⌉ = 0 keeps the body centred on −2 (−130.5…126.5); the arrow moves to
        // −2 − (200 − (−2)) = −204, so none of it shows (it used to show 5.5 pt at x 0…5.5).
        let result = try instructions(Rect(x: -22, y: 300, width: 40, height: 40), .leftToRight)
        #expect(result.card?.frame == Rect(x: -130.5, y: 353, width: 257, height: 41))
        #expect(result.displayList.contains(Self.upArrow(atX: -204, top: 346)))
        #expect(result.warnings.map(\.code).sorted { $0.rawValue < $1.rawValue } == [.coachMarkArrowOffBody, .coachMarkOffscreen, .elementOffscreen])
    }

    @Test func instructionsOffScreenRightToLeft() throws {
        // Written (382, 300, 40, 40), mirrored to (−22, 300): point of interest −2, centred on its
        // mirror image 402 (273.5…530.5); the arrow at 402 + (402 − 200) = 604.
        let result = try instructions(Rect(x: 382, y: 300, width: 40, height: 40), .rightToLeft)
        #expect(result.card?.frame == Rect(x: 273.5, y: 353, width: 257, height: 41))
        #expect(result.displayList.contains(Self.upArrow(atX: 604, top: 346)))
    }

    @Test func onboardingSkipAtTheLeftAndDotsReversed() throws {
        var page = Step()
        page.page = OnboardingPage(emoji: nil, title: "Hi", description: nil, colors: [], gestureHint: nil)
        let tour = PresentationVariant(layoutDirection: .rightToLeft).applied(to: TourBuilder.tour(Array(repeating: page, count: 6), style: .onboarding))
        let result = try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([], safeArea: EdgeInsets(top: 50, bottom: 30)),
                                                         stepNumber: 2, orientation: .portrait, measurer: measurer))
        let card = try #require(result.card)
        // Skip 16 from the safe leading (left) edge.
        #expect(isClose(card.buttons.first { $0.title == "Skip" }?.frame, Rect(x: 16, y: 66, width: 74, height: 40.281)))
        // Dots from the left: pages 6, 5, 4, 3, 2 (current, 10 pt), 1.
        let dots = result.displayList.compactMap { item -> Rect? in
            if case .fill(let path, let color) = item, color == .white || color == RGBAColor(white: 1, alpha: 0.3),
               path.elements.count == 6 { return path.bounds } else { return nil }
        }
        let top = card.frame.minY - 30
        #expect(dots.count == 6)
        #expect(isClose(dots[0], Rect(x: 237, y: top + 1, width: 8, height: 8)))
        #expect(isClose(dots[1], Rect(x: 219, y: top, width: 10, height: 10)))
        #expect(isClose(dots[5], Rect(x: 155, y: top + 1, width: 8, height: 8)))
    }

    @Test func polarisCardsKeepTheirFrameButMirrorTheirLabelsAndRow() throws {
        // The example's card is pinned 20 pt from both edges: the same frame both ways. Its
        // labels (natural alignment) end at the right edge right to left, and its button
        // UIStackView arranges from the right: Skip at the right, Next → at the left.
        let step = TourBuilder.step(title: "Step 1 of 3", body: "Welcome!") { $0.highlights = [Highlight(element: "cell")] }
        func layout(_ direction: LayoutDirection) throws -> ImageLayout {
            let tour = PresentationVariant(layoutDirection: direction).applied(to: TourBuilder.tour([step, step], style: .polaris))
            let screen = TourBuilder.screen([CapturedElement(id: "cell", frame: Rect(x: 0, y: 200, width: 400, height: 56))])
            return try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: measurer))
        }
        let ltr = try layout(.leftToRight), rtl = try layout(.rightToLeft)
        let card = try #require(rtl.card)
        #expect(card.frame == ltr.card?.frame)
        #expect(card.frame.minX == 20 && card.frame.width == 360)
        #expect(ltr.card?.buttons.map(\.title) == ["Skip", "Next →"] && ltr.card?.buttons.map(\.frame.minX) == [40, 312])
        // Right to left: Skip (32 pt of text) ends 20 pt inside the right edge, Next → starts 20 pt inside the left one.
        #expect(card.buttons.map(\.title) == ["Skip", "Next →"] && card.buttons.map(\.frame.minX) == [328, 40])
        let runs = { (layout: ImageLayout) in layout.displayList.compactMap { item -> TextRun? in
            if case .text(let run) = item, ["Step 1 of 3", "Welcome!"].contains(run.text) { return run }
            return nil
        } }
        #expect(runs(ltr).map(\.frame.minX) == [40, 40] && runs(ltr).map(\.alignment) == [.leading, .leading])
        #expect(runs(rtl).map(\.frame.maxX) == [360, 360] && runs(rtl).map(\.alignment) == [.trailing, .trailing])
    }

    @Test func tutorialKitCardMirrorsItsRowButNotTheAnchors() throws {
        // A 60 × 40 button written at (300, 700) lies at (40, 700) right to left; the arrow's tip
        // stays on its (absolute) top centre. The card's row: Next at the left, Skip at the right.
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top)])
        func layout(_ direction: LayoutDirection) throws -> ImageLayout {
            let tour = PresentationVariant(layoutDirection: direction).applied(to: TourBuilder.tour([step]))
            return try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([CapturedElement(id: "button", frame: Rect(x: 300, y: 700, width: 60, height: 40))]),
                                                       stepNumber: 1, orientation: .portrait, measurer: measurer))
        }
        let ltr = try layout(.leftToRight), rtl = try layout(.rightToLeft)
        #expect(rtl.arrows[0].tip == Point(x: 70, y: 700))
        #expect(rtl.card?.frame == ltr.card?.frame)
        let frames = { (layout: ImageLayout) in Dictionary(uniqueKeysWithValues: layout.card!.buttons.map { ($0.title, $0.frame) }) }
        // The card spans 50…350 with 16 pt padding: content 66…334.
        #expect(isClose(frames(ltr)["Skip"], Rect(x: 66, y: 222.737, width: 28, height: 16.702)))
        #expect(isClose(frames(rtl)["Skip"], Rect(x: 306, y: 222.737, width: 28, height: 16.702)))
        #expect(isClose(frames(rtl)["Next"], Rect(x: 66, y: 214.737, width: 60, height: 32.702)))
    }
}
