import Testing
@testable import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// `lint`'s touch-target check: the card's targets under 44×44 pt, named with their size; never a layout warning.
struct TouchTargetLintTests {
    func card(_ buttons: [(String, Rect)]) -> ImageLayout.Card {
        let buttons = buttons.map { ImageLayout.Card.Button(title: $0.0, frame: $0.1) }
        return ImageLayout.Card(frame: Rect(x: 0, y: 0, width: 300, height: 200), title: "Card",
                                buttons: buttons, targets: buttons.map(ImageLayout.TouchTarget.init(button:)))
    }

    @Test func buttonsUnder44PointsEitherWayAreReportedWithTitleAndSize() {
        let warnings = TouchTargetLint.warnings(card: card([
            ("Skip", Rect(x: 10, y: 10, width: 28.925, height: 16.702)),
            ("Wide", Rect(x: 10, y: 40, width: 120, height: 43.9)),
            ("Tall", Rect(x: 10, y: 90, width: 43.96, height: 60)),
            ("Fits", Rect(x: 10, y: 160, width: 44, height: 44)),
        ]))
        #expect(warnings.map(\.message) == [
            "button \"Skip\" is 28.9×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame",
            "button \"Wide\" is 120×43.9 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame",
            "button \"Tall\" is 44×60 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame",
        ])
        #expect(warnings.allSatisfy { $0.code == .smallTarget && $0.level == .warning })
        #expect(warnings.first?.region == Rect(x: 10, y: 10, width: 28.925, height: 16.702))
    }

    @Test func noCardNoFinding() {
        #expect(TouchTargetLint.warnings(card: nil).isEmpty)
    }

    /// TutorialKit's Skip and Next on a laid-out step: what a finger hits is each Button's text
    /// (`TutorialKitTargets`); the layout itself records no `small-target`, so layout goldens keep theirs.
    @Test func tutorialKitCardTargetsOfALaidOutStep() throws {
        let button = CapturedElement(id: "button", frame: Rect(x: 300, y: 700, width: 60, height: 40))
        let tour = TourBuilder.tour([TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top)])], labels: [:])
        let layout = try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([button]), stepNumber: 1, orientation: .portrait,
                                                         measurer: FixedAdvanceMeasurer()))
        #expect(!layout.warnings.contains { $0.code == .smallTarget })
        let targets = try #require(layout.card?.targets)
        let found = TouchTargetLint.warnings(layout)
        #expect(found.count == 2 && targets.count == 2)
        #expect(layout.addingLintFindings(found).warnings.suffix(found.count) == found[...])
        for (warning, target) in zip(found, targets) {
            #expect(warning.message.hasPrefix("\(target.name) is "))
            #expect(warning.region == target.frame)
        }
    }
}
