import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// The design review's lint: one constructed layout per warning kind, levels and searched fixes.
struct LayoutLintTests {
    let measurer = FixedAdvanceMeasurer()
    let button = CapturedElement(id: "button", frame: Rect(x: 300, y: 700, width: 60, height: 40))
    let alpha = CapturedElement(id: "alpha", frame: Rect(x: 20, y: 60, width: 40, height: 40))
    let beta = CapturedElement(id: "beta", frame: Rect(x: 100, y: 200, width: 40, height: 40))
    let gamma = CapturedElement(id: "gamma", frame: Rect(x: 100, y: 60, width: 40, height: 40))
    let middle = CapturedElement(id: "middle", frame: Rect(x: 180, y: 190, width: 40, height: 20))
    let left = CapturedElement(id: "left", frame: Rect(x: 200, y: 300, width: 20, height: 20))
    let right = CapturedElement(id: "right", frame: Rect(x: 300, y: 300, width: 20, height: 20))
    let low = CapturedElement(id: "low", frame: Rect(x: 190, y: 740, width: 20, height: 10))
    let picker = CapturedElement(id: "picker", frame: Rect(x: 40, y: 500, width: 200, height: 40), presentation: "settings")
    let settings = Presentation(id: "settings", style: .popover, frame: Rect(x: 20, y: 450, width: 300, height: 200), source: "button")
    let labels = ["alpha": "Alpha", "beta": "Beta", "gamma": "Gamma", "middle": "Middle", "left": "L", "right": "R", "low": "Low"]

