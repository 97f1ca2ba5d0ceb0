import TourshotModel

/// `SimpleBuddyView`'s frames, computed apart from its drawing (`PolarisBuddyCards.simple`):
/// measured, then set against the bottom, 20 pt above the safe area and 20 pt from both edges
/// (no anchor, no tail), its labels and buttons stacked inside.
struct PolarisSimpleCard {
    let frame: Rect
    let title: PlacedText?
    let message: PlacedText?
    let skip: PlacedButton?
    let next: PlacedButton?

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

        let column = PolarisBuddyCards.LabelColumn(frame: frame, padding: look.simple.padding, direction: direction)
        var y = frame.minY + look.simple.padding
        self.title = title.isEmpty ? nil : PlacedText(
            text: title, font: look.simple.titleFont,
            frame: PolarisBuddyCards.centredLine(x: column.x(titleSize.width), y: y, width: titleSize.width, box: titleSize.height,
                                                 line: measurer.lineHeight(look.simple.titleFont)),
            alignment: column.alignment, truncates: titleIdeal.width > content)
        y += titleSize.height + look.simple.titleGap
        self.message = message.isEmpty ? nil : PlacedText(
            text: message, font: look.simple.messageFont,
            frame: Rect(x: column.x(messageSize.width), y: y, width: messageSize.width, height: messageSize.height),
            alignment: column.alignment, wrapWidth: content)
        y += messageSize.height + look.simpleRowGap
        let top = y
        let buttons = measuredButtons.enumerated().map { index, button in
            button.map { text, size, font in
                let buttonHeight = size.height + 2 * look.systemButtonVerticalPadding
                // Skip sits at the stack's leading end, Next at its trailing end.
                let x = (index == 0) == (direction == .leftToRight) ? frame.minX + look.simple.padding : frame.maxX - look.simple.padding - size.width
                let buttonFrame = Rect(x: x, y: top + (rowHeight - buttonHeight) / 2, width: size.width, height: buttonHeight)
                return PlacedButton(frame: buttonFrame, label: PlacedText(
                    text: text, font: font,
                    frame: PolarisBuddyCards.centredLine(x: x, y: buttonFrame.midY - size.height / 2, width: size.width, box: size.height, line: measurer.lineHeight(font))))
            }
        }
        (self.skip, self.next) = (buttons[0], buttons[1])
    }

    var buttons: [PlacedButton] { [skip, next].compactMap { $0 } }

    /// The card with its shadow, the title and message, Skip in the secondary label colour and
    /// Next → in blue.
    func items(palette: PolarisLook.Palette) -> [DisplayItem] {
        let look = PolarisLook.self
        let shape = VectorPath.roundedRect(frame, radius: look.simple.cornerRadius)
        let texts = [title?.run(palette.label), message?.run(palette.secondaryLabel),
                     skip?.label.run(palette.secondaryLabel), next?.label.run(palette.blue)]
        return [.shadow(shape, look.cardShadow), .fill(shape, palette.background)] + texts.compactMap { $0.map(DisplayItem.text) }
    }
}
