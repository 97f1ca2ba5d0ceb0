import TourshotModel

/// Cluck's paged onboarding: every step is a full-screen page; highlights punch holes through
/// it (union) to show the app beneath.
public struct OnboardingStyle: ReferenceStyle {
    public var id: TutorialStyle { .onboarding }
    public var everyStepIsAPage: Bool { true }
    public var warningCodes: [LayoutWarning.Code] { [.pageContentClipped] }

    public func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        // Every step of the style is a page (`OnboardingOverlay.page`).
        OnboardingOverlay.layout(context, page: OnboardingOverlay.page(for: context.step, style: self)!)
    }
}
