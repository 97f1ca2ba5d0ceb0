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

    public static func layout(message: String, dismiss: String?, next: String?, side: PlacedSide, window: Size,
                              safeArea: EdgeInsets, appearance: Appearance, layoutDirection: LayoutDirection = .leftToRight,
                              measurer: some TextMeasuring) -> Laid {
        let look = SpotlightLook.self
        let width = max(0, window.width - safeArea.leading - safeArea.trailing - look.trailingGap)
        let content = max(0, width - 2 * look.padding)
        let text = measurer.measure(message, font: look.font, wrapWidth: content)
        let buttons = [dismiss, next].map { title in title.map { ($0, measurer.measure($0, font: look.font, wrapWidth: nil)) } }
        let hasRow = buttons.contains { $0 != nil }
        let rowHeight = hasRow ? measurer.lineHeight(look.font) + 2 * look.buttonPadding : 0
        // VStack spacing only between children that exist.
        let height = 2 * look.padding + text.height + (hasRow ? look.spacing + rowHeight : 0)
        let y = side == .below ? window.height - safeArea.bottom - height : safeArea.top
        // The 30 pt gap follows layout direction: on the left right to left (docs/styles.md, Spotlight).
        let boxX = layoutDirection == .rightToLeft ? window.width - safeArea.trailing - width : safeArea.leading
        let frame = Rect(x: boxX, y: y, width: width, height: height)
        let rightToLeft = layoutDirection == .rightToLeft

        let foreground = look.primaryBackground(appearance)
        let highlight = look.highlight(appearance)
        var items: [DisplayItem] = [.fill(.rect(frame), highlight)]
        if !message.isEmpty {
            items.append(.text(TextRun(text: message, font: look.font, color: foreground,
                                       frame: Rect(x: rightToLeft ? frame.maxX - look.padding - text.width : frame.minX + look.padding,
                                                   y: frame.minY + look.padding, width: text.width, height: text.height),
                                       alignment: rightToLeft ? .trailing : .leading, wrapWidth: content)))
        }
        var reported: [ImageLayout.Card.Button] = []
        // Right to left the HStack mirrors: Next nearest the left edge, then Dismiss, then the spacer.
        var x = rightToLeft ? frame.minX + look.padding : frame.maxX - look.padding
        let rowTop = frame.maxY - look.padding - rowHeight
        for (index, button) in buttons.enumerated().reversed() {
            guard let (title, size) = button else { continue }
            let buttonWidth = size.width + 2 * look.buttonPadding
            let buttonFrame = Rect(x: rightToLeft ? x : x - buttonWidth, y: rowTop, width: buttonWidth, height: rowHeight)
            x = rightToLeft ? buttonFrame.maxX + look.buttonSpacing : buttonFrame.minX - look.buttonSpacing
            let isNext = index == 1
            if isNext {
                items.append(.fill(.continuousRoundedRect(buttonFrame, radius: look.nextCornerRadius), foreground))
            }
            items.append(.text(TextRun(text: title, font: look.font, color: isNext ? highlight : foreground,
                                       frame: Rect(x: buttonFrame.minX + look.buttonPadding, y: buttonFrame.minY + look.buttonPadding,
                                                   width: size.width, height: size.height))))
            reported.insert(ImageLayout.Card.Button(title: title, frame: buttonFrame), at: 0)
        }
        return Laid(frame: frame, items: items, buttons: reported)
    }
}
