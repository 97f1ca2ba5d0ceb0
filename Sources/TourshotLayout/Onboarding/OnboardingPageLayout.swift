import TourshotModel

/// One page of Cluck's onboarding, laid out in the window's safe area, top to bottom:
/// the Skip row (16 pt padding around a 20 × 10 padded headline button; hidden on the last
/// page, leaving only the padding), the pager with the page content centred in it, the page
/// dots, 20 pt, and the Next / Get Started button 40 pt above the safe bottom. Right to left
/// the SwiftUI stacks mirror: Skip sits at the left (leading) edge and the first page's dot is
/// the rightmost.
public struct OnboardingPageLayout: Sendable {
    public let background: [DisplayItem]
    public let content: [DisplayItem]
    /// The pager between the Skip row and the dots; the content is centred in it and clipped to it.
    public let pager: Rect
    public let contentHeight: Double
    public let skipFrame: Rect?
    public let buttonFrame: Rect?
    public let dots: [Rect]
    public let controls: [DisplayItem]
    public let buttons: [ImageLayout.Card.Button]
    public let title: String

    /// - Parameters:
    ///   - pageIndex: 0-based position among the tutorial's pages; `pageCount` pages in all.
    public init(page: OnboardingPage, pageIndex: Int, pageCount: Int, skip: String?, next: String?,
                canvas: Rect, safeRect: Rect, appearance: Appearance, direction: LayoutDirection = .leftToRight,
                measurer: some TextMeasuring) {
        let rightToLeft = direction == .rightToLeft
        let look = OnboardingLook.self
        let colors = Self.gradientColors(page.colors)
        let accent = colors[0].withAlpha(1)
        background = [
            .fill(.rect(canvas), look.presentationBackground(appearance)),
            .linearGradient(.rect(canvas), start: Point(x: canvas.minX, y: canvas.minY), end: Point(x: canvas.maxX, y: canvas.maxY),
                            stops: colors.enumerated().map { GradientStop(colors.count == 1 ? 0 : Double($0.offset) / Double(colors.count - 1), $0.element) }),
        ]
        title = page.title ?? ""

        // Skip row.
        var controls: [DisplayItem] = []
        var buttons: [ImageLayout.Card.Button] = []
        var rowHeight = 2 * look.rowPadding
        if let skip {
            let text = measurer.measure(skip, font: look.skipFont, wrapWidth: nil)
            let size = Size(width: text.width + 2 * look.skipPadding.horizontal, height: text.height + 2 * look.skipPadding.vertical)
            let x = rightToLeft ? safeRect.minX + look.rowPadding : safeRect.maxX - look.rowPadding - size.width
            let frame = Rect(x: x, y: safeRect.minY + look.rowPadding, width: size.width, height: size.height)
            rowHeight += size.height
            controls.append(.text(TextRun(text: skip, font: look.skipFont, color: look.skipColor,
                                          frame: Rect(x: frame.minX + look.skipPadding.horizontal, y: frame.minY + look.skipPadding.vertical,
                                                      width: text.width, height: text.height))))
            buttons.append(ImageLayout.Card.Button(title: skip, frame: frame))
            skipFrame = frame
        } else {
            skipFrame = nil
        }

        // Button, then the dots above it.
        var buttonTop = safeRect.maxY - look.buttonBottom
        if let next {
            let text = measurer.measure(next, font: look.buttonFont, wrapWidth: nil)
            let height = text.height + 2 * look.buttonVerticalPadding
            let frame = Rect(x: safeRect.minX + look.buttonHorizontalMargin, y: safeRect.maxY - look.buttonBottom - height,
                             width: max(0, safeRect.width - 2 * look.buttonHorizontalMargin), height: height)
            let shape = VectorPath.continuousRoundedRect(frame, radius: look.buttonCornerRadius)
            controls += [
                .shadow(shape, look.buttonShadow),
                .fill(shape, .white),
                .text(TextRun(text: next, font: look.buttonFont, color: accent,
                              frame: Rect(x: frame.midX - text.width / 2, y: frame.midY - text.height / 2, width: text.width, height: text.height),
                              alignment: .center)),
            ]
            buttons.append(ImageLayout.Card.Button(title: next, frame: frame))
            buttonTop = frame.minY
            buttonFrame = frame
        } else {
            buttonFrame = nil
        }
        let dotsTop = buttonTop - look.dotsBottomGap - look.currentDot
        let sizes = (0..<pageCount).map { $0 == pageIndex ? look.currentDot : look.otherDot }
        var x = safeRect.midX - (sizes.reduce(0, +) + look.dotSpacing * Double(max(0, pageCount - 1))) / 2
        let leftToRightDots = (rightToLeft ? sizes.reversed() : sizes).map { size in
            defer { x += size + look.dotSpacing }
            return Rect(x: x, y: dotsTop + (look.currentDot - size) / 2, width: size, height: size)
        }
        // `dots[i]` is page i's dot wherever the stack puts it.
        dots = rightToLeft ? leftToRightDots.reversed() : leftToRightDots
        for (index, dot) in dots.enumerated() {
            controls.append(.fill(.ellipse(dot), index == pageIndex ? .white : look.otherDotColor))
        }
        self.controls = controls
        self.buttons = buttons

        // Page content, centred in the pager.
        pager = Rect(x: safeRect.minX, y: safeRect.minY + rowHeight, width: safeRect.width, height: max(0, dotsTop - safeRect.minY - rowHeight))
        let titleSize = measurer.measure(title, font: look.titleFont, wrapWidth: safeRect.width)
        let descriptionText = page.description ?? ""
        let descriptionWidth = max(0, safeRect.width - 2 * look.descriptionPadding)
        let descriptionSize = measurer.measure(descriptionText, font: look.descriptionFont, wrapWidth: descriptionWidth)
        let hint = page.gestureHint.map { Self.hintSize($0, measurer: measurer) }
        contentHeight = look.emojiBox + look.contentSpacing + titleSize.height + look.textSpacing + descriptionSize.height
            + (hint.map { look.contentSpacing + look.hintTopPadding + $0.height } ?? 0)
        let midX = safeRect.midX
        var y = pager.midY - contentHeight / 2
        var content: [DisplayItem] = []
        let emojiCenter = Point(x: midX, y: y + look.emojiBox / 2)
        content.append(.radialGradient(.circle(center: emojiCenter, radius: look.glowRadius), center: emojiCenter, radius: look.glowRadius,
                                       stops: [GradientStop(0, RGBAColor(white: 1, alpha: look.glowOpacity)), GradientStop(1, RGBAColor(white: 1, alpha: 0))]))
        if let emoji = page.emoji, !emoji.isEmpty {
            let size = measurer.measure(emoji, font: look.emojiFont, wrapWidth: nil)
            content.append(.text(TextRun(text: emoji, font: look.emojiFont, color: .white,
                                         frame: Rect(center: emojiCenter, size: size), alignment: .center)))
        }
        y += look.emojiBox + look.contentSpacing
        if !title.isEmpty {
            content.append(.text(TextRun(text: title, font: look.titleFont, color: .white,
                                         frame: Rect(x: midX - titleSize.width / 2, y: y, width: titleSize.width, height: titleSize.height),
                                         alignment: .center, wrapWidth: safeRect.width)))
        }
        y += titleSize.height + look.textSpacing
        if !descriptionText.isEmpty {
            content.append(.text(TextRun(text: descriptionText, font: look.descriptionFont, color: look.descriptionColor,
                                         frame: Rect(x: midX - descriptionSize.width / 2, y: y, width: descriptionSize.width, height: descriptionSize.height),
                                         alignment: .center, wrapWidth: descriptionWidth)))
        }
        y += descriptionSize.height
        if let hintKind = page.gestureHint {
            y += look.contentSpacing + look.hintTopPadding
            content += Self.hintItems(hintKind, top: y, midX: midX, measurer: measurer)
        }
        self.content = content
    }

