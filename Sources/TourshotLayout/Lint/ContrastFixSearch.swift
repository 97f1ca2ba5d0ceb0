import TourshotModel

/// The changes `lint` tries for a `low-contrast` finding, as `ArrowFixSearch` tries arrow angles
/// and lengths: each is laid out and painted again, and the nearest under which the finding's
/// text or arrow reaches its minimum, with no new finding, is its fix.
///
/// Candidates come in groups, each ordered from the smallest change to the largest, along which
/// contrast only grows (more dimming, a darker page), so a group is bisected for the smallest
/// change under which every failing run and arrow passes — three or four paints for a group of
/// twelve instead of one per candidate; when no change fixes them all, the largest tells which it
/// can fix, and those are bisected again.
///
/// - An onboarding page: its colours darkened (for light text) or lightened (for dark text) in
///   steps of 10 %, up to 90 %.
/// - A dimmed step: the theme's dimming opacity raised in steps of 0.05 up to 0.95; then the
///   dimming colour black (for light text) or white (for dark text), at the step's opacity and
///   then raised the same way (a light grey dimming does not darken however opaque it gets).
public enum ContrastFixSearch {
    public struct Candidate: Sendable {
        public let tour: Tour
        /// What to set, as the fix's text starts ("set … in the tutorial").
        public let change: String
        /// The theme's dimming the candidate sets (nil: it changes a page's colours), which
        /// `ImageLayout.replacingDimming` applies without laying the step out again.
        public var dimming: (color: RGBAColor, opacity: Double)? = nil
    }

    /// The candidate groups for `layout` (laid out from `request`) whose findings are light on
    /// dark (`lightText`) or the reverse, each from the smallest change to the largest.
    public static func candidates(_ request: LayoutRequest<some TextMeasuring>, layout: ImageLayout, lightText: Bool) -> [[Candidate]] {
        let tour = request.tour, stepNumber = request.stepNumber
        let tutorial = tour.tutorial, step = tutorial.steps[stepNumber - 1]
        if let page = step.page, ReferenceStyles.page(for: step, style: request.style) != nil {
            return [(1...9).map { tenth in
                let amount = Double(tenth) / 10
                let colors = page.colors.map { mix($0, toward: lightText ? .black : .white, by: amount) }
                let changed = OnboardingPage(emoji: page.emoji, title: page.title, description: page.description, colors: colors,
                                             gestureHint: page.gestureHint)
                return Candidate(tour: tour.replacing(tutorial: tutorial.replacingPage(step: stepNumber, with: changed)),
                                 change: "set the page's \"colors\" to [\(colors.map { "\"\($0.hexRGB)\"" }.joined(separator: ", "))] on step \(stepNumber)")
            }]
        }
        let opacity = layout.dimmingOpacity
        guard opacity > 0 else { return [] }
        // The step's opacity, then each 0.05 above it up to 0.95.
        var levels = [opacity]
        var next = ((opacity + 0.05) * 20).rounded(.down) / 20
        while next <= 0.95 + 1e-9 {
            levels.append(next)
            next = ((next + 0.05) * 20).rounded() / 20
        }
        var groups = [levels.dropFirst().map { level in
            Candidate(tour: tour.replacing(tutorial: tutorial.replacingDimming(opacity: level)),
                      change: "set \"theme\": {\"dimming\": {\"opacity\": \(ArrowFixSearch.number(level))}}",
                      dimming: (layout.dimmingColor, level))
        }]
        let color: RGBAColor = lightText ? .black : .white
        if layout.dimmingColor.hexRGB != color.hexRGB {
            groups.append(levels.map { level in
                let setOpacity = level == opacity ? "" : ", \"opacity\": \(ArrowFixSearch.number(level))"
                return Candidate(tour: tour.replacing(tutorial: tutorial.replacingDimming(color: color, opacity: level)),
                                 change: "set \"theme\": {\"dimming\": {\"color\": \"\(color.hexRGB)\"\(setOpacity)}}",
                                 dimming: (color, level))
            })
        }
        return groups.filter { !$0.isEmpty }
    }

    /// The smallest index of `0..<count` where `passes` holds (nil: none), for a `passes` that
    /// holds from some index on, as contrast only grows along a group: a bisection.
    public static func smallest(count: Int, passes: (Int) throws -> Bool) rethrows -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if try passes(middle) { high = middle } else { low = middle + 1 }
        }
        return low < count ? low : nil
    }

    /// `color` moved `amount` (0…1) of the way to `target` in sRGB values, alpha kept.
    static func mix(_ color: RGBAColor, toward target: RGBAColor, by amount: Double) -> RGBAColor {
        func channel(_ a: Double, _ b: Double) -> Double { ((a + (b - a) * amount) * 255).rounded() / 255 }
        return RGBAColor(red: channel(color.red, target.red), green: channel(color.green, target.green),
                         blue: channel(color.blue, target.blue), alpha: color.alpha)
    }
}
