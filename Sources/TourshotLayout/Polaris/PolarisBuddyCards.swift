import TourshotModel

/// The example app's buddy views, laid out in window coordinates.
public enum PolarisBuddyCards {
    /// A laid-out card: its frame, what to draw and what to report.
    public struct Laid: Sendable {
        public let frame: Rect
        public let items: [DisplayItem]
        public let buttons: [ImageLayout.Card.Button]
    }

    /// `SimpleBuddyView`: 20 pt from the screen's left and right edges, its bottom 20 pt above
    /// the safe area; title 20 bold, message 15 (10 below), and a Skip … Next → row 16 below
    /// the message and 16 above the bottom (without buttons the message ends 20 above it).
    /// Every label is sized to its text rounded up to whole points, as UIKit sizes labels
    /// (`TextMeasuring.uiKitSize`); the card grows up from its bottom edge by what that adds.
    /// Right to left the card keeps its symmetric 20 pt margins, but its labels (natural
    /// alignment) set their text flush right and the button `UIStackView` arranges from the
    /// right: Skip at the right, Next → at the left.
    public static func simple(title: String, message: String, skip: String?, next: String?, window: Size,
                              safeArea: EdgeInsets, palette: PolarisLook.Palette, direction: LayoutDirection = .leftToRight,
                              measurer: some TextMeasuring) -> Laid {
        let card = PolarisSimpleCard(title: title, message: message, skip: skip, next: next, window: window, safeArea: safeArea,
                                     direction: direction, measurer: measurer)
        return Laid(frame: card.frame, items: card.items(palette: palette),
                    buttons: card.buttons.map(\.reported))
    }

    /// A hint card goes below its focus view unless the step asks otherwise: `HintArrowBuddyView`
    /// has no rule of its own.
    public static func side(requested: AttachmentSide) -> PlacedSide { Placement.side(requested) { .below } }

    /// `HintArrowBuddyView`: a 32 pt `arrow.up` 8 pt below the focus view, and a white card 8 pt
    /// below the arrow (focus maxY + 48), centred on the focus view, at most 280 wide, never
    /// clamped to the screen. `above` mirrors it (`ArrowBuddyView`'s arrow.down above the
    /// view, ≈ the card above the arrow); `over` centres the card on the view without an arrow (≈).
    /// Right to left its labels set their text flush right, as in `simple`.
    public static func hintArrow(title: String, message: String, focus: Rect, side: PlacedSide, tail: Bool,
                                 direction: LayoutDirection = .leftToRight, measurer: some TextMeasuring) -> Laid {
        let placed = PolarisHintCard.place(title: title, message: message, focus: focus, side: side, tail: tail, direction: direction,
                                           measurer: measurer)
        return Laid(frame: placed.frame, items: PolarisHintCard.items(placed), buttons: [])
    }

    /// The labels of a card: pinned to both edges inside `padding`, with natural alignment, so
    /// their text starts at the left edge, or right to left ends at the right one.
    struct LabelColumn {
        let frame: Rect
        let padding: Double
        let direction: LayoutDirection

        var alignment: TextAlignment { direction == .rightToLeft ? .trailing : .leading }

        /// Where text `width` wide starts.
        func x(_ width: Double) -> Double {
            direction == .rightToLeft ? frame.maxX - padding - width : frame.minX + padding
        }
    }

    /// A one-line label's text: its line (`line` high, at the text scale) centred in the label's
    /// whole-point box of height `box`.
    static func centredLine(x: Double, y: Double, width: Double, box: Double, line: Double) -> Rect {
        Rect(x: x, y: y + (box - line) / 2, width: width, height: line)
    }
}