    /// [c] → [c, c at 0.7] (Cluck's accent gradient); none → page 1's accent.
    static func gradientColors(_ colors: [RGBAColor]) -> [RGBAColor] {
        let look = OnboardingLook.self
        switch colors.count {
        case 0: return [look.defaultAccent, look.defaultAccent.withAlpha(look.gradientEndOpacity)]
        case 1: return [colors[0], colors[0].withAlpha(colors[0].alpha * look.gradientEndOpacity)]
        default: return colors
        }
    }

    static func hintSize(_ hint: GestureHint, measurer: some TextMeasuring) -> Size {
        let look = OnboardingLook.self
        switch hint {
        case .swipe:
            let captions = ["Nope", "Like"].map { measurer.measure($0, font: look.captionFont, wrapWidth: nil) }
            let widths = captions.map { max($0.width, look.swipeIconSize) }
            return Size(width: widths[0] + look.swipeColumnSpacing + widths[1],
                        height: look.swipeIconSize + look.captionGap + (captions.map(\.height).max() ?? 0))
        case .tap:
            let caption = measurer.measure("Tap for details", font: look.captionFont, wrapWidth: nil)
            return Size(width: max(caption.width, look.tapIconSize), height: look.tapIconSize + look.tapCaptionGap + caption.height)
        }
    }

    static func hintItems(_ hint: GestureHint, top: Double, midX: Double, measurer: some TextMeasuring) -> [DisplayItem] {
        let look = OnboardingLook.self
        func caption(_ text: String, centerX: Double, y: Double) -> DisplayItem {
            let size = measurer.measure(text, font: look.captionFont, wrapWidth: nil)
            return .text(TextRun(text: text, font: look.captionFont, color: look.captionColor,
                                 frame: Rect(x: centerX - size.width / 2, y: y, width: size.width, height: size.height), alignment: .center))
        }
        switch hint {
        case .swipe:
            let size = hintSize(.swipe, measurer: measurer)
            let captions = ["Nope", "Like"].map { measurer.measure($0, font: look.captionFont, wrapWidth: nil) }
            let leftWidth = max(captions[0].width, look.swipeIconSize)
            let rightWidth = max(captions[1].width, look.swipeIconSize)
            let left = midX - size.width / 2
            let centers = [left + leftWidth / 2, left + leftWidth + look.swipeColumnSpacing + rightWidth / 2]
            var items: [DisplayItem] = []
            for (index, centerX) in centers.enumerated() {
                let box = Rect(x: centerX - look.swipeIconSize / 2, y: top, width: look.swipeIconSize, height: look.swipeIconSize)
                let glyph = index == 0 ? GestureGlyphs.thumbsDown(in: box) : GestureGlyphs.thumbsUp(in: box)
                let angle = index == 0 ? -look.swipeRotation : look.swipeRotation
                items.append(.fill(glyph.rotated(by: angle, around: box.center), look.iconColor))
                items.append(caption(index == 0 ? "Nope" : "Like", centerX: centerX, y: box.maxY + look.captionGap))
            }
            return items
        case .tap:
            let box = Rect(x: midX - look.tapIconSize / 2, y: top, width: look.tapIconSize, height: look.tapIconSize)
            let glyph = GestureGlyphs.tap(in: box)
            return [.fill(glyph.fill, look.iconColor),
                    .stroke(glyph.arcs, StrokeStyle(width: 2.5, cap: .round, roundJoins: true), look.iconColor),
                    caption("Tap for details", centerX: midX, y: box.maxY + look.tapCaptionGap)]
        }
    }
}
