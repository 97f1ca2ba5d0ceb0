import TourshotModel

/// Lays out one image: a step of a tour on one screen in one orientation.
///
/// The pipeline: scene (open presentations, frames, blur) → app content (screenshot or
/// wireframe) → blur → dimming → the style's overlay → presentations above it →
/// supplemental arrows in their own window on top.
public enum StepLayout {
    public enum Failure: Error, Sendable, CustomStringConvertible {
        case stepOutOfRange(step: Int, count: Int)
        case orientationMissing(screen: String, Orientation)

        public var description: String {
            switch self {
            case .stepOutOfRange(let step, let count): "step \(step) does not exist; the tour has steps 1…\(count)"
            case .orientationMissing(let screen, let orientation): "screen \"\(screen)\" has no \(orientation.rawValue) capture"
            }
        }
    }

    /// TutorialKit's default dimming: black at 0.35.
    public static let defaultDimming = (color: RGBAColor.black, opacity: 0.35)

    /// - Parameters:
    ///   - stepNumber: 1-based step number.
    ///   - scale: pixel scale override (nil: the screen's own).
    public static func layout(tour: Tour, screen: Screen, stepNumber: Int, orientation: Orientation,
                              scale: Double? = nil, measurer: some TextMeasuring) throws(Failure) -> ImageLayout {
        let tutorial = tour.tutorial
        guard (1...tutorial.steps.count).contains(stepNumber) else {
            throw .stepOutOfRange(step: stepNumber, count: tutorial.steps.count)
        }
        guard let capture = screen.capture(orientation) else { throw .orientationMissing(screen: screen.name, orientation) }
        let step = tutorial.steps[stepNumber - 1]
        let scene = StepScene(capture: capture, step: step, tutorial: tutorial, orientation: orientation)
        var warnings = scene.warnings
        var items: [DisplayItem] = []

        if let background = capture.background {
            items.append(.clear(.white))
            items.append(.image(background, rect: scene.canvas, clip: nil))
        } else {
            items += Wireframe.items(for: capture, measurer: measurer)
        }
        for region in scene.blur {
            for rect in region.rects where !rect.isEmpty { items.append(.blur(clip: .rect(rect), radius: region.radius)) }
        }
        let dimmingColor = tutorial.theme.dimmingColor ?? defaultDimming.color
        let dimmingOpacity = tutorial.theme.dimmingOpacity ?? defaultDimming.opacity
        items.append(.fill(.rect(scene.canvas), dimmingColor.withAlpha(dimmingColor.alpha * dimmingOpacity)))

        if tutorial.style != .tutorialkit {
            warnings.append(LayoutWarning(.featureNotRendered,
                "style \"\(tutorial.style.rawValue)\" is not rendered yet; this preview uses TutorialKit's look"))
        }
        if !step.highlights.isEmpty || step.attachTo != nil || step.page != nil {
            warnings.append(LayoutWarning(.featureNotRendered,
                "highlights, attachTo and page are not rendered yet; this preview omits them"))
        }
        let overlay = TutorialKitOverlay(scene: scene, tutorial: tutorial, measurer: measurer)
        items += overlay.items
        warnings += overlay.warnings

        for presentation in scene.shownPresentations {
            items += PresentationChrome.items(for: presentation, in: capture, measurer: measurer)
        }
        let supplementalFrame = { (id: String) in scene.frame(of: id, for: .supplemental) }
        for arrow in step.supplementalArrows where supplementalFrame(arrow.element) == nil {
            warnings.append(scene.missingElementWarning(arrow.element, role: "the supplemental arrow", for: .supplemental))
        }
        let supplemental = LabeledArrows(step.supplementalArrows, tutorial: tutorial, frames: supplementalFrame,
                                         orientation: orientation, measurer: measurer)
        items += supplemental.items(strokeWidth: TutorialKitOverlay.secondaryStrokeWidth, orientation: orientation)
        let arrows = overlay.arrows + supplemental.layouts(kind: .supplemental)

        warnings += LayoutChecks.warnings(arrows: arrows, card: overlay.card, presentations: scene.shownPresentations,
                                          canvas: scene.canvas)
        return ImageLayout(
            tour: tour.name, screen: screen.name, step: stepNumber, stepCount: tutorial.steps.count,
            orientation: orientation, style: tutorial.style, canvasSize: capture.size, scale: scale ?? screen.scale,
            safeArea: capture.safeArea, dimmingColor: dimmingColor, dimmingOpacity: dimmingOpacity, cutouts: [],
            blur: scene.blur,
            presentations: scene.shownPresentations.map { ImageLayout.PresentationFrame(id: $0.id, style: $0.style, frame: $0.frame) },
            arrows: arrows, card: overlay.card, warnings: warnings, displayList: items)
    }
}
