import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Ex.Spotlight's default overlay on 400 × 800 with safe top 50 and bottom 30: the message
/// "Hi there" is 8 × 6.5 = 52 wide, 15.509 tall (footnote bold ≈ 13); the row 15.509 + 24.
struct SpotlightLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    static let boxHeight = 12 + 15.509 + 12 + 39.509 + 12

    func layout(_ frame: Rect, configure: (inout Step) -> Void = { _ in }, orientation: Orientation = .portrait,
                landscapeSafeArea: EdgeInsets = .zero, appearance: Appearance? = nil) throws -> ImageLayout {
        let element = CapturedElement(id: "target", frame: frame)
        var step = TourBuilder.step(title: "", body: "Hi there")
        step.highlights = [Highlight(element: "target")]
        configure(&step)
        let screen = TourBuilder.screen([element], safeArea: EdgeInsets(top: 50, bottom: 30), landscapeSafeArea: landscapeSafeArea)
        return try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([step], style: .spotlight), screen: screen, stepNumber: 1,
                                                   orientation: orientation, appearance: appearance, measurer: measurer))
    }

    @Test(arguments: [(399.0, PlacedSide.below), (400, .above), (401, .above), (-50, .below)])
    func horizonRule(_ midY: Double, _ side: PlacedSide) {
        // midY above the container's midY (800 / 2) → bottom; on it or below → top.
        let shape = Rect(x: 0, y: midY - 10, width: 20, height: 20)
        #expect(SpotlightMessageBox.side(focusShape: shape, container: Rect(x: 0, y: 0, width: 400, height: 800)) == side)
    }

    @Test func boxAgainstTheBottomSafeEdgeWithATrailingGap() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40))
        let card = try #require(result.card)
        #expect(abs(card.frame.height - Self.boxHeight) < 1e-9)
        #expect(card.frame.minX == 0 && card.frame.width == 370)
        #expect(abs(card.frame.maxY - 770) < 1e-9)
        // Next (26 + 24) against the trailing padding; Dismiss (45.5 + 24) 4 pt before it.
        #expect(card.buttons.map(\.title) == ["Dismiss", "Next"])
        #expect(card.buttons[1].frame.minX == 308 && card.buttons[1].frame.width == 50)
        #expect(card.buttons[0].frame.minX == 234.5 && card.buttons[0].frame.width == 69.5)
        #expect(card.buttons.allSatisfy { abs($0.frame.maxY - (card.frame.maxY - 12)) < 1e-9 && abs($0.frame.height - 39.509) < 1e-9 })
        // The Next button: highlight-coloured text on a white rounded rect (radius 12).
        #expect(result.displayList.contains(.fill(.continuousRoundedRect(card.buttons[1].frame, radius: 12), .white)))
        #expect(result.displayList.contains(.fill(.rect(card.frame), RGBAColor(hex: "#CB3A44")!)))
    }

    /// `"buttons": []`: no Dismiss, no Next, and no room kept for their row: the box is the
    /// message and its padding (12 + 15.509 + 12), still against the bottom safe edge.
    @Test func boxWithoutButtonsHasNoButtonRow() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40)) { $0.buttons = [] }
        let card = try #require(result.card)
        #expect(card.buttons.isEmpty)
        #expect(isClose(card.frame.height, 12 + 15.509 + 12))
        #expect(isClose(card.frame.maxY, 770))
        let texts = result.displayList.compactMap { item -> String? in if case .text(let run) = item { run.text } else { nil } }
        #expect(texts.contains("Hi there") && !texts.contains("Dismiss") && !texts.contains("Next"))
    }

    @Test func lowFocusSendsTheBoxToTheTop() throws {
        let result = try layout(Rect(x: 20, y: 600, width: 60, height: 40))
        #expect(result.card?.frame.minY == 50)
    }

    @Test func circleFromTheDiagonalDecidesTheEdgeNotTheFrame() throws {
        // A tall frame whose circle's midY equals its own: the shape's midY (380) is what counts.
        let result = try layout(Rect(x: 100, y: 300, width: 30, height: 160))
        let cutout = try #require(result.cutouts.first)
        let diameter = (30.0 * 30 + 160 * 160).squareRoot()
        #expect(abs(cutout.bounds.width - diameter) < 1e-9)
        #expect(cutout.shape == .circle)
        #expect(abs((result.card?.frame.maxY ?? 0) - 770) < 1e-9)
    }

    @Test func landscapeStartsAtTheSafeLeadingEdge() throws {
        let result = try layout(Rect(x: 300, y: 40, width: 60, height: 40), orientation: .landscape,
                                landscapeSafeArea: EdgeInsets(leading: 44, bottom: 21, trailing: 44))
        #expect(result.card?.frame.minX == 44)
        #expect(isClose(result.card?.frame.width, 800 - 88 - 30))
        #expect(abs((result.card?.frame.maxY ?? 0) - 379) < 1e-9)
    }

    @Test func requestedSideOverridesTheHorizon() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40)) { $0.attachTo = Attachment(element: "target", side: .above) }
        #expect(result.card?.frame.minY == 50)
    }

    @Test func holesMergeAndTheDimIsBlackEightTenths() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40))
        #expect(result.dimmingColor == .black && result.dimmingOpacity == 0.8)
        let masks = result.displayList.compactMap { item -> CutoutMask? in if case .layer(_, let mask) = item { mask } else { nil } }
        #expect(masks.map(\.rule) == [.union])
    }

    @Test func noTargetClearsTheDimmingAndPutsTheBoxOnTop() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40)) { $0.highlights = [] }
        #expect(result.warnings.map(\.code) == [.spotlightNoTarget])
        #expect(!result.displayList.contains { if case .layer = $0 { true } else { false } })
        #expect(result.card?.frame.minY == 50)
    }

    @Test func darkAppearance() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40), appearance: .dark)
        #expect(result.dimmingColor == RGBAColor(white: 55.0 / 255) && result.dimmingOpacity == 0.85)
        let frame = try #require(result.card?.frame)
        #expect(result.displayList.contains(.fill(.rect(frame), RGBAColor(hex: "#DCF76D")!)))
    }

    @Test func buttonsFollowTheStepsRoles() throws {
        let result = try layout(Rect(x: 20, y: 100, width: 60, height: 40)) { $0.buttons = [CardButton(title: "Got it", role: .next)] }
        #expect(result.card?.buttons.map(\.title) == ["Got it"])
    }
}
