import Foundation
import Testing
@testable import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// What each style declares tappable (`Card.targets`, read from its library's source,
/// docs/styles.md "What is tappable") and what `lint` finds there. 400 × 800, fixed-advance text.
struct TouchTargetsTests {
    let measurer = FixedAdvanceMeasurer()
    static let element = CapturedElement(id: "target", frame: Rect(x: 150, y: 200, width: 100, height: 40))
    static let body = "the coach mark's body (the control that advances)"
    static let tooSmall = ", smaller than the 44×44 pt a touch target needs; give it padding or a larger frame"

    func layout(_ steps: [Step], style: TutorialStyle, step: Int = 1, safeArea: EdgeInsets = .zero) throws -> ImageLayout {
        try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour(steps, style: style), screen: TourBuilder.screen([Self.element], safeArea: safeArea),
                                            stepNumber: step, orientation: .portrait, measurer: measurer))
    }

    /// An Instructions step with the "Ok!" next label (26 × 21 in whole points).
    func coachMark(_ hint: String, skip: Bool = false) -> Step {
        TourBuilder.step(title: "", body: hint) {
            $0.highlights = [Highlight(element: "target")]
            $0.buttons = [CardButton(title: "Ok!", role: .next)] + (skip ? [CardButton(title: "Skip", role: .skip)] : [])
        }
    }

    // MARK: Instructions: the body is the next control

    /// A two-line hint (54 characters of 7.5 wrap at the 273 pt the body leaves it) makes a
    /// 56 pt body (2 × 17.895 → 36, + 20): its "Ok!" label (26 × 21) is no target of its own.
    @Test func instructionsNextLabelIsNoTargetTheTwoLineBodyIs() throws {
        let result = try layout([coachMark(String(repeating: "word ", count: 10) + "done")], style: .instructions)
        let card = try #require(result.card)
        #expect(card.buttons.map(\.title) == ["Ok!"] && card.buttons[0].frame.size == Size(width: 26, height: 21))
        #expect(card.frame.height == 56)
        #expect(card.targets == [ImageLayout.TouchTarget(name: Self.body, frame: card.frame)])
        #expect(TouchTargetLint.warnings(result).isEmpty)
    }

    /// A one-line hint leaves the body 41 pt tall (21 + 20), as on the device: the body is
    /// reported, 257 × 41, never the label inside it.
    @Test func instructionsOneLineBodyIsReportedAsTheBody() throws {
        let result = try layout([coachMark("Hello! I'm a Coach Mark!")], style: .instructions)
        let card = try #require(result.card)
        #expect(card.frame.size == Size(width: 257, height: 41))
        #expect(TouchTargetLint.warnings(result).map(\.message) == ["\(Self.body) is 257×41 pt" + Self.tooSmall])
        #expect(TouchTargetLint.warnings(result).map(\.region) == [card.frame])
    }

    /// The skip view is a UIButton of 17 pt text in 10/15 insets: "Skip" 34 + 30 = 64 wide and
    /// 21 + 20 = 41 tall, 10 from the trailing edge and 2 below the top — under 44 on the device too.
    @Test func instructionsSkipViewUnder44IsReported() throws {
        let result = try layout([coachMark(String(repeating: "word ", count: 10) + "done", skip: true)], style: .instructions)
        let card = try #require(result.card)
        let skip = Rect(x: 326, y: 2, width: 64, height: 41)
        #expect(card.targets == [ImageLayout.TouchTarget(name: Self.body, frame: card.frame),
                                 ImageLayout.TouchTarget(name: "button \"Skip\"", frame: skip)])
        let found = TouchTargetLint.warnings(result)
        #expect(found.map(\.message) == ["button \"Skip\" is 64×41 pt" + Self.tooSmall])
        #expect(found.map(\.region) == [skip])
    }

    // MARK: TutorialKit: a Button's label, not the capsule around it

    @Test func tutorialKitTargetsAreTheButtonsText() throws {
        let result = try layout([TourBuilder.step()], style: .tutorialkit)
        let card = try #require(result.card)
        #expect(card.buttons.map(\.title) == ["Skip", "Next"])
        let (skip, next) = (card.buttons[0].frame, card.buttons[1].frame)
        // Skip is plain text: the button is its text. Next's 16 × 8 padding is outside the Button.
        #expect(card.targets.map(\.name) == ["button \"Skip\"", "button \"Next\" (its text; the capsule around it is not part of the Button)"])
        #expect(card.targets.first?.frame == skip)
        #expect(isClose(card.targets.last?.frame, next.insetBy(dx: 16, dy: 8)))
        #expect(card.targets.last?.frame.size.width == 28)
        #expect(TouchTargetLint.warnings(result).map(\.region) == card.targets.map(\.frame))
    }

    // MARK: Polaris, Spotlight, the onboarding page: their buttons

    @Test func polarisBottomCardButtonsAreItsTargetsTheHintCardHasNone() throws {
        let steps = [TourBuilder.step(title: "Step 1 of 3", body: "Welcome!") { $0.highlights = [Highlight(element: "target")] },
                     TourBuilder.step(title: "Hint", body: "Tap it.") { $0.attachTo = Attachment(element: "target") }]
        let simple = try #require(try layout(steps, style: .polaris).card)
        // UIButtons sized to their titles: 16 pt text in whole points (20) + 6 above and below.
        #expect(simple.buttons.map(\.frame.height) == [32, 32])
        #expect(simple.targets == simple.buttons.map(ImageLayout.TouchTarget.init(button:)))
        #expect(try #require(try layout(steps, style: .polaris, step: 2).card).targets.isEmpty)
    }

    @Test func spotlightButtonsWithTheirPaddingAreItsTargets() throws {
        let result = try layout([TourBuilder.step(title: "", body: "Hi there") { $0.highlights = [Highlight(element: "target")] }],
                                style: .spotlight, safeArea: EdgeInsets(top: 50, bottom: 30))
        let card = try #require(result.card)
        // Footnote bold (15.509) inside the label's 12 pt padding: 39.509 tall.
        #expect(card.buttons.map(\.title) == ["Dismiss", "Next"])
        #expect(card.buttons.allSatisfy { abs($0.frame.height - 39.509) < 1e-9 })
        #expect(card.targets == card.buttons.map(ImageLayout.TouchTarget.init(button:)))
    }

    @Test func onboardingSkipAndNextAreTargetsNotTheDots() throws {
        let pages = (0..<3).map { _ in
            TourBuilder.step { $0.page = OnboardingPage(emoji: "👆", title: "Swipe", description: "Swipe right.", colors: [.white], gestureHint: nil) }
        }
        let result = try layout(pages, style: .onboarding, step: 2, safeArea: EdgeInsets(top: 50, bottom: 30))
        let card = try #require(result.card)
        #expect(card.targets == card.buttons.map(ImageLayout.TouchTarget.init(button:)))
        #expect(card.targets.map(\.name) == ["button \"Skip\"", "button \"Next\""])
        // Skip: headline 20.281 in its 10 pt padding, 40.281 tall; the Next bar is 56.281.
        #expect(TouchTargetLint.warnings(result).map(\.message) == ["button \"Skip\" is 74×40.3 pt" + Self.tooSmall])
    }
}
