import TourshotLayout
import TourshotModel
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
    /// With `prefix`, only what follows it is painted when the picture begins with it.
    func contrast(of layout: ImageLayout, only keys: Set<String>? = nil, over prefix: PaintedPrefix? = nil) throws -> (text: [ContrastLint.Finding], arrows: [ArrowContrast.Finding]) {
        let (runs, plans, picture) = contrastPicture(of: layout, only: keys)
        guard let picture else { return ([], []) }
        return try PhaseTimings.measure("contrast") { () throws in
            try renderer.withPixels(picture, over: prefix) { bytes, width, height, stride in
                let pixels = BackgroundPixels(width: width, height: height, stride: stride, scale: picture.scale, borrowing: bytes)
                return (runs.compactMap { ContrastLint.measure($0.run, in: $0.visible, on: pixels) }, plans.compactMap { ArrowContrast.measure($0, on: pixels) })
            }
        }
    }

    /// The runs and arrows `keys` names (all when nil) and the picture they are read on.
    func contrastPicture(of layout: ImageLayout, only keys: Set<String>?) -> (runs: [ContrastLint.Placed], plans: [ArrowContrast.Plan], picture: Picture?) {
        let plans = ArrowContrast.plans(of: layout).filter { keys?.contains("arrow " + $0.element) ?? true }
        let runs = ContrastLint.runs(of: layout).filter { keys?.contains("text " + $0.run.text) ?? true }
        return (runs, plans, ContrastLint.background(of: layout, measuring: runs.map(\.visible) + plans.flatMap(\.cells)))
    }

    /// `low-contrast` for the text and the arrows, each with the nearest change of
    /// `ContrastFixSearch` under which it passes.
    func contrastWarnings() throws -> [LayoutWarning] {
        let (measured, arrows) = try contrast(of: layout)
        let text = measured.filter(\.fails)
        guard !text.isEmpty || !arrows.isEmpty else { return [] }
        let keys = text.map { "text " + $0.run.text } + arrows.map { "arrow " + $0.element }
        var fixes: [String: String] = [:]
        // Light on dark when most failing colours are lighter than what is behind them.
        let lighter = text.filter { WCAGContrast.luminance($0.text) > WCAGContrast.luminance($0.background) }.count
            + arrows.filter { WCAGContrast.luminance($0.color) > WCAGContrast.luminance($0.background) }.count
        let measurer = PangoTextMeasurer(fonts: renderer.fonts)
        /// What of `keys` still fails and each text's ratio under `candidate` (nil: it does not
        /// lay out). Only the failing runs and arrows are measured again: every change the search
        /// makes moves what is behind them away from their colour, and the rest of the picture
        /// (the card, text on it) is above the dimming or the page and does not change.
        /// What every dimming candidate paints before its dimming (the screen, its blur),
        /// painted once for the keys' picture.
        var beforeDimming: PaintedPrefix?
        func tried(_ candidate: ContrastFixSearch.Candidate) throws -> (failing: Set<String>, ratios: [String: Double])? {
            // A dimming changes one fill of the layout; a page's colours are laid out again, at the
            // image's own pixel scale (`--scale`), as the finding was measured.
            let dimmed = candidate.dimming.flatMap { layout.replacingDimming(color: $0.color, opacity: $0.opacity) }
            guard let changed = dimmed ?? (try? StepLayout.layout(tour: candidate.tour, screen: job.screen, stepNumber: job.step,
                                                                      orientation: job.orientation, scale: layout.scale, lint: false,
                                                                      measurer: measurer, screenshots: screenshots)) else { return nil }
            if dimmed != nil, beforeDimming == nil, let index = changed.dimmingIndex,
               let picture = contrastPicture(of: changed, only: Set(keys)).picture {
                beforeDimming = try renderer.paintPrefix(of: picture, first: ContrastLint.backgroundItems(of: changed, first: index).count)
            }
            let found = try contrast(of: changed, only: Set(keys), over: dimmed == nil ? nil : beforeDimming)
            let failingText: [String] = found.text.filter(\.fails).map { "text " + $0.run.text }
            let failing = Set(failingText + found.arrows.map { "arrow " + $0.element })
            return (failing, Dictionary(found.text.map { ("text " + $0.run.text, $0.ratio) }, uniquingKeysWith: min))
        }
        func fix(_ key: String, _ candidate: ContrastFixSearch.Candidate, _ ratios: [String: Double]) -> String {
            let then = key.hasPrefix("text") ? "text then has contrast \(WCAGContrast.formatted(ratios[key] ?? 0))" : "arrow then reaches 3.0:1"
            return "\(candidate.change) in the tutorial: the \(then)"
        }
        for group in ContrastFixSearch.candidates(tour: job.tour, stepNumber: job.step, layout: layout,
                                                  lightText: lighter * 2 >= keys.count) where fixes.count < keys.count {
            var results: [Int: (failing: Set<String>, ratios: [String: Double])?] = [:]
            func result(_ index: Int) throws -> (failing: Set<String>, ratios: [String: Double])? {
                if let known = results[index] { return known }
                let found = try tried(group[index])
                results[index] = found
                return found
            }
            /// The smallest change under which every key of `open` passes (nil: none does):
            /// contrast only grows along the group, so a bisection finds it.
            func smallest(passing open: [String]) throws -> Int? {
                var low = 0, high = group.count
                while low < high {
                    let middle = (low + high) / 2
                    if let found = try result(middle), open.allSatisfy({ !found.failing.contains($0) }) { high = middle } else { low = middle + 1 }
                }
                return low < group.count ? low : nil
            }
            var open = keys.filter { fixes[$0] == nil }
            var index = try smallest(passing: open)
            if index == nil, let strongest = try result(group.count - 1) {
                // Not all of them pass anywhere: the largest change tells which can.
                open = open.filter { !strongest.failing.contains($0) }
                index = open.isEmpty ? nil : try smallest(passing: open)
            }
            if let index, let found = try result(index) {
                for key in open { fixes[key] = fix(key, group[index], found.ratios) }
            }
        }
        let region = Dictionary(layout.arrows.map { ($0.element, ArrowContrast.region(of: $0)) }, uniquingKeysWith: { first, _ in first })
        return text.map { ContrastLint.warning($0, fix: fixes["text " + $0.run.text]) }
            + arrows.map { ArrowContrast.warning($0, region: region[$0.element], fix: fixes["arrow " + $0.element]) }
    }

    /// Whether the step's text grows with the device's Dynamic Type size: a page's does, and
    /// the style's own views' when its `textFollowsDynamicType` says so.
    var textFollowsDynamicType: Bool {
        let tutorial = job.tour.tutorial, style = ReferenceStyles.style(tutorial.style)
        return style.textFollowsDynamicType || ReferenceStyles.page(for: tutorial.steps[job.step - 1], style: style) != nil
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
            guard let larger = try? StepLayout.layout(tour: tour, screen: job.screen, stepNumber: job.step, orientation: job.orientation,
                                                      scale: layout.scale, lint: false, measurer: measurer,
                                                      screenshots: screenshots) else { return [] }
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
