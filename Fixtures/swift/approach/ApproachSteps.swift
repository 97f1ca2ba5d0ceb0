import SwiftUI
import TutorialKit

struct ApproachSteps: TutorialStepProvider {
    static var steps: [TutorialStep] { [
        TutorialStep(
            title: NSLocalizedString(Copy.welcome, comment: "First step's title"),
            body: "Let's take a quick tour.",
            blurTargets: [.map, .instrument]
        ),
        TutorialStep(
            title: "Map View",
            body: "Drag to pan, pinch to zoom.",
            arrows: [
                TutorialArrow(.mapView, anchor: .leading, fromAnchor: .trailing),
                TutorialArrow(.speedButton, anchor: .topTrailing, lengthH: 90, angleH: 60),
                TutorialArrow(.windButton, anchor: .leading),
            ],
            blurTargets: .instrument
        ),
        TutorialStep(
            title: "Settings",
            body: "Configure your preferences.",
            arrows: [
                TutorialArrow(.settingsButton, anchor: .bottom, fromAnchor: .top),
            ],
            blurTargets: [.map],
            supplementalArrows: [
                TutorialArrow(.aircraftPicker, anchor: .top, length: 25),
            ],
            triggers: ["showSettings"]
        ),
        TutorialStep(
            title: String(localized: "Instrument Panel"),
            body: #"Your flight at a glance."#,
            arrows: [
                TutorialArrow(.instrumentPanel, anchor: .alongTop(0.8), anchorH: .leading, bend: .left, bendStrength: .low),
                TutorialArrow(.headingBug, anchor: .bottom),
                TutorialArrow(.courseLabel, anchor: .bottom, length: 84, lengthH: 70, angleH: 45,
                              anchorOffset: CGPoint(x: 16, y: 0)),
                TutorialArrow(.speedButton, anchor: .trailing, length: 20),
                TutorialArrow(.windButton, anchor: .alongTop(0.3), length: 30, angleH: 150),
            ],
            blurTargets: [.map]
        ),
        TutorialStep(
            title: "You're All Set!",
            body: "Ready to go.",
            blurTargets: [.map, .instrument],
            centered: true,
            cardContent: { actions in
                AnyView(
                    VStack(spacing: 12) {
                        Button("Let's Go") { actions.dismiss() }
                            .padding(.horizontal, 24)
                    }
                )
            }
        ),
    ] }
}
