import TourshotModel

/// Spotlight's dialogue box: flush with the safe area's leading edge, 30 pt short of the
/// trailing edge, against the safe area's bottom or top; 12 pt padding, the message, then a
/// row of Dismiss and Next pushed to the trailing edge.
public enum SpotlightMessageBox {
    /// The horizon rule: a focus shape whose midY is above the container's midY sends the box
    /// below it, to the safe area's bottom; anything else (including exactly on it) above it, to
    /// the safe area's top. The box never covers its element, so `over` counts as `auto`.
    public static func side(focusShape: Rect, container: Rect, requested: AttachmentSide = .auto) -> PlacedSide {
        switch PlacedSide(requested: requested) {
        case .above?: .above
        case .below?: .below
        case nil, .over?: focusShape.midY < container.midY ? .below : .above
        }
    }

    public struct Laid: Sendable {
        public let frame: Rect
        public let items: [DisplayItem]
        public let buttons: [ImageLayout.Card.Button]
    }

    /// The box's frames, computed apart from its drawing.
    struct Frames {
        let frame: Rect
        let message: PlacedText?
        let dismiss: PlacedButton?
        let next: PlacedButton?
    }

    public static func layout(message: String, dismiss: String?, next: String?, side: PlacedSide, window: Size,
                              safeArea: EdgeInsets, appearance: Appearance, layoutDirection: LayoutDirection = .leftToRight,
                              measurer: some TextMeasuring) -> Laid {
        let frames = place(message: message, dismiss: dismiss, next: next, side: side, window: window, safeArea: safeArea,
                           layoutDirection: layoutDirection, measurer: measurer)
        return Laid(frame: frames.frame, items: items(frames, appearance: appearance),
                    buttons: [frames.dismiss, frames.next].compactMap { $0?.reported })
    }

    /// Measured, then placed with the shared steps: against the safe area's bottom or top edge
    /// (`side`), flush with its leading edge, 30 pt short of the trailing one; no shift.
    static func place(message: String, dismiss: String?, next: String?, side: PlacedSide, window: Size, safeArea: EdgeInsets,
                      layoutDirection: LayoutDirection, measurer: some TextMeasuring) -> Frames {
        let look = SpotlightLook.self
        let width = max(0, window.width - safeArea.leading - safeArea.trailing - look.trailingGap)
        let content = max(0, width - 2 * look.padding)
        let text = measurer.measure(message, font: look.font, wrapWidth: content)
        let buttons = [dismiss, next].map { title in title.map { ($0, measurer.measure($0, font: look.font, wrapWidth: nil)) } }
        let hasRow = buttons.contains { $0 != nil }
        let rowHeight = hasRow ? measurer.lineHeight(look.font) + 2 * look.buttonPadding : 0
        // VStack spacing only between children that exist.
        let height = 2 * look.padding + text.height + (hasRow ? look.spacing + rowHeight : 0)
        let rightToLeft = layoutDirection == .rightToLeft
        let y = Placement.aligned(side == .below ? .upper : .lower, length: height, lower: safeArea.top,
                                  upper: window.height - safeArea.bottom)
        // The 30 pt gap follows layout direction: on the left right to left (docs/styles.md, Spotlight).
        let boxX = Placement.aligned(rightToLeft ? .upper : .lower, length: width, lower: safeArea.leading,
                                     upper: window.width - safeArea.trailing)
        let frame = Rect(x: boxX, y: y, width: width, height: height)

        let messageText = message.isEmpty ? nil : PlacedText(
            text: message, font: look.font,
            frame: Rect(x: rightToLeft ? frame.maxX - look.padding - text.width : frame.minX + look.padding,
                        y: frame.minY + look.padding, width: text.width, height: text.height),
            alignment: rightToLeft ? .trailing : .leading, wrapWidth: content)
        var placed: [PlacedButton?] = [nil, nil]
        // Right to left the HStack mirrors: Next nearest the left edge, then Dismiss, then the spacer.
        var x = rightToLeft ? frame.minX + look.padding : frame.maxX - look.padding
        let rowTop = frame.maxY - look.padding - rowHeight
        for (index, button) in buttons.enumerated().reversed() {
            guard let (title, size) = button else { continue }
            let buttonWidth = size.width + 2 * look.buttonPadding
            let buttonFrame = Rect(x: rightToLeft ? x : x - buttonWidth, y: rowTop, width: buttonWidth, height: rowHeight)
            x = rightToLeft ? buttonFrame.maxX + look.buttonSpacing : buttonFrame.minX - look.buttonSpacing
            placed[index] = PlacedButton(frame: buttonFrame, label: PlacedText(
                text: title, font: look.font,
                frame: Rect(x: buttonFrame.minX + look.buttonPadding, y: buttonFrame.minY + look.buttonPadding, width: size.width, height: size.height)))
        }
        return Frames(frame: frame, message: messageText, dismiss: placed[0], next: placed[1])
    }

    /// The box in the highlight colour, its message and buttons in the background colour, Next
    /// on a rounded background-coloured pill in the highlight colour.
    static func items(_ frames: Frames, appearance: Appearance) -> [DisplayItem] {
        let look = SpotlightLook.self
        let foreground = look.primaryBackground(appearance)
        let highlight = look.highlight(appearance)
        var items: [DisplayItem] = [.fill(.rect(frames.frame), highlight)]
        if let message = frames.message { items.append(.text(message.run(foreground))) }
        // In the order they were laid out: from the trailing end.
        if let next = frames.next {
            items.append(.fill(.continuousRoundedRect(next.frame, radius: look.nextCornerRadius), foreground))
            items.append(.text(next.label.run(highlight)))
        }
        if let dismiss = frames.dismiss { items.append(.text(dismiss.label.run(foreground))) }
        return items
    }
}
