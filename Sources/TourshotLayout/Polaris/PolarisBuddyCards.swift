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
        let look = PolarisLook.self
        let width = max(0, window.width - 2 * look.simpleMargin)
        let content = max(0, width - 2 * look.simple.padding)
        let titleIdeal = measurer.uiKitSize(title, font: look.simple.titleFont, wrapWidth: nil)
        let titleSize = Size(width: min(titleIdeal.width, content), height: title.isEmpty ? 0 : titleIdeal.height)
        let messageSize = measurer.uiKitSize(message, font: look.simple.messageFont, wrapWidth: content)
        let buttons = [(skip, look.skipFont), (next, look.nextFont)].map { title, font in
            title.map { ($0, measurer.uiKitSize($0, font: font, wrapWidth: nil), font) }
        }
        let hasRow = buttons.contains { $0 != nil }
        let rowHeight = buttons.compactMap { $0.map { $0.1.height + 2 * look.systemButtonVerticalPadding } }.max() ?? 0
        var height = look.simple.padding + titleSize.height + look.simple.titleGap + messageSize.height
        height += hasRow ? look.simpleRowGap + rowHeight + look.simpleRowBottom : look.simple.padding
        let frame = Rect(x: look.simpleMargin, y: window.height - safeArea.bottom - look.simpleMargin - height, width: width, height: height)

        let shape = VectorPath.roundedRect(frame, radius: look.simple.cornerRadius)
        var items: [DisplayItem] = [
            .shadow(shape, look.cardShadow),
            .fill(shape, palette.background),
        ]
        let text = LabelColumn(frame: frame, padding: look.simple.padding, direction: direction)
        var y = frame.minY + look.simple.padding
        if !title.isEmpty {
            items.append(.text(TextRun(text: title, font: look.simple.titleFont, color: palette.label,
                                       frame: Self.centredLine(x: text.x(titleSize.width), y: y, width: titleSize.width, box: titleSize.height,
                                                               line: measurer.lineHeight(look.simple.titleFont)),
                                       alignment: text.alignment, truncates: titleIdeal.width > content)))
        }
        y += titleSize.height + look.simple.titleGap
        if !message.isEmpty {
            items.append(.text(TextRun(text: message, font: look.simple.messageFont, color: palette.secondaryLabel,
                                       frame: Rect(x: text.x(messageSize.width), y: y, width: messageSize.width, height: messageSize.height),
                                       alignment: text.alignment, wrapWidth: content)))
        }
        y += messageSize.height + look.simpleRowGap
        var reported: [ImageLayout.Card.Button] = []
        for (index, button) in buttons.enumerated() {
            guard let (text, size, font) = button else { continue }
            let buttonHeight = size.height + 2 * look.systemButtonVerticalPadding
            // Skip sits at the stack's leading end, Next at its trailing end.
            let x = (index == 0) == (direction == .leftToRight) ? frame.minX + look.simple.padding : frame.maxX - look.simple.padding - size.width
            let buttonFrame = Rect(x: x, y: y + (rowHeight - buttonHeight) / 2, width: size.width, height: buttonHeight)
            items.append(.text(TextRun(text: text, font: font, color: index == 0 ? palette.secondaryLabel : palette.blue,
                                       frame: Self.centredLine(x: x, y: buttonFrame.midY - size.height / 2, width: size.width, box: size.height, line: measurer.lineHeight(font)))))
            reported.append(ImageLayout.Card.Button(title: text, frame: buttonFrame))
        }
        return Laid(frame: frame, items: items, buttons: reported)
    }

    /// A hint card goes below its focus view unless the step asks otherwise: `HintArrowBuddyView`
    /// has no rule of its own.
    public static func side(requested: AttachmentSide) -> PlacedSide { PlacedSide(requested: requested) ?? .below }

    /// `HintArrowBuddyView`: a 32 pt `arrow.up` 8 pt below the focus view, and a white card 8 pt
    /// below the arrow (focus maxY + 48), centred on the focus view, at most 280 wide, never
    /// clamped to the screen. `above` mirrors it (`ArrowBuddyView`'s arrow.down above the
    /// view, ≈ the card above the arrow); `over` centres the card on the view without an arrow (≈).
    /// Right to left its labels set their text flush right, as in `simple`.
    public static func hintArrow(title: String, message: String, focus: Rect, side: PlacedSide, tail: Bool,
                                 direction: LayoutDirection = .leftToRight, measurer: some TextMeasuring) -> Laid {
        let look = PolarisLook.self
        let titleIdeal = measurer.uiKitSize(title, font: look.hint.titleFont, wrapWidth: nil)
        let messageIdeal = measurer.uiKitSize(message, font: look.hint.messageFont, wrapWidth: nil)
        let width = min(look.hintMaxWidth, max(titleIdeal.width, messageIdeal.width) + 2 * look.hint.padding)
        let content = max(0, width - 2 * look.hint.padding)
        let titleSize = Size(width: min(titleIdeal.width, content), height: title.isEmpty ? 0 : titleIdeal.height)
        let messageSize = measurer.uiKitSize(message, font: look.hint.messageFont, wrapWidth: content)
        let height = 2 * look.hint.padding + titleSize.height + look.hint.titleGap + messageSize.height

        let arrowSpan = look.arrowGap + look.arrowBox + look.arrowGap
        let top: Double
        switch side {
        case .below: top = focus.maxY + arrowSpan
        case .above: top = focus.minY - arrowSpan - height
        case .over: top = focus.midY - height / 2
        }
        let frame = Rect(x: focus.midX - width / 2, y: top, width: width, height: height)
        var items: [DisplayItem] = []
        if tail && side != .over {
            let pointsUp = side == .below
            let boxY = pointsUp ? focus.maxY + look.arrowGap : focus.minY - look.arrowGap - look.arrowBox
            let glyph = look.arrowGlyph(in: Rect(x: focus.midX - look.arrowBox / 2, y: boxY, width: look.arrowBox, height: look.arrowBox),
                                        pointsUp: pointsUp)
            items += [.shadow(glyph, look.arrowShadow),
                      .fill(glyph, .white)]
        }
        let shape = VectorPath.roundedRect(frame, radius: look.hint.cornerRadius)
        items += [.shadow(shape, look.cardShadow),
                  .fill(shape, .white)]
        let text = LabelColumn(frame: frame, padding: look.hint.padding, direction: direction)
        if !title.isEmpty {
            items.append(.text(TextRun(text: title, font: look.hint.titleFont, color: .black,
                                       frame: Self.centredLine(x: text.x(titleSize.width), y: frame.minY + look.hint.padding, width: titleSize.width,
                                                               box: titleSize.height, line: measurer.lineHeight(look.hint.titleFont)),
                                       alignment: text.alignment, truncates: titleIdeal.width > content)))
        }
        if !message.isEmpty {
            items.append(.text(TextRun(text: message, font: look.hint.messageFont, color: look.hintMessageColor,
                                       frame: Rect(x: text.x(messageSize.width), y: frame.minY + look.hint.padding + titleSize.height + look.hint.titleGap,
                                                   width: messageSize.width, height: messageSize.height),
                                       alignment: text.alignment, wrapWidth: content)))
        }
        return Laid(frame: frame, items: items, buttons: [])
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
