import TourshotModel

/// TutorialKit's card look (docs/styles.md, TutorialKit): all the numbers in one place.
public enum CardStyle {
    /// The dimming: black at 0.35.
    public static let dimming = (color: RGBAColor.black, opacity: 0.35)
    public static let fill = RGBAColor(red: 0.08, green: 0.09, blue: 0.12, alpha: 0.96)
    public static let cornerRadius = 18.0
    public static let border = RGBAColor(white: 1, alpha: 0.18)
    public static let borderWidth = 1.0
    public static let shadow = Shadow(color: RGBAColor(white: 0, alpha: 0.55), radius: 26, offset: Point(x: 0, y: 14))
    public static let padding = 16.0
    public static let spacing = 12.0
    public static let maxWidth = 300.0
    public static let centeredMaxWidth = 340.0
    /// The card never comes closer than this to the container's edges.
    public static let edgeMargin = 8.0

    public static func titleFont(centered: Bool) -> FontSpec { FontSpec(size: centered ? 22 : 18, weight: .bold) }
    public static let bodyFont = FontSpec(size: 14)
    public static let bodyColor = RGBAColor(white: 1, alpha: 0.85)
    public static let skipFont = FontSpec(size: 14, weight: .medium)
    public static let skipColor = RGBAColor(white: 1, alpha: 0.7)
    public static let nextFont = FontSpec(size: 14, weight: .semibold)
    public static let nextPadding = (horizontal: 16.0, vertical: 8.0)
    /// SwiftUI's default HStack spacing between the Skip button, the spacer and Next.
    public static let rowSpacing = 8.0
}