    func layout(_ step: Step, style: TutorialStyle = .tutorialkit, safeArea: EdgeInsets = .zero,
                orientation: Orientation = .portrait) throws -> ImageLayout {
        let screen = TourBuilder.screen([button, alpha, beta, gamma, middle, left, right, low, picker], presentations: [settings],
                                        safeArea: safeArea, landscapeSafeArea: safeArea)
        let tour = TourBuilder.tour([step], labels: labels, triggers: ["open": "settings"], style: style)
        return try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: orientation, measurer: measurer))
    }

    func codes(_ layout: ImageLayout) -> [LayoutWarning.Code] { layout.warnings.map(\.code) }

    /// The primary arrow to the low button keeps the TutorialKit card at the top half (centre y 200).
    var primary: ArrowSpec { ArrowSpec(element: "button", anchor: .top) }

    @Test func cleanStepHasNoWarnings() throws {
        let result = try layout(TourBuilder.step(arrows: [primary, ArrowSpec(element: "left", anchor: .bottom, length: 40, angle: 0)]))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func labelOffscreenIsAnErrorWithASearchedFix() throws {
        // Tip at alpha's leading middle (20, 80); the label sits 60 pt further left, off the screen.
        let result = try layout(TourBuilder.step(arrows: [primary, ArrowSpec(element: "alpha", anchor: .leading, length: 60, angle: 90)]))
        let warning = try #require(result.warnings.first { $0.code == .labelOffscreen })
        #expect(warning.level == .error && warning.element == "alpha")
        let fix = try #require(warning.fix)
        #expect(fix.hasPrefix("set angle ") && fix.contains(" and length ") && fix.contains("\"alpha\""))
        // The fix is real: laid out with it, the label warnings are gone.
        let numbers = fix.split(separator: " ").compactMap { Double($0) }
        let fixed = try layout(TourBuilder.step(arrows: [primary, ArrowSpec(element: "alpha", anchor: .leading, length: numbers[1], angle: numbers[0])]))
        #expect(!fixed.warnings.contains { LayoutLint.arrowFixable.contains($0.code) }, "\(fixed.warnings)")
    }

    @Test func landscapeFixNamesTheLandscapeKeys() throws {
        let arrow = ArrowSpec(element: "alpha", anchor: .leading, length: 60, angle: 90)
        let result = try layout(TourBuilder.step(arrows: [primary, arrow]), orientation: .landscape)
        let warning = try #require(result.warnings.first { $0.code == .labelOffscreen })
        #expect(warning.fix?.hasPrefix("set angleH ") == true)
    }

    @Test func labelOutsideSafeAreaIsAWarning() throws {
        // Label 20 pt tall ending 30 pt below the top: on screen, under a 50 pt status bar.
        let result = try layout(TourBuilder.step(arrows: [primary, ArrowSpec(element: "alpha", anchor: .top, length: 30, angle: 180)]),
                                safeArea: EdgeInsets(top: 50))
        let warning = try #require(result.warnings.first { $0.code == .labelOutsideSafeArea })
        #expect(warning.level == .warning && warning.element == "alpha")
        #expect(!codes(result).contains(.labelOffscreen))
        #expect(warning.fix != nil)
    }

    @Test func labelUnderTheCardOverlaps() throws {
        // The card is centred at (200, 200); middle's label sits inside it.
        let result = try layout(TourBuilder.step(arrows: [primary, ArrowSpec(element: "middle", anchor: .top, length: 30, angle: 180)]))
        let warning = try #require(result.warnings.first { $0.code == .labelOverlap })
        #expect(warning.level == .error && warning.element == "middle")
    }

    @Test func labelCoveringAnotherTargetAndACutout() throws {
        // gamma's label is centred 115 pt below gamma's centre: on beta's top-middle tip (120, 200).
        let step = TourBuilder.step(arrows: [primary, ArrowSpec(element: "gamma", anchor: .center, length: 115, angle: 0),
                                             ArrowSpec(element: "beta", anchor: .top, length: 60, angle: 90)]) {
            $0.highlights = [Highlight(element: "beta")]
        }
        let result = try layout(step)
        let covering = result.warnings.filter { $0.code == .labelCoversTarget && $0.element == "gamma" }
        #expect(covering.count == 2, "\(result.warnings)")
        #expect(covering.allSatisfy { $0.level == .error })
    }

    @Test func cardOutsideTheSafeAreaAndOffscreen() throws {
        let bottom = try layout(TourBuilder.step { $0.position = Point(x: 0.5, y: 1) }, safeArea: EdgeInsets(bottom: 34))
        #expect(codes(bottom) == [.cardOutsideSafeArea])
        #expect(bottom.warnings[0].level == .warning)
        let tall = try layout(TourBuilder.step(body: String(repeating: "word ", count: 500)))
        #expect(codes(tall).contains(.cardOffscreen))
    }

    @Test func cardCoveringTheTarget() throws {
        let result = try layout(TourBuilder.step(arrows: [primary]) { $0.position = Point(x: 0.8, y: 0.9) })
        let warning = try #require(result.warnings.first { $0.code == .cardCoversTarget })
        #expect(warning.level == .error && warning.element == "button")
    }

    @Test func crossingArrowsAndAnArrowAcrossTheCard() throws {
        // Polaris: every arrow is labelled, the card is pinned to the bottom.
        let crossing = try layout(TourBuilder.step(arrows: [
            ArrowSpec(element: "right", anchor: .center, length: 140, angle: 45, bend: .none),
            ArrowSpec(element: "left", anchor: .center, length: 140, angle: 315, bend: .none),
        ]), style: .polaris)
        let warning = try #require(crossing.warnings.first { $0.code == .arrowCrossing })
        #expect(warning.level == .warning)
        #expect(warning.message.contains("\"right\"") && warning.message.contains("\"left\""))
        #expect(warning.fix != nil)

        let across = try layout(TourBuilder.step(arrows: [ArrowSpec(element: "low", anchor: .center, length: 250, angle: 180, bend: .none)]),
                                style: .polaris)
        #expect(codes(across).contains(.arrowCrossesCard), "\(across.warnings)")
        #expect(codes(across).contains(.cardCoversTarget))
    }

    @Test func missingElementAndUnopenedPresentation() throws {
        let result = try layout(TourBuilder.step(arrows: [primary, ArrowSpec(element: "ghost"), ArrowSpec(element: "picker")]))
        #expect(result.warnings.first { $0.code == .elementMissing }?.element == "ghost")
        #expect(result.warnings.first { $0.code == .presentationNotShown }?.element == "picker")
        #expect(result.warnings.allSatisfy { $0.level == .error })
    }

    @Test func textWiderThanItsBox() throws {
        let result = try layout(TourBuilder.step(body: String(repeating: "x", count: 60)))
        let warning = try #require(result.warnings.first { $0.code == .textOverflow })
        #expect(warning.level == .error)
        #expect(warning.message.contains("wide in a"))
    }

    @Test func levelsAreDocumented() {
        let errors = Set(LayoutWarning.Code.allCases.filter { $0.level == .error }.map(\.rawValue))
        #expect(errors == ["element-missing", "presentation-missing", "presentation-not-shown", "label-offscreen", "label-overlap",
                           "label-covers-target", "card-offscreen", "card-covers-target", "text-overflow", "coach-mark-offscreen",
                           "element-offscreen", "arrow-tip-offscreen"])
    }

    @Test func lintCanBeTurnedOff() throws {
        let screen = TourBuilder.screen([button, alpha])
        let tour = TourBuilder.tour([TourBuilder.step(arrows: [primary, ArrowSpec(element: "alpha", anchor: .leading, length: 60, angle: 90)])],
                                    labels: labels)
        let plain = try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: measurer), lint: false)
        #expect(plain.warnings.allSatisfy { $0.fix == nil })
    }
}
