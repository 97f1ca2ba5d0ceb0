import TourshotModel

/// Where everything of an onboarding page goes, computed apart from its drawing
/// (`OnboardingPageLayout`): the Skip row at the safe top, the Next button 40 pt above the safe
/// bottom with the dots 20 pt above it, the pager between them with the content centred in it.
struct OnboardingPageFrames {
    let skip: PlacedButton?
    let next: PlacedButton?
    /// `dots[i]` is page i's dot wherever the stack puts it.
    let dots: [Rect]
    let pager: Rect
    let contentHeight: Double
    /// The glow's and emoji's centre; the gesture hint's top, when the page has one.
    let emojiCenter: Point, hintTop: Double?
    let title: PlacedText?, description: PlacedText?

    init(page: OnboardingPage, pageIndex: Int, pageCount: Int, skip: String?, next: String?, safeRect: Rect,
         direction: LayoutDirection, measurer: some TextMeasuring) {
        let rightToLeft = direction == .rightToLeft
        let look = OnboardingLook.self
        let title = page.title ?? ""

        // Skip row: the padded button at the trailing end (leading right to left).
        var rowHeight = 2 * look.rowPadding
        if let skip {
            let text = measurer.measure(skip, font: look.skipFont, wrapWidth: nil)
            let size = Size(width: text.width + 2 * look.skipPadding.horizontal, height: text.height + 2 * look.skipPadding.vertical)
            let x = Placement.aligned(rightToLeft ? .lower : .upper, length: size.width, lower: safeRect.minX + look.rowPadding,
                                      upper: safeRect.maxX - look.rowPadding)
            let frame = Rect(x: x, y: safeRect.minY + look.rowPadding, width: size.width, height: size.height)
            rowHeight += size.height
            self.skip = PlacedButton(frame: frame, label: PlacedText(
                text: skip, font: look.skipFont,
                frame: Rect(x: frame.minX + look.skipPadding.horizontal, y: frame.minY + look.skipPadding.vertical, width: text.width, height: text.height)))
        } else {
            self.skip = nil
        }

        // Button, then the dots above it.
        var buttonTop = safeRect.maxY - look.buttonBottom
        if let next {
            let text = measurer.measure(next, font: look.buttonFont, wrapWidth: nil)
            let height = text.height + 2 * look.buttonVerticalPadding
            let frame = Rect(x: safeRect.minX + look.buttonHorizontalMargin, y: safeRect.maxY - look.buttonBottom - height,
                             width: max(0, safeRect.width - 2 * look.buttonHorizontalMargin), height: height)
            self.next = PlacedButton(frame: frame, label: PlacedText(
                text: next, font: look.buttonFont,
                frame: Rect(x: frame.midX - text.width / 2, y: frame.midY - text.height / 2, width: text.width, height: text.height),
                alignment: .center))
            buttonTop = frame.minY
        } else {
            self.next = nil
        }
        let dotsTop = buttonTop - look.dotsBottomGap - look.currentDot
        let sizes = (0..<pageCount).map { $0 == pageIndex ? look.currentDot : look.otherDot }
        var x = safeRect.midX - (sizes.reduce(0, +) + look.dotSpacing * Double(max(0, pageCount - 1))) / 2
        let leftToRightDots = (rightToLeft ? sizes.reversed() : sizes).map { size in
            defer { x += size + look.dotSpacing }
            return Rect(x: x, y: dotsTop + (look.currentDot - size) / 2, width: size, height: size)
        }
        dots = rightToLeft ? leftToRightDots.reversed() : leftToRightDots

        // Page content, centred in the pager.
        pager = Rect(x: safeRect.minX, y: safeRect.minY + rowHeight, width: safeRect.width, height: max(0, dotsTop - safeRect.minY - rowHeight))
        let titleSize = measurer.measure(title, font: look.titleFont, wrapWidth: safeRect.width)
        let description = page.description ?? ""
        let descriptionWidth = max(0, safeRect.width - 2 * look.descriptionPadding)
        let descriptionSize = measurer.measure(description, font: look.descriptionFont, wrapWidth: descriptionWidth)
        let hint = page.gestureHint.map { OnboardingPageLayout.hintSize($0, measurer: measurer) }
        contentHeight = look.emojiBox + look.contentSpacing + titleSize.height + look.textSpacing + descriptionSize.height
            + (hint.map { look.contentSpacing + look.hintTopPadding + $0.height } ?? 0)
        let midX = safeRect.midX
        var y = pager.midY - contentHeight / 2
        emojiCenter = Point(x: midX, y: y + look.emojiBox / 2)
        y += look.emojiBox + look.contentSpacing
        self.title = title.isEmpty ? nil : PlacedText(
            text: title, font: look.titleFont, frame: Rect(x: midX - titleSize.width / 2, y: y, width: titleSize.width, height: titleSize.height),
            alignment: .center, wrapWidth: safeRect.width)
        y += titleSize.height + look.textSpacing
        self.description = description.isEmpty ? nil : PlacedText(
            text: description, font: look.descriptionFont,
            frame: Rect(x: midX - descriptionSize.width / 2, y: y, width: descriptionSize.width, height: descriptionSize.height),
            alignment: .center, wrapWidth: descriptionWidth)
        y += descriptionSize.height
        hintTop = page.gestureHint == nil ? nil : y + (look.contentSpacing + look.hintTopPadding)
    }
}
