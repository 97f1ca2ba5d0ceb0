import TourshotModel

/// `lint`'s touch-target check: every region the device makes tappable on the card (its style's
/// `Card.targets`: TutorialKit's button labels, Instructions' coach mark body and skip view,
/// Polaris' and Spotlight's buttons, the onboarding page's Skip and Next) must be at least
/// 44×44 pt, the minimum Apple's Human Interface Guidelines give for a tappable control and WCAG
/// 2.2's success criterion 2.5.5 (Target Size, Enhanced) asks for. Pure geometry: each style
/// reads from its library's source what is tappable (docs/styles.md), lint measures that, so a
/// label inside a larger control is not reported for the control.
///
/// Not part of the layout's warnings (so layout goldens keep what they record); `lint` adds it.
public enum TouchTargetLint {
    /// Apple HIG and WCAG 2.5.5: 44×44 pt.
    public static let minimumSide = 44.0

    public static func warnings(_ layout: ImageLayout) -> [LayoutWarning] { warnings(card: layout.card) }

    static func warnings(card: ImageLayout.Card?) -> [LayoutWarning] {
        guard let card else { return [] }
        return card.targets.compactMap { target in
            let size = target.frame.size
            // Frames are rounded to 0.001 pt in the layout JSON; a side that reads 44 passes.
            guard size.width < minimumSide - 0.0005 || size.height < minimumSide - 0.0005 else { return nil }
            return LayoutWarning(.smallTarget,
                "\(target.name) is \(number(size.width))×\(number(size.height)) pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame",
                region: target.frame)
        }
    }

    /// One decimal, no trailing ".0" (as `LayoutChecks.points` writes lengths).
    static func number(_ value: Double) -> String {
        String(LayoutChecks.points(value).dropLast(3))
    }
}
