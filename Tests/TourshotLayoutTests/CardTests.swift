import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Card size from measured content, and card placement with its clamp.
struct CardTests {
    let measurer = FixedAdvanceMeasurer()

    func step(_ title: String = "Title", body: String = "Body", centered: Bool = false, buttons: [CardButton]? = nil) -> Step {
        TourBuilder.step(title: title, body: body) { $0.centered = centered; $0.buttons = buttons }
    }

    @Test func defaultCardContent() {
        let content = CardContent(step: step(), containerWidth: 400, measurer: measurer)
        let title = 18 * 1.193, body = 14 * 1.193, row = 14 * 1.193 + 16
        #expect(content.size.width == 300)
        #expect(abs(content.size.height - (16 + title + 12 + body + 12 + row + 16)) < 1e-9)
        #expect(content.title?.frame == Rect(x: 16, y: 16, width: 45, height: title))
        #expect(content.body?.frame == Rect(x: 16, y: 16 + title + 12, width: 28, height: body))
        let rowTop = 16 + title + 12 + body + 12
        #expect(content.buttons.map(\.title) == ["Skip", "Next"])
        // Skip at the leading edge, vertically centred in the row; Next against the trailing edge.
        #expect(content.buttons[0].frame == Rect(x: 16, y: rowTop + 8, width: 28, height: body))
        #expect(content.buttons[1].frame == Rect(x: 300 - 16 - 60, y: rowTop, width: 60, height: row))
    }

    @Test func centeredCardIsWiderWithBiggerTitle() {
        let content = CardContent(step: step(centered: true), containerWidth: 400, measurer: measurer)
        #expect(content.size.width == 340)
        #expect(content.title?.font.size == 22)
        // Centered text sits in the middle of the 308 pt content width.
        #expect(content.title?.frame.minX == 142.5)  // 16 + (308 − 55) / 2
        #expect(content.body?.alignment == .center)
    }

    @Test func narrowContainerLimitsWidth() {
        #expect(CardContent(step: step(), containerWidth: 250, measurer: measurer).size.width == 250)
    }

    @Test func untitledCardHugsItsContent() {
        // Row ideal: Skip 28 + Next 60 + three 8 pt gaps (Skip|Spacer|Next) = 112; body 28.
        let content = CardContent(step: step(""), containerWidth: 400, measurer: measurer)
        #expect(content.size.width == 112 + 32)
        #expect(content.title == nil)
    }

    @Test func bodyWrapsAtTheContentWidth() {
        let long = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)
        let content = CardContent(step: step(body: long), containerWidth: 400, measurer: measurer)
        // 268 pt at 7 pt per character: 38 characters per line → 7 words (34) per line, 5 lines.
        #expect(content.body?.frame.height == 5 * 14 * 1.193)
    }

    @Test func customButtons() {
        let buttons = [CardButton(title: "Later", role: .skip, style: .secondary), CardButton(title: "Let's Go", role: .dismiss)]
        let content = CardContent(step: step(buttons: buttons), containerWidth: 400, measurer: measurer)
        #expect(content.buttons.map(\.title) == ["Later", "Let's Go"])
        #expect(content.buttons[0].frame.minX == 16)
        #expect(content.buttons[1].frame.maxX == 284)
        #expect(content.buttons[1].frame.width == 8 * 7 + 32)
    }

    @Test func centeredCustomButtonIsCentered() {
        let content = CardContent(step: step(centered: true, buttons: [CardButton(title: "Let's Go", role: .dismiss)]),
                                  containerWidth: 400, measurer: measurer)
        #expect(content.buttons[0].frame.midX == 170)
    }
}

struct CardPlacementTests {
    let portrait = Size(width: 400, height: 800)
    let landscape = Size(width: 800, height: 400)

