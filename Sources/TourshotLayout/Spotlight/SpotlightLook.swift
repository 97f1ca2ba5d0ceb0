import TourshotModel

/// Ex.Spotlight's `DefaultOverlay` (docs/styles.md, Spotlight).
public enum SpotlightLook {
    /// DimColor: black 0.80; dark rgb(55, 55, 55) at 0.85.
    public static func dim(_ appearance: Appearance) -> (color: RGBAColor, opacity: Double) {
        appearance == .dark ? (RGBAColor(white: 55.0 / 255), 0.85) : (.black, 0.80)
    }

    /// HighlightColor: #CB3A44; dark #DCF76D.
    public static func highlight(_ appearance: Appearance) -> RGBAColor {
        appearance == .dark ? RGBAColor(hex: "#DCF76D")! : RGBAColor(hex: "#CB3A44")!
    }

    /// PrimaryBackgroundColor: white; dark black.
    public static func primaryBackground(_ appearance: Appearance) -> RGBAColor {
        appearance == .dark ? .black : .white
    }

    public static let padding = 12.0
    public static let spacing = 12.0
    public static let trailingGap = 30.0
    public static let buttonSpacing = 4.0
    public static let buttonPadding = 12.0
    public static let nextCornerRadius = 12.0
    /// `.footnote.bold()`, ≈ 13 pt bold.
    public static let font = FontSpec(size: 13, weight: .bold)
    public static let dismissTitle = "Dismiss"
    public static let nextTitle = "Next"
}
