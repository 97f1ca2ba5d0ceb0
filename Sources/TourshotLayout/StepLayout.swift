import TourshotModel

/// Lays out one image: a step of a tour on one screen in one orientation.
///
/// The pipeline: scene (open presentations, frames, blur) → app content (screenshot or
/// wireframe) → blur → highlights resolved to cutouts → the style's pipeline (dimming or page
/// with its cutouts, arrows, the style's card) → presentations above it → supplemental arrows
/// in their own window on top. A step with a `page` shows the onboarding page whatever the
/// tutorial's style.
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
    ///   - appearance: light or dark (nil: the tutorial theme's `appearance`, else light).
    ///   - lint: run the design review's checks (`LayoutLint`) and search fixes for them.
    public static func layout(tour: Tour, screen: Screen, stepNumber: Int, orientation: Orientation,
                              scale: Double? = nil, appearance: Appearance? = nil, lint: Bool = true,
                              measurer: some TextMeasuring) throws(Failure) -> ImageLayout {
        // Dynamic type: layout measures every font `textScale` times larger; the fonts of the
        // display list are scaled to match at the end.
        let textScale = tour.tutorial.textScale
        let measurer = DynamicTypeMeasurer(base: measurer, factor: textScale)
        var result = try unlinted(tour: tour, screen: screen, stepNumber: stepNumber, orientation: orientation,
                                  scale: scale, appearance: appearance, measurer: measurer)
        if lint { addLint(to: &result, tour: tour, screen: screen, stepNumber: stepNumber, orientation: orientation,
                          scale: scale, appearance: appearance, measurer: measurer) }
        result.displayList = result.displayList.map { $0.scalingFonts(by: textScale) }
        return result
    }

    /// The design review's warnings (`LayoutLint`) with searched fixes (`ArrowFixSearch`).
    static func addLint(to result: inout ImageLayout, tour: Tour, screen: Screen, stepNumber: Int, orientation: Orientation,
                        scale: Double?, appearance: Appearance?, measurer: some TextMeasuring) {
        func lintWarnings(_ layout: ImageLayout, _ tour: Tour) -> [LayoutWarning] {
            let step = tour.tutorial.steps[stepNumber - 1]
            let isPage = OnboardingOverlay.page(for: step, style: tour.tutorial.style) != nil
            return LayoutLint.warnings(arrows: layout.arrows, card: layout.card,
                                       cutouts: step.attachTo?.side == .over || isPage ? [] : layout.cutouts,
                                       canvas: Rect(x: 0, y: 0, width: layout.canvasSize.width, height: layout.canvasSize.height),
                                       safeArea: layout.safeArea, displayList: layout.displayList,
                                       checkCardSafeArea: ReferenceStyles.style(tour.tutorial.style).cardStaysInSafeArea && !isPage, measurer: measurer)
                + (screen.capture(orientation).map { capture in
                    CaptureLint.warnings(step: step, tutorial: tour.tutorial, capture: capture, arrows: layout.arrows,
                                         presentations: layout.presentations)
                } ?? [])
        }
        result.warnings += lintWarnings(result, tour)
        ArrowFixSearch.addFixes(to: &result, tour: tour, screen: screen, stepNumber: stepNumber, orientation: orientation) { changed in
            guard var again = try? unlinted(tour: changed, screen: screen, stepNumber: stepNumber, orientation: orientation,
                                            scale: scale, appearance: appearance, measurer: measurer) else { return nil }
            again.warnings += lintWarnings(again, changed)
            return again
        }
    }

    static func unlinted(tour: Tour, screen: Screen, stepNumber: Int, orientation: Orientation,
                         scale: Double?, appearance: Appearance?,
                         measurer: some TextMeasuring) throws(Failure) -> ImageLayout {
        let tutorial = tour.tutorial
        guard (1...tutorial.steps.count).contains(stepNumber) else {
            throw .stepOutOfRange(step: stepNumber, count: tutorial.steps.count)
        }
        guard let captured = screen.capture(orientation) else { throw .orientationMissing(screen: screen.name, orientation) }
        // Right to left: a wireframe mirrors (the app's own layout does); a screenshot is what the device showed.
        let capture = tutorial.layoutDirection == .rightToLeft && captured.background == nil ? captured.mirrored : captured
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

        // Highlights → cutouts, with the style's shapes and defaults.
        var cutouts: [Cutout] = []
        for (index, highlight) in step.highlights.enumerated() {
            guard let frame = scene.frame(of: highlight.element, for: .overlay), let element = scene.element(highlight.element) else {
                warnings.append(scene.missingElementWarning(highlight.element, role: "highlight \(index + 1)", for: .overlay))
                continue
            }
            cutouts.append(CutoutGeometry.cutout(for: highlight, element: CapturedElement(id: element.id, frame: frame, cornerRadius: element.cornerRadius),
                                                 style: tutorial.style))
        }
        let context = StyleContext(scene: scene, tutorial: tutorial, stepNumber: stepNumber,
                                   appearance: appearance ?? tutorial.theme.appearance ?? .light, cutouts: cutouts, measurer: measurer)

        // The style's pipeline: dimming (or page) with cutouts, then its cards and arrows. A
        // step with a page shows it whatever the style.
        let overlay: StyleOverlay
        let page = OnboardingOverlay.page(for: step, style: tutorial.style)
        let isPage = page != nil
        if let page {
            overlay = OnboardingOverlay.layout(context, page: page)
        } else {
            overlay = ReferenceStyles.style(tutorial.style).overlay(context)
        }
        let overlayItems = items.count..<(items.count + overlay.items.count)
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
        let supplementalItems = supplemental.items(strokeWidth: TutorialKitOverlay.secondaryStrokeWidth, orientation: orientation)
        let tutorialItems = [overlayItems, items.count..<(items.count + supplementalItems.count)]
        items += supplementalItems
        let arrows = overlay.arrows + supplemental.layouts(kind: .supplemental)

        warnings += LayoutChecks.warnings(arrows: arrows, card: overlay.card, presentations: scene.shownPresentations,
                                          canvas: scene.canvas, checkCardBounds: overlay.checkCardBounds,
                                          cutouts: step.attachTo?.side == .over || isPage ? [] : cutouts.map(\.report))
        return ImageLayout(
            tour: tour.name, screen: screen.name, step: stepNumber, stepCount: tutorial.steps.count,
            orientation: orientation, style: tutorial.style, canvasSize: capture.size, scale: scale ?? screen.scale,
            safeArea: capture.safeArea, dimmingColor: overlay.dimming.color, dimmingOpacity: overlay.dimming.opacity,
            cutouts: cutouts.map(\.report), blur: scene.blur,
            presentations: scene.shownPresentations.map { ImageLayout.PresentationFrame(id: $0.id, style: $0.style, frame: $0.frame) },
            arrows: arrows, card: overlay.card, warnings: warnings, displayList: items, tutorialItems: tutorialItems)
    }
}
