import TourshotModel

/// `HintArrowBuddyView`'s card in three steps: measured (its labels' sizes), placed against the
/// focus view with the shared `Placement` steps (side, 48 pt offset, centred across, the arrow's
/// box 8 pt from the view; no shift: Polaris never clamps it to the screen), then drawn.
struct PolarisHintCard {
    let title: String
    let message: String
    /// The title's one-line size before the card's width cuts it.
    let titleIdeal: Size
    let titleSize: Size
    let messageSize: Size
    /// The labels' width: the card less its padding.
    let content: Double
    let size: Size

    /// The card and the arrow's 32 pt box (nil without an arrow).
    struct Placed {
        let frame: Rect
        let arrow: Rect?
        let pointsUp: Bool
    }

    init(title: String, message: String, measurer: some TextMeasuring) {
        let look = PolarisLook.self
        self.title = title
        self.message = message
        titleIdeal = measurer.uiKitSize(title, font: look.hint.titleFont, wrapWidth: nil)
        let messageIdeal = measurer.uiKitSize(message, font: look.hint.messageFont, wrapWidth: nil)
        let width = min(look.hintMaxWidth, max(titleIdeal.width, messageIdeal.width) + 2 * look.hint.padding)
        content = max(0, width - 2 * look.hint.padding)
        titleSize = Size(width: min(titleIdeal.width, content), height: title.isEmpty ? 0 : titleIdeal.height)
        messageSize = measurer.uiKitSize(message, font: look.hint.messageFont, wrapWidth: content)
        size = Size(width: width, height: 2 * look.hint.padding + titleSize.height + look.hint.titleGap + messageSize.height)
    }

    func placed(focus: Rect, side: PlacedSide, tail: Bool) -> Placed {
        let look = PolarisLook.self
        let arrowSpan = look.arrowGap + look.arrowBox + look.arrowGap
        let edge = Placement.nearEdge(of: focus, side: side, gap: arrowSpan)
        let frame = Rect(x: Placement.centred(on: focus.midX, length: size.width),
                         y: Placement.top(from: edge, side: side, height: size.height), width: size.width, height: size.height)
        guard tail && side != .over else { return Placed(frame: frame, arrow: nil, pointsUp: false) }
        let arrow = Placement.tail(size: Size(width: look.arrowBox, height: look.arrowBox), side: side,
                                   from: Placement.nearEdge(of: focus, side: side, gap: look.arrowGap), centerX: focus.midX)
        return Placed(frame: frame, arrow: arrow, pointsUp: side == .below)
    }

    func items(_ placed: Placed, direction: LayoutDirection) -> [DisplayItem] {
        let look = PolarisLook.self
        let frame = placed.frame
        var items: [DisplayItem] = []
        if let arrow = placed.arrow {
            let glyph = look.arrowGlyph(in: arrow, pointsUp: placed.pointsUp)
            items += [.shadow(glyph, look.arrowShadow),
                      .fill(glyph, .white)]
        }
        let shape = VectorPath.roundedRect(frame, radius: look.hint.cornerRadius)
        items += [.shadow(shape, look.cardShadow),
                  .fill(shape, .white)]
        let text = PolarisBuddyCards.LabelColumn(frame: frame, padding: look.hint.padding, direction: direction)
        if !title.isEmpty {
            items.append(.text(TextRun(text: title, font: look.hint.titleFont, color: .black,
                                       frame: PolarisBuddyCards.centredLine(x: text.x(titleSize.width), y: frame.minY + look.hint.padding,
                                                                            width: titleSize.width, box: titleSize.height, font: look.hint.titleFont),
                                       alignment: text.alignment, truncates: titleIdeal.width > content)))
        }
        if !message.isEmpty {
            items.append(.text(TextRun(text: message, font: look.hint.messageFont, color: look.hintMessageColor,
                                       frame: Rect(x: text.x(messageSize.width), y: frame.minY + look.hint.padding + titleSize.height + look.hint.titleGap,
                                                   width: messageSize.width, height: messageSize.height),
                                       alignment: text.alignment, wrapWidth: content)))
        }
        return items
    }
}
