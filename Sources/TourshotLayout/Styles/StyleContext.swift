import TourshotModel

/// Everything a style's pipeline reads for one image: the scene, the tutorial and its resolved
/// style, the appearance, the highlights resolved to cutouts, and the text measurer.
public struct StyleContext<Measurer: TextMeasuring>: Sendable {
    public let scene: StepScene
    public let tutorial: Tutorial
    /// The reference system of the tutorial's `style` (the request's, looked up once).
    public let style: any ReferenceStyle
    public let stepNumber: Int
    public let appearance: Appearance
    public let cutouts: [Cutout]
    public let measurer: Measurer

    public var step: Step { scene.step }
    public var canvas: Rect { scene.canvas }
    public var size: Size { scene.capture.size }
    public var safeArea: EdgeInsets { scene.capture.safeArea }
    /// The canvas inside the safe area.
    public var safeRect: Rect { safeArea.inset(canvas) }
    public var isLastStep: Bool { stepNumber == tutorial.steps.count }

    /// The element's frame as the app's own overlay sees it (nil when not captured or inside a
    /// presentation).
    public func frame(of id: String) -> Rect? { scene.frame(of: id, for: .overlay) }

    /// The cutout of `id`, if the step highlights it.
    public func cutout(of id: String) -> Cutout? { cutouts.first { $0.element == id } }

    /// The step's title and body as one text (title first), for styles with a single text.
    public var combinedText: String {
        [step.title, step.body].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The title of the step's button with one of `roles`, the style's `fallback` when the step
    /// has no `buttons`, and nil when its `buttons` lack the role.
    public func buttonTitle(_ roles: [ButtonRole], fallback: String?) -> String? {
        guard let buttons = step.buttons else { return fallback }
        return buttons.first { roles.contains($0.role) }?.title
    }
}

/// What a style draws for one step and what it reports.
public struct StyleOverlay: Sendable {
    /// The dimming (or page) layer with its cutouts, then the style's cards and controls.
    public var items: [DisplayItem] = []
    public var dimming: (color: RGBAColor, opacity: Double) = (.black, 0)
    public var card: ImageLayout.Card?
    public var arrows: [ImageLayout.Arrow] = []
    public var warnings: [LayoutWarning] = []
    /// Whether the card may be checked against the canvas by `LayoutChecks` (false when the
    /// style already reported its own placement problem).
    public var checkCardBounds = true

    public init() {}
}

extension StyleContext {
    /// The dimming over the whole canvas with this step's cutouts punched out as the tutorial's
    /// style does. Without cutouts it is one plain fill.
    public func dimmingItem(color: RGBAColor, opacity: Double) -> DisplayItem? {
        let fill = ImageLayout.dimmingFill(color, opacity: opacity)
        guard fill.alpha > 0 else { return nil }
        guard !cutouts.isEmpty else { return .fill(.rect(canvas), fill) }
        return .layer([.fill(.rect(canvas), fill)], cutouts: CutoutGeometry.mask(for: style, canvas: canvas, cutouts: cutouts))
    }

    /// The theme's dimming overrides, over a style's default.
    public func themedDimming(_ defaults: (color: RGBAColor, opacity: Double)) -> (color: RGBAColor, opacity: Double) {
        (tutorial.theme.dimmingColor ?? defaults.color, tutorial.theme.dimmingOpacity ?? defaults.opacity)
    }

    /// The start several styles share: the style's dimming (theme overrides applied,
    /// the step's cutouts punched) and the step's arrows as labelled arrows.
    public func dimmedOverlayWithLabelledArrows(_ defaults: (color: RGBAColor, opacity: Double)) -> StyleOverlay {
        var overlay = StyleOverlay()
        overlay.dimming = themedDimming(defaults)
        if let dim = dimmingItem(color: overlay.dimming.color, opacity: overlay.dimming.opacity) {
            overlay.items.append(dim)
        }
        let labelled = labelledArrows()
        overlay.items += labelled.items
        overlay.arrows = labelled.arrows
        overlay.warnings += labelled.warnings
        return overlay
    }

    /// Every arrow of the step as a labelled (secondary) arrow: what styles without a card for a
    /// primary arrow to leave from draw for `arrows`.
    public func labelledArrows() -> (items: [DisplayItem], arrows: [ImageLayout.Arrow], warnings: [LayoutWarning]) {
        var warnings: [LayoutWarning] = []
        for arrow in step.arrows where frame(of: arrow.element) == nil {
            warnings.append(scene.missingElementWarning(arrow.element, role: "the arrow", for: .overlay))
        }
        let arrows = LabeledArrows(step.arrows, tutorial: tutorial, frames: frame(of:), orientation: scene.orientation,
                                   measurer: measurer)
        return (arrows.items(strokeWidth: LabeledArrows.strokeWidth, orientation: scene.orientation),
                arrows.layouts(kind: .secondary), warnings)
    }
}
