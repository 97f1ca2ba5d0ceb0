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

        /// Whether the ratio is below WCAG's minimum for the run's size.
        public var fails: Bool { ratio < WCAGContrast.minimum(for: run.font) }
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

    /// The layout's picture without the tutorial's text, at `measuringScale`, painted only where
    /// `boxes` (the areas lint reads) need it, with the pixels there of the picture painted whole:
    ///
    /// - Everything is drawn inside whole-pixel rectangles around the boxes, grown by every
    ///   blur's reach (3σ each, summed: a blur reads what earlier blurs wrote) and a pixel
    ///   (`MeasuringClip`), so nothing outside costs (the screenshot's scaling, fills, shadows
    ///   and gradients stop at the clip). Whole pixels make the clip a region to Cairo, which
    ///   keeps or drops each pixel as it is; a clip with fractional edges is a coverage mask, and
    ///   Cairo then rasterises what crosses it through other paths, which moved pixels inside
    ///   the boxes by up to 119 levels of 255 (docs/performance.md).
    /// - Strokes at the top of the list are drawn unclipped: Cairo strokes a curve cut by a clip
    ///   through other edges, a few levels off beside an arrow; a stroke is cheap anywhere.
    /// - The clipped runs also break before the dimming, so the fix search paints what comes
    ///   before it once (`itemsBefore`, `PaintedPrefix`).
    /// - Items that cannot show in a box (under an opaque card, `HiddenItems`) are left out.
    ///
    /// nil when there is nothing to read.
    public static func background(of layout: ImageLayout, measuring boxes: [Rect]) -> Picture? {
        let all = backgroundItems(of: layout)
        let canvas = layout.canvas
        let clip = MeasuringClip.path(around: boxes, reach: blurReach(all) + 1 / measuringScale, scale: measuringScale, canvas: canvas)
        guard !clip.elements.isEmpty else { return nil }
        let items = HiddenItems.visible(all, reading: boxes, scale: measuringScale, canvas: canvas)
        let dimming = layout.dimmingIndex.flatMap { withoutText([layout.displayList[$0]]).first }
        return Picture(canvasSize: layout.canvasSize, scale: measuringScale,
                       displayList: clippedRuns(items, to: clip, breakingBefore: dimming))
    }

    /// `items` in runs clipped to `clip`, top-level strokes between them unclipped, a run also
    /// ending before `boundary`.
    static func clippedRuns(_ items: [DisplayItem], to clip: VectorPath, breakingBefore boundary: DisplayItem?) -> [DisplayItem] {
        var list: [DisplayItem] = [], run: [DisplayItem] = []
        func endRun() {
            if !run.isEmpty { list.append(.clipped(clip, run)) }
            run = []
        }
        for item in items {
            if case .stroke = item {
                endRun()
                list.append(item)
            } else {
                if item == boundary { endRun() }
                run.append(item)
            }
        }
        endRun()
        return list
    }

    /// How many top-level items of `picture` (as `background(of:measuring:)` made it for
    /// `layout`) come before the run that begins with the layout's item `index` (its dimming,
    /// say): where `PaintedPrefix` splits the picture. nil when that item is left out.
    public static func itemsBefore(_ index: Int, of layout: ImageLayout, in picture: Picture) -> Int? {
        guard let item = withoutText([layout.displayList[index]]).first else { return nil }
        return picture.displayList.firstIndex { top in
            guard case .clipped(_, let content) = top else { return false }
            return content.first == item
        }
    }

    /// The layout's display list without the tutorial's text: what `background(of:measuring:)`
    /// clips.
    public static func backgroundItems(of layout: ImageLayout) -> [DisplayItem] {
        let tutorial = Set(layout.tutorialItems.flatMap { $0 })
        return layout.displayList.enumerated().flatMap { index, item in
            tutorial.contains(index) ? withoutText([item]) : [item]
        }
    }

    /// How far (points) a pixel's value can come from, through every blur of `items` in turn.
    static func blurReach(_ items: [DisplayItem]) -> Double {
        items.reduce(0) { sum, item in
            switch item {
            case .blur(_, let radius): sum + 3 * radius
            case .layer(let content, _), .clipped(_, let content): sum + blurReach(content)
            default: sum
            }
        }
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

    /// `low-contrast` for `finding`, with `fix` when the search found one.
    public static func warning(_ finding: Finding, fix: String? = nil) -> LayoutWarning {
        let run = finding.run, minimum = WCAGContrast.minimum(for: run.font)
        let size = WCAGContrast.isLarge(run.font) ? "large text (18 pt, or 14 pt bold)" : "text under 18 pt (14 pt bold)"
        return LayoutWarning(.lowContrast,
            "text \"\(LayoutLint.short(run.text))\" has contrast \(WCAGContrast.formatted(finding.ratio)), \(finding.text.hexRGB) on \(finding.background.hexRGB) behind it; WCAG 2.2 asks \(WCAGContrast.formatted(minimum)) for \(size)",
            fix: fix, region: run.frame)
    }

    /// The worst em cell of `box` (the visible part of `run`'s frame) on `pixels` (the painted
    /// `background(of:measuring:)`; nil when the box lies off the picture).
    public static func measure(_ run: TextRun, in box: Rect, on pixels: BackgroundPixels) -> Finding? {
        guard let (xs, ys) = pixels.pixels(covering: box) else { return nil }
        let (x0, x1, y0, y1) = (xs.lowerBound, xs.upperBound, ys.lowerBound, ys.upperBound)
        let em = max(1, run.font.size * pixels.scale)
        let columns = max(1, Int((Double(x1 - x0) / em).rounded())), rows = max(1, Int((Double(y1 - y0) / em).rounded()))
        var worst: MeasuredContrast?
        for row in 0..<rows {
            for column in 0..<columns {
                let cx0 = x0 + (x1 - x0) * column / columns, cx1 = x0 + (x1 - x0) * (column + 1) / columns
                let cy0 = y0 + (y1 - y0) * row / rows, cy1 = y0 + (y1 - y0) * (row + 1) / rows
                guard cx1 > cx0, cy1 > cy0 else { continue }
                let measured = MeasuredContrast(run.color, over: pixels.meanLinear(cx0..<cx1, cy0..<cy1))
                if worst == nil || measured.ratio < worst!.ratio { worst = measured }
            }
        }
        return worst.map { Finding(run: run, ratio: $0.ratio, text: $0.foreground, background: $0.background) }
    }
}
