import TourshotModel

/// `lint`'s contrast check, on pixels: every text run the tutorial draws (card, coach mark, labels,
/// page, buttons) against what the PNG shows behind it — the screenshot or wireframe, dimming,
/// blur, gradients, the card itself — painted from the same display list without the tutorial's
/// text (`background(of:)`), so the glyphs never count as their own background.
///
/// The run's box is cut into cells about one em square (the font's size; a run shorter or lower
/// than an em is one cell), each cell's background is its mean colour in linear light, and the
/// run's ratio is its worst cell's (WCAG 2.2, `WCAGContrast`). An em is about a glyph: a person
/// fails at the word whose background nears the text's colour, so the minimum over cells finds
/// a pill half over a light row, while the mean inside a cell lets a hairline or an anti-aliased
/// edge of the picture behind pass as the eye averages it.
///
/// Not part of the layout's warnings (so layout goldens keep what they record); `lint` adds it.
public enum ContrastLint {
    /// Pixels per point the background is painted at: a cell an em wide still holds 5×5 pixels
    /// and more for 11 pt text, and a 36th of an @3x image's pixels keeps `lint` fast (the blur
    /// and shadows cost by the pixel).
    public static let measuringScale = 0.5

    /// One run's worst cell.
    public struct Finding: Sendable, Hashable {
        public let run: TextRun
        public let ratio: Double
        /// The run's colour as drawn over that cell (alpha composited), and the cell's colour.
        public let text: RGBAColor
        public let background: RGBAColor
    }

    /// A text run the tutorial draws and the part of its box that shows (a pager clips its page).
    public struct Placed: Sendable, Hashable {
        public let run: TextRun
        public let visible: Rect
    }

    /// The text runs the tutorial draws (not the capture's wireframe titles or presentations),
    /// without runs of emoji only: those draw in their own colours, not the run's.
    public static func runs(of layout: ImageLayout) -> [Placed] {
        layout.tutorialItems.flatMap { range in placed(Array(layout.displayList[range]), clip: nil) }
            .filter { placed in placed.run.text.contains { !$0.isWhitespace && !isEmoji($0) } }
    }

    static func placed(_ items: [DisplayItem], clip: Rect?) -> [Placed] {
        items.flatMap { item -> [Placed] in
            switch item {
            case .text(let run):
                let visible = clip == nil ? run.frame : clip!.intersection(run.frame)
                guard let visible, !visible.isEmpty else { return [] }
                return [Placed(run: run, visible: visible)]
            case .layer(let content, _): return placed(content, clip: clip)
            case .clipped(let path, let content):
                let inner = clip == nil ? path.bounds : clip!.intersection(path.bounds)
                guard let inner else { return [] }
                return placed(content, clip: inner)
            default: return []
            }
        }
    }

    /// A character drawn as a colour emoji: one with emoji presentation, or an emoji sequence.
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || character.unicodeScalars.count > 1
    }

    /// The layout's picture without the tutorial's text, at `measuringScale`.
    public static func background(of layout: ImageLayout) -> Picture {
        let tutorial = Set(layout.tutorialItems.flatMap { $0 })
        let items = layout.displayList.enumerated().flatMap { index, item in tutorial.contains(index) ? withoutText([item]) : [item] }
        return Picture(canvasSize: layout.canvasSize, scale: measuringScale, displayList: items)
    }

    static func withoutText(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            switch item {
            case .text: nil
            case .layer(let content, let cutouts): .layer(withoutText(content), cutouts: cutouts)
            case .clipped(let clip, let content): .clipped(clip, withoutText(content))
            default: item
            }
        }
    }

    /// Each run below its WCAG minimum on `pixels` (the painted `background(of:)`), at its worst cell.
    public static func findings(_ layout: ImageLayout, background pixels: BackgroundPixels) -> [Finding] {
        runs(of: layout).compactMap { measure($0.run, in: $0.visible, on: pixels) }.filter { $0.ratio < WCAGContrast.minimum(for: $0.run.font) }
    }

    /// `low-contrast` for each of `findings`.
    public static func warnings(_ findings: [Finding]) -> [LayoutWarning] {
        findings.map { finding in
            let run = finding.run, minimum = WCAGContrast.minimum(for: run.font)
            let size = WCAGContrast.isLarge(run.font) ? "large text (18 pt, or 14 pt bold)" : "text under 18 pt (14 pt bold)"
            return LayoutWarning(.lowContrast,
                "text \"\(LayoutLint.short(run.text))\" has contrast \(WCAGContrast.formatted(finding.ratio)), \(finding.text.hexRGB) on \(finding.background.hexRGB) behind it; WCAG 2.2 asks \(WCAGContrast.formatted(minimum)) for \(size)",
                region: run.frame)
        }
    }

    /// The worst em cell of `box` (the visible part of `run`'s frame) on `pixels` (nil when the
    /// box lies off the picture).
    static func measure(_ run: TextRun, in box: Rect, on pixels: BackgroundPixels) -> Finding? {
        let s = pixels.scale
        let x0 = max(0, Int((box.minX * s).rounded(.down))), x1 = min(pixels.width, Int((box.maxX * s).rounded(.up)))
        let y0 = max(0, Int((box.minY * s).rounded(.down))), y1 = min(pixels.height, Int((box.maxY * s).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        let em = max(1, run.font.size * s)
        let columns = max(1, Int((Double(x1 - x0) / em).rounded())), rows = max(1, Int((Double(y1 - y0) / em).rounded()))
        var worst: Finding?
        for row in 0..<rows {
            for column in 0..<columns {
                let cx0 = x0 + (x1 - x0) * column / columns, cx1 = x0 + (x1 - x0) * (column + 1) / columns
                let cy0 = y0 + (y1 - y0) * row / rows, cy1 = y0 + (y1 - y0) * (row + 1) / rows
                guard cx1 > cx0, cy1 > cy0 else { continue }
                let finding = cell(run, pixels, cx0..<cx1, cy0..<cy1)
                if worst == nil || finding.ratio < worst!.ratio { worst = finding }
            }
        }
        return worst
    }

    private static func cell(_ run: TextRun, _ pixels: BackgroundPixels, _ xs: Range<Int>, _ ys: Range<Int>) -> Finding {
        var red = 0.0, green = 0.0, blue = 0.0
        for y in ys {
            for x in xs {
                let (r, g, b) = pixels.rgb(x, y)
                red += linearByte[r]; green += linearByte[g]; blue += linearByte[b]
            }
        }
        let count = Double(xs.count * ys.count)
        let background = RGBAColor(red: WCAGContrast.encoded(red / count), green: WCAGContrast.encoded(green / count),
                                   blue: WCAGContrast.encoded(blue / count))
        // Cairo blends a translucent text colour over the pixels in sRGB values.
        let a = run.color.alpha
        let text = RGBAColor(red: run.color.red * a + background.red * (1 - a), green: run.color.green * a + background.green * (1 - a),
                             blue: run.color.blue * a + background.blue * (1 - a))
        let ratio = WCAGContrast.ratio(WCAGContrast.luminance(text),
                                       WCAGContrast.luminance(linearRed: red / count, green: green / count, blue: blue / count))
        return Finding(run: run, ratio: ratio, text: text, background: background)
    }

    /// `WCAGContrast.linear` of each 8-bit value.
    private static let linearByte: [Double] = (0...255).map { WCAGContrast.linear(Double($0) / 255) }
}
