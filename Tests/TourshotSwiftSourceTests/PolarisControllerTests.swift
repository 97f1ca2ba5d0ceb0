import Testing
import TourshotModel

/// What a guide function may do to its GuideController: only what leaves the picture as tourshot
/// draws it; the rest (the mask colour, which step shows, unknown plugins) is refused at its line.
@Suite("Polaris: the controller's calls and settings")
struct PolarisControllerTests {
    static func guide(_ controllerLines: String) -> String {
        ImperativeRefusalTests.guide().replacingOccurrences(of: "controller.show()", with: controllerLines)
    }

    @Test("settings that only time or observe the guide, show and an audio plugin read as the plain guide")
    func accepted() throws {
        let plain = try ImperativeFormsTests.read(ImperativeRefusalTests.guide())
        let busy = try ImperativeFormsTests.read(Self.guide("""
        controller.animatesStepTransition = true
            controller.animationDuration = 0.4
            controller.onDismiss = { _, _ in }
            controller.registerPlugin(AudioGuidePlugin())
            _ = controller.show(animated: true)
            return controller
        """))
        #expect(busy == plain)
    }

    static let cases: [(source: String, expected: String)] = [
        (guide("controller.setOverlayColor(.red)"),
         #"Guide.swift:6:5: startGuide: `controller.setOverlayColor(.red)` runs code when the app does, which a preview cannot; tourshot draws the mask in the polaris style's colour; leave it out or write the tour as a tutorial file with "style": "polaris" and `theme.dimming`"#),
        (guide("controller.showStep(at: 1)"),
         #"Guide.swift:6:5: startGuide: `controller.showStep(at: 1)` runs code when the app does, which a preview cannot; tourshot previews every step from the first; leave it out and call `show()`"#),
        (guide("controller.registerPlugin(ConfettiPlugin())"),
         #"Guide.swift:6:31: plugin: a plugin other than AudioGuidePlugin may draw on the guide when the app runs; leave it out of the previewed guide function"#),
        (guide("controller.maskInsets = .zero"),
         #"Guide.swift:6:5: controller.maskInsets: tourshot draws the guide with its own mask and reads the controller's animatesStepTransition, animationDuration, onDismiss, onStepChange only; leave `maskInsets` out or write the tour as a tutorial file with "style": "polaris""#),
        (guide("return step.identifier"),
         #"Guide.swift:6:12: startGuide: tourshot reads a guide function returning its steps (`[step1, step2]`) or its GuideController; `step.identifier` is neither"#),
        (ImperativeRefusalTests.guide(extra: "let order = [step, intro]"),
         #"Guide.swift:4:24: steps: `intro` is not a `let step = GuideStep()` of this function"#),
    ]

    @Test("each refusal names File.swift:line:column, the argument and what would work", arguments: 0..<cases.count)
    func refused(_ index: Int) throws {
        try RefusalTests.expectRefused(Self.cases, index)
    }
}
