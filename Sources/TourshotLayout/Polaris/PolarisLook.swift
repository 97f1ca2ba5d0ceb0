import TourshotModel

/// PolarisGuideKit's mask and the example app's buddy views (docs/styles.md, PolarisGuideKit).
public enum PolarisLook {
    /// `GuideOverlayView` overrides the mask's 0.6 with 0.7.
    public static let mask = (color: RGBAColor.black, opacity: 0.7)

    /// What both buddy cards are made of: a rounded card, a title and a message below it.
    public struct BuddyCard: Sendable {
        public let cornerRadius: Double
        public let padding: Double
        public let titleFont: FontSpec
        public let messageFont: FontSpec
        public let titleGap: Double
    }

    // SimpleBuddyView: a card pinned to the bottom. Title and message are `UILabel`s, so their
    // lines break with UIKit's `.standard` strategy (no lone last word; docs/styles.md).
    public static let simple = BuddyCard(cornerRadius: 16, padding: 20, titleFont: FontSpec(size: 20, weight: .bold, lineBreak: .standard),
                                         messageFont: FontSpec(size: 15, lineBreak: .standard), titleGap: 10)
    public static let simpleMargin = 20.0
    public static let simpleRowGap = 16.0
    public static let simpleRowBottom = 16.0
    public static let skipFont = FontSpec(size: 16)
    public static let nextFont = FontSpec(size: 16, weight: .bold)
    /// The example's buttons read "Skip" and "Next →".
    public static let skipTitle = "Skip"
    public static let nextTitle = "Next →"
    /// ≈ UIKit's classic system button: the title's line plus 6 pt above and below.
    public static let systemButtonVerticalPadding = 6.0

    public static let cardShadow = Shadow(color: RGBAColor(white: 0, alpha: 0.2), radius: 12, offset: Point(x: 0, y: 4))

    // HintArrowBuddyView: an arrow and a card below the focus view.
    public static let arrowBox = 32.0
    public static let arrowGap = 8.0
    public static let arrowShadow = Shadow(color: RGBAColor(white: 0, alpha: 0.2), radius: 4, offset: Point(x: 0, y: 2))
    // Its title and message are `UILabel`s too (`.standard` line breaks).
    public static let hint = BuddyCard(cornerRadius: 16, padding: 16, titleFont: FontSpec(size: 18, weight: .bold, lineBreak: .standard),
                                       messageFont: FontSpec(size: 14, lineBreak: .standard), titleGap: 8)
    public static let hintMaxWidth = 280.0
    /// UIColor.darkGray.
    public static let hintMessageColor = RGBAColor(white: 1.0 / 3)

    /// systemBackground, label, secondaryLabel and systemBlue (≈ hex) of the bottom card.
    public struct Palette: Sendable, Hashable {
        public let background: RGBAColor
        public let label: RGBAColor
        public let secondaryLabel: RGBAColor
        public let blue: RGBAColor
    }

    public static func palette(_ appearance: Appearance) -> Palette {
        appearance == .dark
            ? Palette(background: .black, label: .white,
                      secondaryLabel: RGBAColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.6),
                      blue: RGBAColor(red: 10.0 / 255, green: 132.0 / 255, blue: 1))
            : Palette(background: .white, label: .black,
                      secondaryLabel: RGBAColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6),
                      blue: RGBAColor(red: 0, green: 122.0 / 255, blue: 1))
    }

    /// ≈ SF Symbol `arrow.up` (32 pt, bold) in its 32 × 32 box: a 4 pt shaft under a 45° chevron
    /// with 4 pt arms, as one filled outline so it can cast its shadow. `pointsUp: false` is `arrow.down`.
    public static func arrowGlyph(in box: Rect, pointsUp: Bool) -> VectorPath {
        let t = 4.0, half = t / 2
        let diagonal = t / 2.0.squareRoot()
        let tip = 3.0, armEnd = 14.0, tail = 29.0, reach = 11.0
        let cx = 16.0
        // Inner edge of each arm meets the shaft where the 45° line through the arm's inner end hits x = cx ± half.
        let innerEndX = cx + reach - diagonal, innerEndY = armEnd + diagonal
        let joinY = innerEndY - (innerEndX - (cx + half))
        let points: [(Double, Double)] = [
            (cx, tip), (cx + reach, armEnd), (innerEndX, innerEndY), (cx + half, joinY), (cx + half, tail),
            (cx - half, tail), (cx - half, joinY), (2 * cx - innerEndX, innerEndY), (cx - reach, armEnd),
        ]
        let scale = box.width / 32
        return .polygon(points.map { x, y in
            Point(x: box.minX + x * scale, y: pointsUp ? box.minY + y * scale : box.maxY - y * scale)
        })
    }
}
