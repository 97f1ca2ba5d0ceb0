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

    /// The full-screen page a step shows whatever the tutorial's style: a step with `page`, or
    /// every step of a style whose steps are pages (`everyStepIsAPage`); nil for none.
    public static func page(for step: Step, style: some ReferenceStyle) -> OnboardingPage? {
        OnboardingOverlay.page(for: step, style: style)
    }

    /// The page's pipeline, which replaces the style's own for a step with a page.
    public static func pageOverlay(_ context: StyleContext<some TextMeasuring>, page: OnboardingPage) -> StyleOverlay {
        OnboardingOverlay.layout(context, page: page)
    }

    /// Every style's own warning codes, in the order of `TutorialStyle`.
    static var warningCodes: [LayoutWarning.Code] {
        TutorialStyle.allCases.flatMap { style($0).warningCodes }
    }

    /// The faces most steps draw, for a renderer to load (Pango's metrics, the first glyphs)
    /// before the first layout asks: in the order a layout first measures them (wireframe,
    /// arrow labels, then the standard style's card), since the loading stops when the layout
    /// starts. Other styles' faces load when first measured.
    public static var warmUpFaces: [FontSpec] {
        [Wireframe.containerFont, Wireframe.controlFont, ArrowLabel.font] + style(.standard).faces
    }
}
