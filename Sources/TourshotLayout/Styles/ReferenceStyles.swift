import TourshotModel

/// The registry: the one place a tutorial's `style` becomes the reference system that lays it out.
public enum ReferenceStyles {
    public static func style(_ id: TutorialStyle) -> any ReferenceStyle {
        switch id {
        case .tutorialkit: TutorialKitStyle()
        case .instructions: InstructionsStyle()
        case .polaris: PolarisStyle()
        case .spotlight: SpotlightStyle()
        case .onboarding: OnboardingStyle()
        }
    }
}
