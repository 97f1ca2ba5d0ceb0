import TourshotLayout
import TourshotModel
import TourshotParallel
import TourshotRender

extension ImagePreview {
    /// The layout as `tourshot lint` reports it (and `--annotate` and `review` draw it): its
    /// warnings, then lint's own checks at the levels `settings` give them, on the worker that
    /// laid it out — `TouchTargetLint`; `ContrastLint` and `ArrowContrast` on the picture painted
    /// without the tutorial's text, with a searched fix (`ContrastFixSearch`); `TextClipLint`
    /// with its hint from larger Dynamic Type sizes; `HardwareLint`. A check that is off is not run.
    public func linted(_ settings: LintSettings = LintSettings()) throws -> ImageLayout {
        func level(_ code: LayoutWarning.Code) -> LintSettings.Level { settings.levels[code.rawValue] ?? .warning }
        var findings: [LayoutWarning] = []
        if level(.smallTarget) != .off { findings += TouchTargetLint.warnings(layout) }
        if level(.lowContrast) != .off { findings += try contrastWarnings() }
        if level(.textClipped) != .off { findings += textClipWarnings() }
        if level(.underHardware) != .off, let capture = job.screen.capture(job.orientation) {
            findings += HardwareLint.warnings(layout, capture: capture)
        }
        return layout.addingLintFindings(findings.map { $0.atLevel(level($0.code) == .error ? .error : .warning) })
    }

    /// The text runs below their minimum (tests read the findings themselves).
    func contrastFindings() throws -> [ContrastLint.Finding] { try contrast(of: layout).text.filter(\.fails) }

    /// What the contrast checks measure on `layout` (every text run, the arrows that fail), or
    /// only the runs and arrows `keys` names: one paint of its picture without the tutorial's
    /// text, clipped to the boxes the checks read (the runs' and the arrows' cells).
    /// With `prefix`, only what follows it is painted when the picture begins with it; shadow
    /// masks come from the worker's store (`renderer.masks`) and are kept there.
    func contrast(of layout: ImageLayout, only keys: Set<String>? = nil, over prefix: PaintedPrefix? = nil) throws -> Contrast {
        let (runs, plans, picture) = contrastPicture(of: layout, only: keys)
        guard let picture else { return Contrast(text: [], arrows: []) }
        return try PhaseTimings.measure("contrast") { () throws in
            try renderer.withPixels(picture, over: prefix, masks: renderer.masks) { bytes, width, height, stride in
                let pixels = BackgroundPixels(width: width, height: height, stride: stride, scale: picture.scale, borrowing: bytes)
                return Self.measure(runs, plans, on: pixels)
            }
        }
    }

    /// What `contrast(of:)` measures.
    struct Contrast {
        var text: [ContrastLint.Finding]
        var arrows: [ArrowContrast.Finding]
    }

    /// `runs` and `plans` read on `pixels`.
    static func measure(_ runs: [ContrastLint.Placed], _ plans: [ArrowContrast.Plan], on pixels: BackgroundPixels) -> Contrast {
        Contrast(text: runs.compactMap { ContrastLint.measure($0.run, in: $0.visible, on: pixels) },
                 arrows: plans.compactMap { ArrowContrast.measure($0, on: pixels) })
    }

    /// The runs and arrows `keys` names (all when nil) and the picture they are read on.
    func contrastPicture(of layout: ImageLayout, only keys: Set<String>?) -> (runs: [ContrastLint.Placed], plans: [ArrowContrast.Plan], picture: Picture?) {
        let plans = ArrowContrast.plans(of: layout).filter { keys?.contains("arrow " + $0.element) ?? true }
        let runs = ContrastLint.runs(of: layout).filter { keys?.contains("text " + $0.run.text) ?? true }
        return (runs, plans, ContrastLint.background(of: layout, measuring: runs.map(\.visible) + plans.flatMap(\.cells)))
    }

    /// Whether the step's text grows with the device's Dynamic Type size: a page's does, and
    /// the style's own views' when its `textFollowsDynamicType` says so.
    var textFollowsDynamicType: Bool {
        request.style.textFollowsDynamicType || ReferenceStyles.page(for: job.tour.tutorial.steps[job.step - 1], style: request.style) != nil
    }

    /// `text-clipped` at the step's text scale; when there is none, the hint from the smallest
    /// larger Dynamic Type size that cuts or overflows text (the largest is laid out first: when
    /// it cuts nothing, neither does a smaller one, and that is the common case).
    func textClipWarnings() -> [LayoutWarning] {
        let measurer = PangoTextMeasurer(fonts: renderer.fonts)
        let current = TextClipLint.warnings(layout, measurer: measurer)
        guard current.isEmpty, TextClipLint.clips(layout, measurer: measurer).isEmpty,
              textFollowsDynamicType else { return current }
        func clips(_ size: (name: String, scale: Double)) -> [LayoutWarning] {
            let tour = PresentationVariant(textScale: size.scale).applied(to: job.tour)
            guard let larger = try? StepLayout.layout(request.replacing(tour: tour), lint: false) else { return [] }
            return TextClipLint.clips(larger, measurer: measurer)
        }
        let sizes = TextClipLint.sizes(above: job.tour.tutorial.textScale)
        guard let largest = sizes.last else { return [] }
        let atLargest = clips(largest)
        guard !atLargest.isEmpty else { return [] }
        for size in sizes.dropLast() {
            if let hint = TextClipLint.hint(current: [], at: size, found: clips(size)) { return [hint] }
        }
        return TextClipLint.hint(current: [], at: largest, found: atLargest).map { [$0] } ?? []
    }
}
