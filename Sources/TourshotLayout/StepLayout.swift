import Foundation
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
        /// A screenshot the caller did not decode (`LayoutRequest.screenshots`), as messages name it.
        case screenshotNotDecoded(String)

        public var description: String {
            switch self {
            case .stepOutOfRange(let step, let count): "step \(step) does not exist; the tour has steps 1…\(count)"
            case .orientationMissing(let screen, let orientation): "screen \"\(screen)\" has no \(orientation.rawValue) capture"
            case .screenshotNotDecoded(let named): "\(named) was not decoded before the layout; decode the capture's screenshots first"
            }
        }
    }

    /// Lays out one image: the request is the only way in.
    /// - Parameter lint: run the design review's checks (`LayoutLint`) and search fixes for them.
    public static func layout(_ request: LayoutRequest<some TextMeasuring>, lint: Bool = true) throws(Failure) -> ImageLayout {
        // Dynamic type: layout measures every font `textScale` times larger (the request's
        // measurer); the fonts of the display list are scaled to match at the end.
        var result = try unlinted(request)
        if lint { addLint(to: &result, request) }
        result.displayList = result.displayList.map { $0.scalingFonts(by: request.textScale) }
        return result
    }

    /// The design review's warnings (`LayoutLint`) with searched fixes (`ArrowFixSearch`).
    static func addLint<Measurer>(to result: inout ImageLayout, _ request: LayoutRequest<Measurer>) {
        func lintWarnings(_ layout: ImageLayout, _ request: LayoutRequest<Measurer>) -> [LayoutWarning] {
            // A laid-out request has its step and its capture.
            guard let step = request.step, let capture = request.capture else { return [] }
            let isPage = ReferenceStyles.page(for: step, style: request.style) != nil
            return LayoutLint.warnings(arrows: layout.arrows, card: layout.card,
                                       cutouts: step.attachTo?.side == .over || isPage ? [] : layout.cutouts,
                                       canvas: capture.canvas, safeArea: layout.safeArea, displayList: layout.displayList,
                                       checkCardSafeArea: request.style.cardStaysInSafeArea && !isPage, measurer: request.measurer)
                + CaptureLint.warnings(step: step, tutorial: request.tutorial, capture: capture, arrows: layout.arrows,
                                       presentations: layout.presentations)
        }
        result.warnings += lintWarnings(result, request)
        ArrowFixSearch.addFixes(to: &result, request) { changed in
            guard var again = try? unlinted(changed) else { return nil }
            again.warnings += lintWarnings(again, changed)
            return again
        }
    }

    static func unlinted(_ request: LayoutRequest<some TextMeasuring>) throws(Failure) -> ImageLayout {
        let (tutorial, screen, orientation, measurer) = (request.tutorial, request.screen, request.orientation, request.measurer)
        guard let step = request.step else {
            throw .stepOutOfRange(step: request.stepNumber, count: tutorial.steps.count)
        }
        guard let captured = request.capture else { throw .orientationMissing(screen: screen.name, orientation) }
        // Right to left: a wireframe mirrors (the app's own layout does); a screenshot is what the device showed.
        let capture = tutorial.layoutDirection == .rightToLeft && captured.background == nil ? captured.mirrored : captured
        let scene = StepScene(capture: capture, step: step, tutorial: tutorial, orientation: orientation)
        var warnings = scene.warnings
        var items: [DisplayItem] = []

        if let background = capture.background {
            items.append(.clear(.white))
            let screenshot = try request.screenshot(background, at: "background")
            items.append(.image(screenshot.pixels, rect: scene.canvas, clip: nil, source: screenshot.source))
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
                                                 style: request.style))
        }
        let context = StyleContext(scene: scene, tutorial: tutorial, style: request.style, stepNumber: request.stepNumber,
                                   appearance: request.appearance ?? tutorial.theme.appearance ?? .light, cutouts: cutouts, measurer: measurer)

        // The style's pipeline: dimming (or page) with cutouts, then its cards and arrows. A
        // step with a page shows it whatever the style.
        let overlay: StyleOverlay
        let page = ReferenceStyles.page(for: step, style: request.style)
        let isPage = page != nil
        if let page {
            overlay = ReferenceStyles.pageOverlay(context, page: page)
        } else {
            overlay = request.style.overlay(context)
        }
        let overlayItems = items.count..<(items.count + overlay.items.count)
        items += overlay.items
        warnings += overlay.warnings

        for presentation in scene.shownPresentations {
            let screenshot = try presentation.background.map { source throws(Failure) in
                try request.screenshot(source, at: "presentations.\(presentation.id).background")
            }
            items += PresentationChrome.items(for: presentation, in: capture, screenshot: screenshot, measurer: measurer)
        }
        let supplementalFrame = { (id: String) in scene.frame(of: id, for: .supplemental) }
        for arrow in step.supplementalArrows where supplementalFrame(arrow.element) == nil {
            warnings.append(scene.missingElementWarning(arrow.element, role: "the supplemental arrow", for: .supplemental))
        }
        let supplemental = LabeledArrows(step.supplementalArrows, tutorial: tutorial, frames: supplementalFrame,
                                         orientation: orientation, measurer: measurer)
        let supplementalItems = supplemental.items(strokeWidth: LabeledArrows.strokeWidth, orientation: orientation)
        let tutorialItems = [overlayItems, items.count..<(items.count + supplementalItems.count)]
        items += supplementalItems
        let arrows = overlay.arrows + supplemental.layouts(kind: .supplemental)

        warnings += LayoutChecks.warnings(arrows: arrows, card: overlay.card, presentations: scene.shownPresentations,
                                          canvas: scene.canvas, checkCardBounds: overlay.checkCardBounds,
                                          cutouts: step.attachTo?.side == .over || isPage ? [] : cutouts.map(\.report))
        var layout = ImageLayout(
            tour: request.tour.name, screen: screen.name, step: request.stepNumber, stepCount: tutorial.steps.count,
            orientation: orientation, style: tutorial.style, canvasSize: capture.size, scale: request.scale ?? screen.scale,
            safeArea: capture.safeArea, dimmingColor: overlay.dimming.color, dimmingOpacity: overlay.dimming.opacity,
            cutouts: cutouts.map(\.report), blur: scene.blur,
            presentations: scene.shownPresentations,
            arrows: arrows, card: overlay.card, warnings: warnings, displayList: items, tutorialItems: tutorialItems)
        layout.answers = tutorial.answers.uses.filter { $0.step == request.stepNumber }
        return layout
    }
}
