import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Cluck's page description wraps 40 pt inside each side of the safe area (its
/// `.padding(.horizontal, 40)`): on the 400-pt test screen, at 320 pt, centred.
struct OnboardingDescriptionTests {
    @Test func aLongDescriptionWrapsFortyPointsInsideEachSide() throws {
        var step = Step()
        step.page = OnboardingPage(emoji: "👆", title: "Swipe", description: String(repeating: "Swipe right to see more. ", count: 8),
                                   colors: [OnboardingLayoutTests.accent], gestureHint: nil)
        let result = try OnboardingLayoutTests().layout([step, step], step: 1)
        let runs = result.displayList.flatMap { item -> [TextRun] in
            if case .clipped(_, let content) = item { return content.compactMap { if case .text(let run) = $0, run.text.hasPrefix("Swipe right") { run } else { nil } } }
            return []
        }
        let description = try #require(runs.first)
        #expect(description.wrapWidth == 320)
        #expect(description.frame.width <= 320 && description.frame.width > 300)
        #expect(isClose(description.frame.midX, 200))
    }
}
