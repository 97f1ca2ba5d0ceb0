import TourshotLayout
import TourshotModel
import TourshotRender

extension ImagePreview {
    /// `low-contrast` for the text and the arrows, each with the nearest change of
    /// `ContrastFixSearch` under which it passes.
    /// Each group is bisected for the smallest change under which every failing run and arrow passes.
    func contrastWarnings() throws -> [LayoutWarning] {
        let measured = try contrast(of: layout)
        let text = measured.text.filter(\.fails), arrows = measured.arrows
        guard !text.isEmpty || !arrows.isEmpty else { return [] }
        let keys = text.map { "text " + $0.run.text } + arrows.map { "arrow " + $0.element }
        let keySet = Set(keys)
        var fixes: [String: String] = [:]
        // Light on dark when most failing colours are lighter than what is behind them.
        let lighter = text.filter { WCAGContrast.luminance($0.text) > WCAGContrast.luminance($0.background) }.count
            + arrows.filter { WCAGContrast.luminance($0.color) > WCAGContrast.luminance($0.background) }.count

        /// What every dimming candidate paints before its dimming (the screen, its blur): the
        /// keys' picture up to the dimming, painted once (it is the same for every dimming).
        var beforeDimming: PaintedPrefix??
        func prefix() throws -> PaintedPrefix? {
            if let made = beforeDimming { return made }
            var made: PaintedPrefix?
            if let index = layout.dimmingIndex, let keyPicture = contrastPicture(of: layout, only: keySet).picture,
               let count = ContrastLint.itemsBefore(index, of: layout, in: keyPicture) {
                made = try renderer.paintPrefix(of: keyPicture, first: count, masks: renderer.masks)
            }
            beforeDimming = .some(made)
            return made
        }
        /// What of `keys` still fails and each text's ratio under `candidate` (nil: it does not
        /// lay out). Only the failing runs and arrows are measured again: every change the search
        /// makes moves what is behind them away from their colour, and the rest of the picture
        /// (the card, text on it) is above the dimming or the page and does not change.
        func tried(_ candidate: ContrastFixSearch.Candidate) throws -> (failing: Set<String>, ratios: [String: Double])? {
            // A dimming changes one fill of the layout; a page's colours are laid out again, at the
            // image's own pixel scale (`--scale`), as the finding was measured.
            let dimmed = candidate.dimming.flatMap { layout.replacingDimming(color: $0.color, opacity: $0.opacity) }
            guard let changed = dimmed ?? (try? StepLayout.layout(request.replacing(tour: candidate.tour), lint: false)) else { return nil }
            let found = try contrast(of: changed, only: keySet, over: dimmed == nil ? nil : try prefix())
            return (Self.failing(found), Dictionary(found.text.map { ("text " + $0.run.text, $0.ratio) }, uniquingKeysWith: min))
        }

        func fix(_ key: String, _ candidate: ContrastFixSearch.Candidate, _ ratios: [String: Double]) -> String {
            let then = key.hasPrefix("text") ? "text then has contrast \(WCAGContrast.formatted(ratios[key] ?? 0))" : "arrow then reaches 3.0:1"
            return "\(candidate.change) in the tutorial: the \(then)"
        }
        for group in ContrastFixSearch.candidates(request, layout: layout,
                                                  lightText: lighter * 2 >= keys.count) where fixes.count < keys.count {
            var results: [Int: (failing: Set<String>, ratios: [String: Double])?] = [:]
            func result(_ index: Int) throws -> (failing: Set<String>, ratios: [String: Double])? {
                if let known = results[index] { return known }
                let found = try tried(group[index])
                results[index] = found
                return found
            }
            /// The smallest change under which every key of `open` passes (nil: none does).
            func smallest(passing open: [String]) throws -> Int? {
                try ContrastFixSearch.smallest(count: group.count) { index in
                    guard let found = try result(index) else { return false }
                    return open.allSatisfy { !found.failing.contains($0) }
                }
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
        let warnings = text.map { ContrastLint.warning($0, fix: fixes["text " + $0.run.text]) }
            + arrows.map { ArrowContrast.warning($0, region: region[$0.element], fix: fixes["arrow " + $0.element]) }
        return warnings
    }

    /// The keys (`"text …"`, `"arrow …"`) of what `found` finds failing.
    static func failing(_ found: Contrast) -> Set<String> {
        Set(found.text.filter(\.fails).map { "text " + $0.run.text } + found.arrows.map { "arrow " + $0.element })
    }
}
