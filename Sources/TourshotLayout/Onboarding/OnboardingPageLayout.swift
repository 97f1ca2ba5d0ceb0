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
        let frames = OnboardingPageFrames(page: page, pageIndex: pageIndex, pageCount: pageCount, skip: skip, next: next,
                                          safeRect: safeRect, direction: direction, measurer: measurer)
        let look = OnboardingLook.self
        let colors = Self.gradientColors(page.colors)
        let accent = colors[0].withAlpha(1)
        background = [
            .fill(.rect(canvas), look.presentationBackground(appearance)),
            .linearGradient(.rect(canvas), start: Point(x: canvas.minX, y: canvas.minY), end: Point(x: canvas.maxX, y: canvas.maxY),
                            stops: colors.enumerated().map { GradientStop(colors.count == 1 ? 0 : Double($0.offset) / Double(colors.count - 1), $0.element) }),
        ]
        title = page.title ?? ""
        pager = frames.pager
        contentHeight = frames.contentHeight
        skipFrame = frames.skip?.frame
        buttonFrame = frames.next?.frame
        dots = frames.dots
        buttons = [frames.skip, frames.next].compactMap { $0?.reported }
        controls = Self.controls(frames, pageIndex: pageIndex, accent: accent)
        content = Self.content(frames, page: page, midX: safeRect.midX, measurer: measurer)
    }

    /// The Skip button's text, the Next button (a white rounded bar with its shadow, the text
    /// in the accent colour) and the dots, the current one white.
    static func controls(_ frames: OnboardingPageFrames, pageIndex: Int, accent: RGBAColor) -> [DisplayItem] {
        let look = OnboardingLook.self
        var controls: [DisplayItem] = []
        if let skip = frames.skip { controls.append(.text(skip.label.run(look.skipColor))) }
        if let next = frames.next {
            let shape = VectorPath.continuousRoundedRect(next.frame, radius: look.buttonCornerRadius)
            controls += [
                .shadow(shape, look.buttonShadow),
                .fill(shape, .white),
                .text(next.label.run(accent)),
            ]
        }
        for (index, dot) in frames.dots.enumerated() {
            controls.append(.fill(.ellipse(dot), index == pageIndex ? .white : look.otherDotColor))
        }
        return controls
    }

    /// The glow and emoji, title, description and gesture hint, at their placed frames.
    static func content(_ frames: OnboardingPageFrames, page: OnboardingPage, midX: Double, measurer: some TextMeasuring) -> [DisplayItem] {
        let look = OnboardingLook.self
        var content: [DisplayItem] = []
        let emojiCenter = frames.emojiCenter
        content.append(.radialGradient(.circle(center: emojiCenter, radius: look.glowRadius), center: emojiCenter, radius: look.glowRadius,
                                       stops: [GradientStop(0, RGBAColor(white: 1, alpha: look.glowOpacity)), GradientStop(1, RGBAColor(white: 1, alpha: 0))]))
        if let emoji = page.emoji, !emoji.isEmpty {
            let size = measurer.measure(emoji, font: look.emojiFont, wrapWidth: nil)
            content.append(.text(TextRun(text: emoji, font: look.emojiFont, color: .white,
                                         frame: Rect(center: emojiCenter, size: size), alignment: .center)))
        }
        if let title = frames.title { content.append(.text(title.run(.white))) }
        if let description = frames.description { content.append(.text(description.run(look.descriptionColor))) }
        if let hintKind = page.gestureHint, let hintTop = frames.hintTop {
            content += Self.hintItems(hintKind, top: hintTop, midX: midX, measurer: measurer)
        }
        return content
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
