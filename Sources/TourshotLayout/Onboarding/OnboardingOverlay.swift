import TourshotModel

/// A full-screen onboarding page (Cluck). Any step with `page` shows one; in style `onboarding`
/// a step without `page` becomes a page of its title and body. The page covers the app like
/// a full-screen cover; highlights punch holes through it (union) to show the app beneath.
public enum OnboardingOverlay {
    /// The page a step shows, if any.
    public static func page(for step: Step, style: some ReferenceStyle) -> OnboardingPage? {
        if let page = step.page {
            return OnboardingPage(emoji: page.emoji, title: page.title ?? (step.title.isEmpty ? nil : step.title),
                                  description: page.description ?? (step.body.isEmpty ? nil : step.body),
                                  colors: page.colors, gestureHint: page.gestureHint)
        }
        guard style.everyStepIsAPage else { return nil }
        return OnboardingPage(emoji: nil, title: step.title.isEmpty ? nil : step.title,
                              description: step.body.isEmpty ? nil : step.body, colors: [], gestureHint: nil)
    }

    public static func layout(_ context: StyleContext<some TextMeasuring>, page: OnboardingPage) -> StyleOverlay {
        var overlay = StyleOverlay()
        let style = context.style
        let pageSteps = context.tutorial.steps.indices.filter { self.page(for: context.tutorial.steps[$0], style: style) != nil }
        let stepIndex = context.stepNumber - 1
        let pageIndex = pageSteps.firstIndex(of: stepIndex) ?? 0
        let isLastPage = pageSteps.last.map { $0 <= stepIndex } ?? true
        let skip = context.buttonTitle([.skip, .dismiss], fallback: isLastPage ? nil : OnboardingLook.skipTitle)
        let next = context.buttonTitle([.next], fallback: isLastPage ? OnboardingLook.finalTitle : OnboardingLook.nextTitle)
        let laid = OnboardingPageLayout(page: page, pageIndex: pageIndex, pageCount: max(1, pageSteps.count), skip: skip, next: next,
                                        canvas: context.canvas, safeRect: context.safeRect, appearance: context.appearance,
                                        direction: context.tutorial.layoutDirection, measurer: context.measurer)
        overlay.dimming = (.black, 0)
        if context.cutouts.isEmpty {
            overlay.items += laid.background
        } else {
            overlay.items.append(.layer(laid.background, cutouts: CutoutGeometry.mask(for: OnboardingStyle(), canvas: context.canvas, cutouts: context.cutouts)))
        }
        overlay.items.append(.clipped(.rect(laid.pager), laid.content))
        if laid.contentHeight > laid.pager.height {
            overlay.warnings.append(LayoutWarning(.pageContentClipped,
                "the page content is \(LayoutChecks.points(laid.contentHeight)) tall but the pager between Skip and the page dots is \(LayoutChecks.points(laid.pager.height)); the pager clips it"))
        }
        overlay.items += laid.controls
        let labelled = context.labelledArrows()
        overlay.items += labelled.items
        overlay.arrows = labelled.arrows
        overlay.warnings += labelled.warnings
        if let button = laid.buttonFrame {
            // Skip and Next pad inside their labels; the page dots are plain circles, not a control.
            overlay.card = ImageLayout.Card(frame: button, title: laid.title, buttons: laid.buttons,
                                            targets: laid.buttons.map(ImageLayout.TouchTarget.init(button:)))
        }
        return overlay
    }
}
