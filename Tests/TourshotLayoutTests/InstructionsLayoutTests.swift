import Foundation
import Testing
@testable import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Instructions' coach marks on a 400 × 800 window with the fixed-advance measurer:
/// "Hello! I'm a Coach Mark!" is 24 × 7.5 = 180 wide, "Ok!" 3 × 8.5 = 25.5 wide and 20.281 tall,
/// which UIKit makes a 26 × 21 label, so the body is 15 + 180 + 10 + 1 + 10 + 26 + 15 = 257 wide
/// and 21 + 20 = 41 tall.
struct InstructionsLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    static let hint = "Hello! I'm a Coach Mark!"
    static let bodySize = Size(width: 257, height: 41)

    func layout(_ element: CapturedElement, configure: (inout Step) -> Void = { _ in }, orientation: Orientation = .portrait,
                safeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets = .zero, appearance: Appearance? = nil,
                windowSize: Size = Size(width: 400, height: 800)) throws -> ImageLayout {
        var step = TourBuilder.step(title: "", body: Self.hint)
        step.highlights = [Highlight(element: element.id)]
        step.buttons = [CardButton(title: "Ok!", role: .next)]
        configure(&step)
        let screen = TourBuilder.screen([element], portraitSize: windowSize, safeArea: safeArea, landscapeSafeArea: landscapeSafeArea)
        return try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([step], style: .instructions), screen: screen, stepNumber: 1,
                                                   orientation: orientation, appearance: appearance, measurer: measurer))
    }

    // MARK: the pipeline's steps

    @Test(arguments: [(400.0, PlacedSide.below), (399.5, .below), (400.5, .above), (700, .above), (-20, .below)])
    func sideFollowsTheCutoutsTopEdge(_ minY: Double, _ side: PlacedSide) {
        // The rule reads the cutout's top edge against half the window (800 / 2), strictly greater.
        let cutout = Rect(x: 10, y: minY, width: 50, height: 300)
        #expect(CoachMarkPlacement.side(cutout: cutout, windowHeight: 800) == side)
    }

    @Test(arguments: [(AttachmentSide.above, PlacedSide.above), (.below, .below), (.over, .over)])
    func requestedSideWins(_ requested: AttachmentSide, _ side: PlacedSide) {
        #expect(CoachMarkPlacement.side(cutout: Rect(x: 0, y: 700, width: 10, height: 10), windowHeight: 800, requested: requested) == side)
    }

    /// Pass 0 keeps a centred mark only when it is inside all four limits: 20 pt from each
    /// side, not above the window's top, not below its bottom; each edge exactly on its limit fits.
    @Test(arguments: [
        (Rect(x: 20, y: 0, width: 360, height: 100), true), (Rect(x: 20, y: 700, width: 360, height: 100), true),
        (Rect(x: 20, y: -0.5, width: 360, height: 100), false), (Rect(x: 20, y: -120, width: 360, height: 100), false),
        (Rect(x: 20, y: 700.5, width: 360, height: 100), false), (Rect(x: 19.5, y: 10, width: 200, height: 100), false),
        (Rect(x: 180.5, y: 10, width: 200, height: 100), false),
    ])
    func centredMarkFitsOnlyInsideTheWindow(_ mark: Rect, _ fits: Bool) {
        #expect(CoachMarkPlacement.fitsCentred(mark, window: Size(width: 400, height: 800)) == fits)
    }

    @Test(arguments: [(200.0, CoachMarkPlacement.Alignment.leading), (0.5, .leading), (200.01, .trailing), (400, .trailing),
                      (0, .centered), (-10, .centered), (401, .centered)])
    func segments(_ x: Double, _ alignment: CoachMarkPlacement.Alignment) {
        // ⌈2·x / W⌉: 1 leading, 2 trailing, anything else (off screen) centred.
        #expect(CoachMarkPlacement.segmentAlignment(pointOfInterestX: x, windowWidth: 400) == alignment)
    }

    @Test(arguments: [
        (CoachMarkPlacement.Alignment.centered, 400.0, EdgeInsets.zero, 350.0),
        (.centered, 320, .zero, 280),
        // Centred ignores the safe area; leading/trailing subtract it.
        (.centered, 400, EdgeInsets(leading: 30, trailing: 30), 350),
        (.leading, 400, EdgeInsets(leading: 30, trailing: 30), 300),
        (.trailing, 852, EdgeInsets(leading: 59, trailing: 59), 350),
    ])
    func maximumWidth(_ alignment: CoachMarkPlacement.Alignment, _ width: Double, _ safeArea: EdgeInsets, _ expected: Double) {
        #expect(CoachMarkPlacement.maxWidth(alignment, windowWidth: width, safeArea: safeArea) == expected)
    }

    @Test func bodyHugsItsContentInWholePoints() {
        // The hint (17.895 tall) becomes an 18 pt text view, "Ok!" (25.5 × 20.281) a 26 × 21
        // label whose line is centred in it: 41 tall, not 40.281.
        let body = CoachMarkBody(hint: Self.hint, next: "Ok!", maxWidth: 350, color: .black, measurer: measurer)
        #expect(body.size == Self.bodySize)
        #expect(body.hint.frame == Rect(x: 15, y: 11.5, width: 180, height: 18))
        #expect(body.hint.wrapWidth == nil)
        // Separator: 1 pt wide, stack height − 10 tall, centred; the next label 10 pt after it.
        #expect(body.separator == Rect(x: 205, y: 15, width: 1, height: 11))
        #expect(body.nextFrame == Rect(x: 216, y: 10, width: 26, height: 21))
        #expect(isClose(body.next?.frame, Rect(x: 216, y: 10 + (21 - 17 * 1.193) / 2, width: 26, height: 17 * 1.193)))
    }

    @Test func wrappedBodyShrinksToItsWidestLine() {
        // 40 characters = 300 pt of hint; with a 280 cap the hint gets 280 − 77 = 203 and wraps
        // after "the " (24 characters with the space it broke at, 180 pt). The text view then
        // reports the wrapped text's size, 180 × 36 in whole points, and hugs it: the body is
        // 77 + 180 = 257 wide, not 280.
        let hint = "Tap here to see all the posts you wrote."
        let body = CoachMarkBody(hint: hint, next: "Ok!", maxWidth: 280, color: .black, measurer: measurer)
        #expect(body.hint.wrapWidth == 203)
        #expect(body.hint.frame == Rect(x: 15, y: 10, width: 180, height: 36))
        #expect(body.size == Size(width: 257, height: 56))
        #expect(body.separator?.minX == 205)  // 15 + 180 + 10
        #expect(body.nextFrame?.maxX == 242)
    }

    @Test func wrappedWidthStaysWithinTheCap() {
        // With a 279.5 cap 202.5 pt is left, and the first line fills it exactly (27 × 7.5): with
        // the space it broke at it would be 210, but the body's required maximum width keeps the
        // text view at 202.5.
        let hint = "Tap here to see all the way now"
        let body = CoachMarkBody(hint: hint, next: "Ok!", maxWidth: 279.5, color: .black, measurer: measurer)
        #expect(body.hint.wrapWidth == 202.5)
        #expect(body.hint.frame.width == 202.5)
        #expect(body.size.width == 279.5)
    }

    @Test func bodyWithoutNextLabelIsHintPlus30() {
        let body = CoachMarkBody(hint: Self.hint, next: nil, maxWidth: 350, color: .black, measurer: measurer)
        #expect(body.size == Size(width: 210, height: 38))
        #expect(body.separator == nil && body.next == nil && body.nextFrame == nil)
    }

    // MARK: whole layouts

    @Test func belowTheCutoutWithLeadingSecondPass() throws {
        // Avatar (20, 100, 80, 80): cutout (16, 96, 88, 88), top half → below; POI x 60 makes the
        // centred body (minX −68.25) break the margin, so pass 1 pins it to the leading margin.
        let result = try layout(CapturedElement(id: "avatar", frame: Rect(x: 20, y: 100, width: 80, height: 80)))
        #expect(result.cutouts == [ImageLayout.Cutout(element: "avatar", shape: .roundedRect, bounds: Rect(x: 16, y: 96, width: 88, height: 88))])
        // Arrow tip at cutout.maxY + 2 = 186, body top at 186 + 9 − 2 = 193.
        #expect(result.card?.frame == Rect(x: 20, y: 193, width: 257, height: 41))
        #expect(result.card?.title == Self.hint)
        #expect(result.card?.buttons.map(\.title) == ["Ok!"])
        #expect(result.card?.buttons.first?.frame == Rect(x: 236, y: 203, width: 26, height: 21))
        // The arrow stays on the point of interest: its rim triangle starts at x 60 − 7.5.
        #expect(result.displayList.contains(.fill(.polygon([Point(x: 52.5, y: 194), Point(x: 60, y: 186), Point(x: 67.5, y: 194)]),
                                                  InstructionsLook.palette(.light).border)))
        #expect(result.warnings.isEmpty)
    }

    @Test func aboveTheCutoutWithTrailingSecondPass() throws {
        // (300, 600, 60, 40): cutout (296, 596, 68, 48), top edge 596 > 400 → above; POI x 330 →
        // segment 2 → trailing: maxX = 400 − 20.
        let result = try layout(CapturedElement(id: "button", frame: Rect(x: 300, y: 600, width: 60, height: 40)))
        // Mark bottom = 596 − 2 = 594, arrow 585…594, body bottom = 585 + 2 = 587.
        let body = try #require(result.card?.frame)
        #expect(body.maxX == 380)
        #expect(abs(body.maxY - 587) < 1e-9)
        #expect(body.minX == 123)
        // Pointing down: rim (0,1) (7.5,9) (15,1) from the arrow origin (322.5, 585).
        #expect(result.displayList.contains(.fill(.polygon([Point(x: 322.5, y: 586), Point(x: 330, y: 594), Point(x: 337.5, y: 586)]),
                                                  InstructionsLook.palette(.light).border)))
    }

    @Test func centredWhenTheFirstPassFits() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40)))
        // POI (200, 320); body centred: 200 − 128.5 = 71.5; top = 344 + 9.
        #expect(result.card?.frame == Rect(x: 71.5, y: 353, width: 257, height: 41))
    }

    @Test func tallCutoutLeavesTheScreenAndIsReported() throws {
        // Cutout (16, 96, 368, 668): its top is in the upper half, so the mark goes below, from
        // 766 to 814 on an 800 pt window. Pass 0 breaks the bottom edge, so pass 1 runs and
        // (POI x 200 → segment 1) moves the body to the leading margin; nothing moves it up.
        let result = try layout(CapturedElement(id: "bio", frame: Rect(x: 20, y: 100, width: 360, height: 660)))
        let body = try #require(result.card?.frame)
        #expect(body == Rect(x: 20, y: 773, width: 257, height: 41))
        let warning = try #require(result.warnings.first { $0.code == .coachMarkOffscreen })
        #expect(warning.element == "bio")
        #expect(warning.message.contains("14 pt past the bottom edge"))
        // Reported once: the generic card check stays quiet.
        #expect(!result.warnings.contains { $0.code == .cardOffscreen })
        #expect(result.json.serialized().contains("\"coach-mark-offscreen\""))
    }

    @Test func safeAreaIsCompensatedAndTheArrowCanHangOffTheBody() throws {
        // Landscape 800 × 400 with a 44 pt leading inset: the leading pass pins the body at
        // 44 + 20 = 64, but the arrow stays centred on POI x 70 (62.5…77.5): Instructions never
        // clamps it to the body.
        let element = CapturedElement(id: "back", frame: Rect(x: 50, y: 50, width: 40, height: 40))
        let result = try layout(element, orientation: .landscape, landscapeSafeArea: EdgeInsets(leading: 44, trailing: 44))
        #expect(result.card?.frame.minX == 64)
        #expect(result.warnings.map(\.code) == [.coachMarkArrowOffBody])
    }

    @Test func overTheCutoutHasNoArrow() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 100, y: 300, width: 200, height: 40))) {
            $0.attachTo = Attachment(element: "field", side: .over)
        }
        // Centred on the cutout's midY (320).
        let body = try #require(result.card?.frame)
        #expect(abs(body.midY - 320) < 1e-9)
        #expect(!result.displayList.contains { if case .fill(let path, _) = $0 { path.elements.count == 4 } else { false } })
    }

    @Test func withoutTailTheBodyTakesTheArrowsPlace() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40))) {
            $0.attachTo = Attachment(element: "field", tail: false)
        }
        #expect(result.card?.frame.minY == 346)
    }

    @Test func attachedElementWithoutHighlightUsesTheDefaultCutoutForPlacement() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40))) {
            $0.highlights = []
            $0.attachTo = Attachment(element: "field")
        }
        #expect(result.cutouts.isEmpty)
        #expect(result.card?.frame.minY == 353)
    }

    @Test func skipViewAtTheTopTrailingCorner() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40)),
                                configure: { $0.buttons = [CardButton(title: "Ok!", role: .next), CardButton(title: "Skip", role: .skip)] },
                                safeArea: EdgeInsets(top: 59, bottom: 34))
        // "Skip" 34 × 20.281, a 34 × 21 title in whole points, + 30 × 20; top = 59 + 2,
        // trailing = 400 − 10. 41 tall, where the text's own height gave 40.281.
        #expect(result.card?.buttons.last?.title == "Skip")
        #expect(result.card?.buttons.last?.frame == Rect(x: 326, y: 61, width: 64, height: 41))
    }

    @Test func emptyButtonsGiveAHintOnlyBody() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40))) { $0.buttons = [] }
        #expect(result.card?.frame.size == Size(width: 210, height: 38))
        #expect(result.card?.buttons == [])
    }

    @Test func noCutoutCentresTheBodyWithoutArrow() throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40))) { $0.highlights = [] }
        #expect(result.card?.frame.center == Point(x: 200, y: 400))
    }

    @Test(arguments: [(Appearance.light, "#E8E8E8", 0.65), (.dark, "#323232", 0.75)])
    func overlayColours(_ appearance: Appearance, _ hex: String, _ opacity: Double) throws {
        let result = try layout(CapturedElement(id: "field", frame: Rect(x: 160, y: 300, width: 80, height: 40)), appearance: appearance)
        #expect(result.dimmingColor.hexRGB == hex)
        #expect(result.dimmingOpacity == opacity)
        // One even-odd mask of the window and the cutout, no stroke.
        let layer = result.displayList.compactMap { item -> CutoutMask? in if case .layer(_, let mask) = item { mask } else { nil } }
        #expect(layer.map(\.rule) == [.evenOdd])
        #expect(layer.map(\.edgeStroke) == [0])
    }
}
