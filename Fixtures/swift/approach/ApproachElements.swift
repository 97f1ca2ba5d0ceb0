// The demo's approach tutorial as an app declares it with TutorialKit: the elements arrows
// point at and the regions steps blur. A twin of Fixtures/approach/approach.tutorial.json.
import TutorialKit

extension TutorialElement {
    // Map controls
    static let mapView     = TutorialElement("Approach Plate")
    static let speedButton = TutorialElement("Adjustable Speed")
    static let windButton  = TutorialElement(Copy.wind)

    // Instrument controls
    static let settingsButton  = TutorialElement("Settings")
    static let courseLabel     = TutorialElement("Tap to adjust course.")
    static let instrumentPanel = TutorialElement("Instruments")
    static let aircraftPicker  = TutorialElement("Choose your aircraft")

    // When the ID should differ from the display label:
    static let headingBug = TutorialElement(
        id: "headingBug",
        label: """
            Drag heading bug
            to make aircraft turn
            """
    )
}

extension TutorialBlurTargets {
    static let map        = TutorialBlurTargets(rawValue: 1 << 0)
    static let instrument = TutorialBlurTargets(rawValue: 1 << 1)
}

/// Shared copy, folded wherever a step names it.
enum Copy {
    static let wind = "Wind"
    static let welcome = "Welcome"
}
