import TourshotModel

/// Instructions' default views and constants (docs/styles.md, Instructions): all the numbers in one place.
public enum InstructionsLook {
    public static func overlay(_ appearance: Appearance) -> (color: RGBAColor, opacity: Double) {
        appearance == .dark ? (hex(0x323232), 0.75) : (hex(0xE8E8E8), 0.65)
    }

    /// Body and arrow colours: inner fill, rim, text.
    public struct Palette: Sendable, Hashable {
        public let inner: RGBAColor
        public let border: RGBAColor
        public let text: RGBAColor
    }

    /// Light: white with an #E3E3E3 rim; dark: systemGray4 / systemGray (light variants, ≈ hex).
    public static func palette(_ appearance: Appearance) -> Palette {
        appearance == .dark
            ? Palette(inner: hex(0xD1D1D6), border: hex(0x8E8E93), text: hex(0x000000))
            : Palette(inner: hex(0xFFFFFF), border: hex(0xE3E3E3), text: hex(0x222222))
    }

    /// The coach mark's colours: the appearance's palette with what the tutorial's
    /// `theme.coachMark` sets (an app's colours on the default views) in its place.
    public struct Colors: Sendable, Hashable {
        public let body: Palette
        public let arrow: Palette
        public let hint: RGBAColor
        public let next: RGBAColor
        public let separator: RGBAColor
        /// The body view's own rectangle, behind its rounded background (nil: clear, the default).
        public let background: RGBAColor?
    }

    public static func colors(_ appearance: Appearance, theme: CoachMarkColors) -> Colors {
        let palette = palette(appearance)
        return Colors(body: Palette(inner: theme.inner ?? palette.inner, border: theme.border ?? palette.border, text: palette.text),
                      arrow: Palette(inner: theme.arrowInner ?? palette.inner, border: theme.arrowBorder ?? palette.border, text: palette.text),
                      hint: theme.hint ?? palette.text, next: theme.next ?? palette.text, separator: theme.separator ?? palette.text,
                      background: theme.background)
    }

    // Coach mark defaults (CoachMark.swift).
    public static let gapBetweenBodyAndArrow = 2.0
    public static let gapBetweenMarkAndCutout = 2.0
    public static let maxWidth = 350.0
    public static let horizontalMargin = 20.0

    // Body (CoachMarkBodyDefaultView).
    public static let bodyCornerRadius = 8.0
    public static let innerCornerRadius = 7.5
    /// The inner shape's inset: 1 pt top, left and right, 2 pt at the bottom (the "ledge").
    public static let innerInsets = EdgeInsets(top: 1, leading: 1, bottom: 2, trailing: 1)
    public static let contentInsets = EdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
    public static let stackSpacing = 10.0
    public static let separatorWidth = 1.0
    public static let minimumBodySize = Size(width: 17, height: 18)
    public static let hintFont = FontSpec(size: 15)
    public static let nextFont = FontSpec(size: 17)
    /// The app supplies the next label's text; tourshot's default when a step gives no `buttons`.
    public static let defaultNextText = "Next"

    // Arrow (CoachMarkArrowDefaultView).
    public static let arrowSize = Size(width: 15, height: 9)

    // Skip view (CoachMarkSkipDefaultView, SkipViewDisplayManager).
    public static let skipFont = FontSpec(size: 17)
    public static let skipInsets = EdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
    public static let skipTopGap = 2.0
    public static let skipTrailingGap = 10.0

    static func hex(_ value: UInt32) -> RGBAColor {
        RGBAColor(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
