import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// What a capture tells lint: targets past the screen, arrow tips off it, targets covered.
struct CaptureLintTests {
    let measurer = FixedAdvanceMeasurer()

    func layout(_ elements: [CapturedElement], _ step: Step, presentations: [Presentation] = [], triggers: [String: String] = [:]) throws -> ImageLayout {
        let screen = TourBuilder.screen(elements, portraitSize: Size(width: 375, height: 667), presentations: presentations)
        let tour = TourBuilder.tour([step], triggers: triggers)
        return try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: measurer))
    }

    func lines(_ layout: ImageLayout, _ codes: Set<LayoutWarning.Code>) -> [String] {
        layout.warnings.filter { codes.contains($0.code) }.map { "\($0.code.rawValue) \($0.element ?? "-"): \($0.message)" }
    }

    @Test func elementAndArrowTipPastTheScreen() throws {
        let far = CapturedElement(id: "far", frame: Rect(x: 900, y: 300, width: 40, height: 40))
        let result = try layout([far], TourBuilder.step(arrows: [ArrowSpec(element: "far", anchor: .leading)]))
        #expect(lines(result, [.elementOffscreen, .arrowTipOffscreen]) == [
            "element-offscreen far: \"far\" is captured at [900, 300, 40, 40], reaching 565 pt past the right edge of the 375×667 pt screen: the device cannot show all of it; scroll it into view before capturing, or point at another element",
            "arrow-tip-offscreen far: the arrow to \"far\" ends at (900, 320), outside the 375×667 pt screen: its head is not drawn",
        ])
        #expect(result.warnings.first { $0.code == .elementOffscreen }?.level == .error)
    }

    @Test func targetUnderAnElementDrawnAboveIt() throws {
        let button = CapturedElement(id: "button", frame: Rect(x: 20, y: 500, width: 60, height: 40))
        let inside = CapturedElement(id: "icon", frame: Rect(x: 30, y: 505, width: 20, height: 20))
        let sheet = CapturedElement(id: "cookieBanner", frame: Rect(x: 0, y: 450, width: 375, height: 217))
        let result = try layout([button, inside, sheet], TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top)]))
        #expect(lines(result, [.targetCovered]) == [
            "target-covered button: \"button\" lies under \"cookieBanner\", which the capture draws above it: the user cannot see or tap it; check the screen the capture came from",
        ])
        // The banner drawn first (below the button) covers nothing.
        let below = try layout([sheet, button, inside], TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top)]))
        #expect(lines(below, [.targetCovered]) == [])
    }

    @Test func targetUnderAShownPresentation() throws {
        let button = CapturedElement(id: "button", frame: Rect(x: 20, y: 200, width: 60, height: 40))
        let source = CapturedElement(id: "gear", frame: Rect(x: 320, y: 20, width: 44, height: 44))
        let popover = Presentation(id: "settings", style: .popover, frame: Rect(x: 10, y: 80, width: 355, height: 300), source: "gear")
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .bottom)]) { $0.triggers = ["open"] }
        let result = try layout([button, source], step, presentations: [popover], triggers: ["open": "settings"])
        #expect(lines(result, [.targetCovered]) == [
            "target-covered button: \"button\" lies under the popover \"settings\" this step shows: the user cannot see or tap it; point at an element of the popover (supplementalArrows) or close it first",
        ])
    }
}
