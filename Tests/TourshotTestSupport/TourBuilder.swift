// Tests build resolved tutorials field by field; outside tests they come only from the decoders.
// `@testable` needs a module compiled for testing: this target is a test target (Package.swift),
// built only with the tests.
import Foundation
@testable import TourshotModel

/// Builds small in-memory tours for layout tests.
public enum TourBuilder {
    /// A 400×800 portrait / 800×400 landscape screen holding `elements` in both orientations.
    public static func screen(_ elements: [CapturedElement], portraitSize: Size = Size(width: 400, height: 800),
                              landscapeElements: [CapturedElement]? = nil, presentations: [Presentation] = [],
                              blur: [BlurTarget] = [], safeArea: EdgeInsets = .zero, landscapeSafeArea: EdgeInsets = .zero) -> Screen {
        let portrait = Capture(size: portraitSize, safeArea: safeArea, elements: elements, blurTargets: blur, presentations: presentations)
        let landscape = Capture(size: Size(width: portraitSize.height, height: portraitSize.width), safeArea: landscapeSafeArea,
                                elements: landscapeElements ?? elements, blurTargets: blur, presentations: presentations)
        return Screen(name: "test", scale: 1, file: URL(fileURLWithPath: "/tmp/test.screen.json"), portrait: portrait, landscape: landscape)
    }

    public static func tour(_ steps: [Step], labels: [String: String] = [:], triggers: [String: String] = [:],
                            style: TutorialStyle = .tutorialkit, theme: Theme = Theme()) -> Tour {
        var tutorial = Tutorial()
        tutorial.style = style
        tutorial.theme = theme
        tutorial.steps = steps
        tutorial.elementLabels = labels
        tutorial.triggers = triggers
        return Tour(name: "test", tutorial: tutorial, tutorialFile: URL(fileURLWithPath: "/tmp/test.tutorial.json"), screens: [])
    }

    public static func step(title: String = "Title", body: String = "Body", arrows: [ArrowSpec] = [],
                            configure: (inout Step) -> Void = { _ in }) -> Step {
        var step = Step()
        step.title = title
        step.body = body
        step.arrows = arrows
        configure(&step)
        return step
    }
}
