import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Cluck's onboarding page on 400 × 800 with safe top 50 and bottom 30, fixed-advance text:
/// "Skip" 17 semibold is 34 × 20.281, "Next" 17 bold 34 × 20.281.
struct OnboardingLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    static let accent = RGBAColor(red: 1, green: 0.4, blue: 0.2)

    static func page(_ hint: GestureHint? = .swipe) -> Step {
        var step = Step()
        step.page = OnboardingPage(emoji: "👆", title: "Swipe", description: "Swipe right.", colors: [accent], gestureHint: hint)
        return step
    }

    func layout(_ steps: [Step], step: Int, style: TutorialStyle = .onboarding, orientation: Orientation = .portrait,
                appearance: Appearance? = nil, elements: [CapturedElement] = []) throws -> ImageLayout {
        let screen = TourBuilder.screen(elements, safeArea: EdgeInsets(top: 50, bottom: 30), landscapeSafeArea: EdgeInsets(leading: 44, bottom: 21, trailing: 44))
        return try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour(steps, style: style), screen: screen, stepNumber: step,
                                                   orientation: orientation, appearance: appearance, measurer: measurer))
    }

    var sixPages: [Step] { (0..<6).map { _ in Self.page(nil) } }

    @Test func skipRowButtonAndDots() throws {
        let result = try layout(sixPages, step: 2)
        let card = try #require(result.card)
        // Skip: 20 × 10 padding around the text, 16 from the safe top and trailing edge.
        #expect(card.buttons.map(\.title) == ["Skip", "Next"])
        #expect(isClose(card.buttons[0].frame, Rect(x: 310, y: 66, width: 74, height: 40.281)))
        // Button: 40 from the sides, 18 vertical padding, 40 above the safe bottom.
        #expect(isClose(card.frame, Rect(x: 40, y: 800 - 30 - 40 - 56.281, width: 320, height: 56.281)))
        // Dots: 10 pt current (second), 8 pt others, 8 apart, centred, 20 above the button.
        let dots = result.displayList.compactMap { item -> Rect? in
            if case .fill(let path, let color) = item, color == .white || color == RGBAColor(white: 1, alpha: 0.3),
               path.elements.count == 6 { return path.bounds } else { return nil }
        }
        let dotsTop = card.frame.minY - 20 - 10
        #expect(dots.count == 6)
        #expect(isClose(dots[0], Rect(x: 155, y: dotsTop + 1, width: 8, height: 8)))
        #expect(isClose(dots[1], Rect(x: 171, y: dotsTop, width: 10, height: 10)))
        #expect(isClose(dots[5], Rect(x: 237, y: dotsTop + 1, width: 8, height: 8)))
    }

    @Test func lastPageHidesSkipAndSaysGetStarted() throws {
        let result = try layout(sixPages, step: 6)
        #expect(result.card?.buttons.map(\.title) == ["Get Started"])
        // "Get Started" (11 × 8.5 = 93.5) centred in the button.
        let text = result.displayList.compactMap { item -> TextRun? in if case .text(let run) = item, run.text == "Get Started" { run } else { nil } }
        #expect(isClose(text.first?.frame.midX, 200))
    }

    @Test func contentIsCentredInThePager() throws {
        let result = try layout([Self.page(), Self.page()], step: 1)
        // Pager: from the Skip row (50 + 16 + 40.281 + 16) to the dots (button top − 30).
        let pagerTop = 50 + 72.281, dotsTop = 800 - 30 - 40 - 56.281 - 30
        let pagerMid = (pagerTop + dotsTop) / 2
        // Emoji box 200, 32, title 38.176, 16, description 20.281, 32 + 20, hint 40 + 8 + 14.316.
        let height = 200 + 32 + 38.176 + 16 + 20.281 + 52 + 62.316
        let top = pagerMid - height / 2
        let glow = result.displayList.compactMap { item -> Point? in
            if case .clipped(_, let content) = item, case .radialGradient(_, let center, let radius, _)? = content.first, radius == 100 { return center }
            return nil
        }
        #expect(glow.count == 1)
        #expect(isClose(glow.first?.y, top + 100))
        #expect(isClose(glow.first?.x, 200))
        let title = result.displayList.flatMap { item -> [TextRun] in
            if case .clipped(_, let content) = item { return content.compactMap { if case .text(let run) = $0, run.text == "Swipe" { run } else { nil } } }
            return []
        }
        #expect(isClose(title.first?.frame.minY, top + 232))
        #expect(title.first?.font == FontSpec(size: 32, weight: .bold, rounded: true))
        #expect(result.warnings.isEmpty)
    }

    @Test func gradientRunsFromTopLeadingToBottomTrailing() throws {
        let result = try layout([Self.page()], step: 1)
        #expect(result.displayList.contains(.linearGradient(.rect(Rect(x: 0, y: 0, width: 400, height: 800)),
                                                            start: Point(x: 0, y: 0), end: Point(x: 400, y: 800),
                                                            stops: [GradientStop(0, Self.accent), GradientStop(1, Self.accent.withAlpha(0.7))])))
        // Under the gradient, what its 30% transparency shows: the presentation background.
        #expect(result.displayList.contains(.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 800)), .white)))
        let dark = try layout([Self.page()], step: 1, appearance: .dark)
        #expect(dark.displayList.contains(.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 800)), .black)))
    }

    @Test func thumbsAreRotatedTwentyDegrees() throws {
        let result = try layout([Self.page()], step: 1)
        let glyphs = result.displayList.flatMap { item -> [VectorPath] in
            if case .clipped(_, let content) = item {
                return content.compactMap { if case .fill(let path, let color) = $0, color == RGBAColor(white: 1, alpha: 0.8) { path } else { nil } }
            }
            return []
        }
        #expect(glyphs.count == 2)
        // Columns: 40 wide each, 40 apart, centred: centres at 200 ∓ 40.
        let box = { (x: Double) in Rect(x: x - 20, y: glyphs[0].bounds.minY, width: 40, height: 40) }
        _ = box
        #expect(isClose(glyphs[0].bounds.midX, 160, tolerance: 3))
        #expect(isClose(glyphs[1].bounds.midX, 240, tolerance: 3))
    }

    @Test func landscapeClipsTheContentAndSaysSo() throws {
        let result = try layout([Self.page(), Self.page()], step: 1, orientation: .landscape)
        #expect(result.warnings.map(\.code) == [.pageContentClipped])
        // The pager is the clip: safe leading 44 to trailing 756.
        let clip = result.displayList.compactMap { item -> Rect? in if case .clipped(let path, _) = item { path.bounds } else { nil } }
        #expect(clip.first?.minX == 44 && clip.first?.width == 712)
    }

    @Test func onboardingStepWithoutPageBecomesAPageOfItsTitleAndBody() throws {
        let result = try layout([TourBuilder.step(title: "Welcome", body: "Hello")], step: 1)
        #expect(result.card?.title == "Welcome")
        #expect(result.dimmingOpacity == 0)
    }

    @Test func anyStyleMayShowAPage() throws {
        let result = try layout([Self.page()], step: 1, style: .tutorialkit)
        #expect(result.card?.buttons.map(\.title) == ["Get Started"])
        #expect(result.style == .tutorialkit)
    }

    @Test func highlightsPunchThroughThePage() throws {
        var step = Self.page()
        step.highlights = [Highlight(element: "deck")]
        let result = try layout([step], step: 1, elements: [CapturedElement(id: "deck", frame: Rect(x: 20, y: 100, width: 360, height: 400))])
        #expect(result.cutouts.map(\.element) == ["deck"])
        #expect(result.displayList.contains { if case .layer(_, let mask) = $0 { mask.rule == .union } else { false } })
    }
}
