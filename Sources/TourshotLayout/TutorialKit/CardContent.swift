import TourshotModel

/// The card's content measured and stacked, relative to the card's top-left corner.
///
/// Mirrors `TutorialCard` + `DefaultTutorialOverlay.cardView`: padding 16, a VStack of title,
/// body and the button row with spacing 12, width 300 (340 centered) when there is a title,
/// hugging the content when there is none.
public struct CardContent: Sendable, Hashable {
    public struct Button: Sendable, Hashable {
        public let title: String
        public let style: ButtonStyle
        /// The drawn frame (the capsule for primary buttons), relative to the card; what takes
        /// the tap is `textFrame`, the Button's label (`TutorialKitTargets`).
        public let frame: Rect
        public let textFrame: Rect
    }

    public let size: Size
    public let title: TextRun?
    public let body: TextRun?
    public let buttons: [Button]

    public init(step: Step, containerWidth: Double, measurer: some TextMeasuring) {
        let centered = step.centered
        let hasTitle = !step.title.isEmpty
        let buttonSpecs = step.buttons ?? [CardButton(title: "Skip", role: .skip, style: .secondary),
                                           CardButton(title: "Next", role: .next, style: .primary)]
        let measuredButtons = buttonSpecs.map { spec -> (CardButton, Size, Size) in
            let font = spec.style == .primary ? CardStyle.nextFont : CardStyle.skipFont
            let text = measurer.measure(spec.title, font: font, wrapWidth: nil)
            let box = spec.style == .primary
                ? Size(width: text.width + 2 * CardStyle.nextPadding.horizontal, height: text.height + 2 * CardStyle.nextPadding.vertical)
                : text
            return (spec, text, box)
        }
        // Ideal row width: buttons, the 8 pt gaps between them and, when not centered, the
        // spacer's minimum length with its own two gaps.
        let rowIdealWidth = measuredButtons.map(\.2.width).reduce(0, +)
            + CardStyle.rowSpacing * Double(max(measuredButtons.count - 1, 0) + (centered ? 0 : 2))
        let rowHeight = measuredButtons.map(\.2.height).max() ?? 0

        // Width: a titled card fills its max width (the button row's spacer is flexible);
        // an untitled one is fixed-size, so it takes its content's ideal width.
        let width: Double
        if hasTitle {
            width = min(centered ? CardStyle.centeredMaxWidth : CardStyle.maxWidth, containerWidth)
        } else {
            let bodyIdeal = measurer.measure(step.body, font: CardStyle.bodyFont, wrapWidth: nil).width
            width = max(bodyIdeal, rowIdealWidth) + 2 * CardStyle.padding
        }
        let contentWidth = max(0, width - 2 * CardStyle.padding)
        let alignment: TextAlignment = centered ? .center : .leading
        var y = CardStyle.padding

        var title: TextRun?
        if hasTitle {
            let font = CardStyle.titleFont(centered: centered)
            let size = measurer.measure(step.title, font: font, wrapWidth: contentWidth)
            let x = centered ? CardStyle.padding + (contentWidth - size.width) / 2 : CardStyle.padding
            title = TextRun(text: step.title, font: font, color: .white,
                            frame: Rect(x: x, y: y, width: size.width, height: size.height),
                            alignment: alignment, wrapWidth: contentWidth)
            y += size.height + CardStyle.spacing
        }

        let bodySize = measurer.measure(step.body, font: CardStyle.bodyFont, wrapWidth: contentWidth)
        let bodyX = centered ? CardStyle.padding + (contentWidth - bodySize.width) / 2 : CardStyle.padding
        let body = TextRun(text: step.body, font: CardStyle.bodyFont, color: CardStyle.bodyColor,
                           frame: Rect(x: bodyX, y: y, width: bodySize.width, height: bodySize.height),
                           alignment: alignment, wrapWidth: contentWidth)
        y += bodySize.height + CardStyle.spacing

        self.buttons = Self.layoutRow(measuredButtons, top: y, height: rowHeight, contentWidth: contentWidth,
                                      centered: centered)
        y += rowHeight + CardStyle.padding
        self.size = Size(width: width, height: y)
        self.title = title
        self.body = body
    }

    /// Secondary buttons from the leading edge and primary ones against the trailing edge, as
    /// `HStack { Skip; Spacer(); Next }` lays them out; centered steps center the whole row.
    private static func layoutRow(_ buttons: [(CardButton, Size, Size)], top: Double, height: Double,
                                  contentWidth: Double, centered: Bool) -> [Button] {
        func place(_ group: [(CardButton, Size, Size)], from start: Double) -> [Button] {
            var x = start
            return group.map { spec, text, box in
                let frame = Rect(x: x, y: top + (height - box.height) / 2, width: box.width, height: box.height)
                x += box.width + CardStyle.rowSpacing
                return Button(title: spec.title, style: spec.style, frame: frame,
                              textFrame: Rect(x: frame.midX - text.width / 2, y: frame.midY - text.height / 2,
                                              width: text.width, height: text.height))
            }
        }
        func width(_ group: [(CardButton, Size, Size)]) -> Double {
            group.map(\.2.width).reduce(0, +) + CardStyle.rowSpacing * Double(max(group.count - 1, 0))
        }
        if centered {
            return place(buttons, from: CardStyle.padding + (contentWidth - width(buttons)) / 2)
        }
        let secondary = buttons.filter { $0.0.style == .secondary }
        let primary = buttons.filter { $0.0.style == .primary }
        return place(secondary, from: CardStyle.padding)
            + place(primary, from: CardStyle.padding + contentWidth - width(primary))
    }
}
