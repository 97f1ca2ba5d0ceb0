import TourshotModel

/// `HintArrowBuddyView`'s card in two steps: placed against the focus view with the shared
/// `Placement` steps (side, 48 pt offset, centred across, the arrow's box 8 pt from the view; no
/// shift: Polaris never clamps it to the screen), then drawn.
enum PolarisHintCard {
    /// The card, its labels and the arrow's 32 pt box (nil without an arrow).
    struct Placed {
        let frame: Rect
        let title: PlacedText?
        let message: PlacedText?
        let arrow: (box: Rect, pointsUp: Bool)?
    }

    static func place(title: String, message: String, focus: Rect, side: PlacedSide, tail: Bool, direction: LayoutDirection,
                      measurer: some TextMeasuring) -> Placed {
        let look = PolarisLook.self
        // Measured: at most 280 wide, hugging the wider label.
        let titleIdeal = measurer.uiKitSize(title, font: look.hint.titleFont, wrapWidth: nil)
        let messageIdeal = measurer.uiKitSize(message, font: look.hint.messageFont, wrapWidth: nil)
        let width = min(look.hintMaxWidth, max(titleIdeal.width, messageIdeal.width) + 2 * look.hint.padding)
        let content = max(0, width - 2 * look.hint.padding)
        let titleSize = Size(width: min(titleIdeal.width, content), height: title.isEmpty ? 0 : titleIdeal.height)
        let messageSize = measurer.uiKitSize(message, font: look.hint.messageFont, wrapWidth: content)
        let height = 2 * look.hint.padding + titleSize.height + look.hint.titleGap + messageSize.height

        // Placed: past the arrow's span on `side`, centred on the focus view.
        let arrowSpan = look.arrowGap + look.arrowBox + look.arrowGap
        let edge = Placement.nearEdge(of: focus, side: side, gap: arrowSpan)
        let frame = Rect(x: Placement.centred(on: focus.midX, length: width),
                         y: Placement.top(from: edge, side: side, height: height), width: width, height: height)
        let arrow = tail && side != .over
            ? (box: Placement.tail(size: Size(width: look.arrowBox, height: look.arrowBox), side: side,
                                   from: Placement.nearEdge(of: focus, side: side, gap: look.arrowGap), centerX: focus.midX),
               pointsUp: side == .below)
            : nil

        let column = PolarisBuddyCards.LabelColumn(frame: frame, padding: look.hint.padding, direction: direction)
        let titleText = title.isEmpty ? nil : PlacedText(
            text: title, font: look.hint.titleFont,
            frame: PolarisBuddyCards.centredLine(x: column.x(titleSize.width), y: frame.minY + look.hint.padding,
                                                 width: titleSize.width, box: titleSize.height, line: measurer.lineHeight(look.hint.titleFont)),
            alignment: column.alignment, truncates: titleIdeal.width > content)
        let messageText = message.isEmpty ? nil : PlacedText(
            text: message, font: look.hint.messageFont,
            frame: Rect(x: column.x(messageSize.width), y: frame.minY + look.hint.padding + titleSize.height + look.hint.titleGap,
                        width: messageSize.width, height: messageSize.height),
            alignment: column.alignment, wrapWidth: content)
        return Placed(frame: frame, title: titleText, message: messageText, arrow: arrow)
    }

    /// The arrow glyph and the white card, each with its shadow, then the labels.
    static func items(_ placed: Placed) -> [DisplayItem] {
        let look = PolarisLook.self
        var items: [DisplayItem] = []
        if let arrow = placed.arrow {
            let glyph = look.arrowGlyph(in: arrow.box, pointsUp: arrow.pointsUp)
            items += [.shadow(glyph, look.arrowShadow), .fill(glyph, .white)]
        }
        let shape = VectorPath.roundedRect(placed.frame, radius: look.hint.cornerRadius)
        items += [.shadow(shape, look.cardShadow), .fill(shape, .white)]
        items += [placed.title?.run(.black), placed.message?.run(look.hintMessageColor)].compactMap { $0.map(DisplayItem.text) }
        return items
    }
}