    @Test func portraitGoesOppositeTheTargets() {
        let step = Step()
        let low = [Rect(x: 0, y: 600, width: 100, height: 100)]
        let high = [Rect(x: 0, y: 0, width: 100, height: 100)]
        #expect(CardPlacement.center(for: step, targetFrames: low, container: portrait, orientation: .portrait) == Point(x: 200, y: 200))
        #expect(CardPlacement.center(for: step, targetFrames: high, container: portrait, orientation: .portrait) == Point(x: 200, y: 600))
    }

    @Test func landscapeGoesToTheOtherHalf() {
        let step = Step()
        let right = [Rect(x: 600, y: 0, width: 100, height: 100)]
        let left = [Rect(x: 0, y: 300, width: 100, height: 100)]
        #expect(CardPlacement.center(for: step, targetFrames: right, container: landscape, orientation: .landscape) == Point(x: 200, y: 200))
        #expect(CardPlacement.center(for: step, targetFrames: left, container: landscape, orientation: .landscape) == Point(x: 600, y: 200))
    }

    @Test func centroidOfAllTargetsAndTheMidlineTie() {
        // Mid-points y 100 and 700: centroid 400 = midY, not greater, so the card goes low.
        let frames = [Rect(x: 0, y: 50, width: 10, height: 100), Rect(x: 0, y: 650, width: 10, height: 100)]
        #expect(CardPlacement.center(for: Step(), targetFrames: frames, container: portrait, orientation: .portrait) == Point(x: 200, y: 600))
    }

    /// The landscape tie: a target centred on the midline is not "right of" it, so the card
    /// goes to the right half (a `>=` would send it left).
    @Test func landscapeMidlineTieGoesRight() {
        let centred = [Rect(x: 350, y: 0, width: 100, height: 100)]
        #expect(CardPlacement.center(for: Step(), targetFrames: centred, container: landscape, orientation: .landscape) == Point(x: 600, y: 200))
        let justRight = [Rect(x: 350.5, y: 0, width: 100, height: 100)]
        #expect(CardPlacement.center(for: Step(), targetFrames: justRight, container: landscape, orientation: .landscape) == Point(x: 200, y: 200))
    }

    @Test func noTargetsCentersTheCard() {
        #expect(CardPlacement.center(for: Step(), targetFrames: [], container: portrait, orientation: .portrait) == Point(x: 200, y: 400))
    }

    @Test func positionAndLandscapePosition() {
        var step = Step()
        step.position = Point(x: 0.5, y: 0.1)
        #expect(CardPlacement.center(for: step, targetFrames: [], container: portrait, orientation: .portrait) == Point(x: 200, y: 80))
        #expect(CardPlacement.center(for: step, targetFrames: [], container: landscape, orientation: .landscape) == Point(x: 400, y: 40))
        step.landscapePosition = Point(x: 0.25, y: 0.5)
        #expect(CardPlacement.center(for: step, targetFrames: [], container: landscape, orientation: .landscape) == Point(x: 200, y: 200))
        #expect(CardPlacement.center(for: step, targetFrames: [], container: portrait, orientation: .portrait) == Point(x: 200, y: 80))
    }

    @Test func clampKeepsEightPointsInside() {
        let card = Size(width: 300, height: 120)
        #expect(CardPlacement.clamp(Point(x: 0, y: 0), cardSize: card, container: portrait) == Point(x: 158, y: 68))
        #expect(CardPlacement.clamp(Point(x: 400, y: 800), cardSize: card, container: portrait) == Point(x: 242, y: 732))
        #expect(CardPlacement.clamp(Point(x: 200, y: 400), cardSize: card, container: portrait) == Point(x: 200, y: 400))
    }

    @Test func cardWiderThanTheContainerEndsAtTheUpperLimit() {
        // lo 158 > hi 42: min(max(c, 158), 42) = 42, as on the device.
        #expect(CardPlacement.clamp(Point(x: 100, y: 50), cardSize: Size(width: 300, height: 50), container: Size(width: 200, height: 100))
                == Point(x: 42, y: 50))
    }
}
