import TourshotModel

/// `SimpleBuddyView`'s frames, computed apart from its drawing (`PolarisBuddyCards.simple`):
/// measured, then set against the bottom, 20 pt above the safe area and 20 pt from both edges
/// (no anchor, no tail), its labels and buttons stacked inside.
struct PolarisSimpleCard {
    /// A button's title, font, tappable frame and its text's line.
    struct Button {
        let title: String
        let font: FontSpec
        let isNext: Bool
        let frame: Rect
        let textFrame: Rect
    }

    let frame: Rect
    let title: String
    let message: String
    /// The title's line (nil when empty) and whether the card's width cuts it.
    let titleFrame: Rect?
    let titleTruncates: Bool
    let messageFrame: Rect?
    let content: Double
    let alignment: TextAlignment
    let buttons: [Button]

    init(title: String, message: String, skip: String?, next: String?, window: Size, safeArea: EdgeInsets,
         direction: LayoutDirection, measurer: some TextMeasuring) {
        let look = PolarisLook.self
        let width = max(0, window.width - 2 * look.simpleMargin)
        let content = max(0, width - 2 * look.simple.padding)
        let titleIdeal = measurer.uiKitSize(title, font: look.simple.titleFont, wrapWidth: nil)
        let titleSize = Size(width: min(titleIdeal.width, content), height: title.isEmpty ? 0 : titleIdeal.height)
        let messageSize = measurer.uiKitSize(message, font: look.simple.messageFont, wrapWidth: content)
        let measuredButtons = [(skip, look.skipFont), (next, look.nextFont)].map { title, font in
            title.map { ($0, measurer.uiKitSize($0, font: font, wrapWidth: nil), font) }
        }
        let hasRow = measuredButtons.contains { $0 != nil }
        let rowHeight = measuredButtons.compactMap { $0.map { $0.1.height + 2 * look.systemButtonVerticalPadding } }.max() ?? 0
        var height = look.simple.padding + titleSize.height + look.simple.titleGap + messageSize.height
        height += hasRow ? look.simpleRowGap + rowHeight + look.simpleRowBottom : look.simple.padding
        let frame = Rect(x: look.simpleMargin,
                         y: Placement.aligned(.upper, length: height, lower: safeArea.top, upper: window.height - safeArea.bottom - look.simpleMargin),
                         width: width, height: height)
        self.frame = frame
        (self.title, self.message, self.content) = (title, message, content)

        let column = PolarisBuddyCards.LabelColumn(frame: frame, padding: look.simple.padding, direction: direction)
        alignment = column.alignment
        var y = frame.minY + look.simple.padding
        titleFrame = title.isEmpty ? nil
            : PolarisBuddyCards.centredLine(x: column.x(titleSize.width), y: y, width: titleSize.width, box: titleSize.height,
                                            font: look.simple.titleFont)
        titleTruncates = titleIdeal.width > content
        y += titleSize.height + look.simple.titleGap
        messageFrame = message.isEmpty ? nil
            : Rect(x: column.x(messageSize.width), y: y, width: messageSize.width, height: messageSize.height)
        y += messageSize.height + look.simpleRowGap
        var buttons: [Button] = []
        for (index, button) in measuredButtons.enumerated() {
            guard let (text, size, font) = button else { continue }
            let buttonHeight = size.height + 2 * look.systemButtonVerticalPadding
            // Skip sits at the stack's leading end, Next at its trailing end.
            let x = (index == 0) == (direction == .leftToRight) ? frame.minX + look.simple.padding : frame.maxX - look.simple.padding - size.width
            let buttonFrame = Rect(x: x, y: y + (rowHeight - buttonHeight) / 2, width: size.width, height: buttonHeight)
            buttons.append(Button(title: text, font: font, isNext: index == 1, frame: buttonFrame,
                                  textFrame: PolarisBuddyCards.centredLine(x: x, y: buttonFrame.midY - size.height / 2, width: size.width,
                                                                           box: size.height, font: font)))
        }
        self.buttons = buttons
    }

    /// The card with its shadow, the title and message, Skip in the secondary label colour and
    /// Next → in blue.
    func items(palette: PolarisLook.Palette) -> [DisplayItem] {
        let look = PolarisLook.self
        let shape = VectorPath.roundedRect(frame, radius: look.simple.cornerRadius)
        var items: [DisplayItem] = [
            .shadow(shape, look.cardShadow),
            .fill(shape, palette.background),
        ]
        if let titleFrame {
            items.append(.text(TextRun(text: title, font: look.simple.titleFont, color: palette.label, frame: titleFrame,
                                       alignment: alignment, truncates: titleTruncates)))
        }
        if let messageFrame {
            items.append(.text(TextRun(text: message, font: look.simple.messageFont, color: palette.secondaryLabel, frame: messageFrame,
                                       alignment: alignment, wrapWidth: content)))
        }
        for button in buttons {
            items.append(.text(TextRun(text: button.title, font: button.font, color: button.isNext ? palette.blue : palette.secondaryLabel,
                                       frame: button.textFrame)))
        }
        return items
    }
}
