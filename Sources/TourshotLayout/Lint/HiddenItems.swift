import TourshotModel

/// The items of a picture that cannot show in the boxes `lint` reads, left out of its contrast
/// paint: text on an opaque card is read on the card's colour, and the screen under the card
/// (its wireframe, screenshot, the controls' shadows and the dimming) need not be painted for
/// it. Every pixel of the boxes comes out as it would with every item painted:
///
/// - A box is covered by the last opaque fill (alpha 1) whose convex outline holds every pixel
///   of the box with a pixel to spare (so Cairo covers each fully, whatever its curve
///   tolerance): such a fill sets those pixels to its colour whatever was below, so what comes
///   before it does not matter to that box.
/// - An item is kept when what it may change (its bounds, grown for strokes, shadows, glyphs
///   and anti-aliasing) meets a box it is not hidden from; every operation but a blur works
///   pixel by pixel, so a left-out item changes no pixel of a box.
/// - A kept blur reads the pixels of its clip's bounds, nowhere else (it clamps there): that
///   area joins the boxes, hidden from nothing.
enum HiddenItems {
    /// `items` (top level, in painting order) without those that cannot show in `boxes`
    /// (points) painted at `scale` pixels per point on `canvas`.
    static func visible(_ items: [DisplayItem], reading boxes: [Rect], scale: Double, canvas: Rect) -> [DisplayItem] {
        let pixel = 1 / scale
        let touched = items.map { footprint($0, canvas: canvas)?.insetBy(dx: -pixel, dy: -pixel) }
        var covers = OpaqueFills(items)
        var areas: [(rect: Rect, from: Int)] = boxes.map { box in
            let read = BackgroundPixels.wholePixels(box, scale: scale)
            return (read, covers.last(covering: read.insetBy(dx: -pixel, dy: -pixel)) ?? 0)
        }
        var kept = [Bool](repeating: false, count: items.count)
        for index in items.indices.reversed() {
            guard let touches = touched[index], areas.contains(where: { index >= $0.from && $0.rect.intersection(touches) != nil }) else { continue }
            kept[index] = true
            areas += blurredAreas(items[index]).map { ($0.insetBy(dx: -pixel, dy: -pixel), 0) }
        }
        return items.indices.filter { kept[$0] }.map { items[$0] }
    }

    /// The opaque fills of a list (alpha 1), each shape's outline made the first time a box asks.
    struct OpaqueFills {
        private enum Outline { case unknown, none, convex(ConvexOutline) }
        private var fills: [(index: Int, path: VectorPath, bounds: Rect, outline: Outline)]

        init(_ items: [DisplayItem]) {
            fills = items.indices.reversed().compactMap { index in
                guard case .fill(let path, let color) = items[index], color.alpha >= 1 else { return nil }
                return (index, path, path.bounds, .unknown)
            }
        }

        /// The index of the last fill whose shape holds all of `rect`.
        mutating func last(covering rect: Rect) -> Int? {
            for position in fills.indices where fills[position].bounds.contains(rect) {
                if case .unknown = fills[position].outline {
                    fills[position].outline = fills[position].path.convexOutline.map { .convex($0) } ?? .none
                }
                if case .convex(let outline) = fills[position].outline, outline.holds(rect) { return fills[position].index }
            }
            return nil
        }
    }

    /// The clip bounds of every blur in `item`, nested ones too: what each reads and writes
    /// (the painter blurs a clip's whole bounding box, whatever clips enclose it).
    static func blurredAreas(_ item: DisplayItem) -> [Rect] {
        switch item {
        case .blur(let clip, _): [clip.bounds]
        case .layer(let content, _), .clipped(_, let content): content.flatMap(blurredAreas)
        default: []
        }
    }

    /// Where `item` may change pixels (points), before anti-aliasing; nil when nowhere.
    static func footprint(_ item: DisplayItem, canvas: Rect) -> Rect? {
        switch item {
        case .clear: return canvas
        case .fill(let path, _), .linearGradient(let path, _, _, _), .radialGradient(let path, _, _, _): return path.bounds
        case .stroke(let path, let style, _):
            // A miter reaches out at most half the width times Cairo's limit of 10.
            return path.bounds.insetBy(dx: -5 * style.width, dy: -5 * style.width)
        case .text(let run):
            // A truncated line stays in its box but for glyphs' ink (an em around it); text that
            // wraps may overflow its box anywhere below or beside it.
            return run.truncates ? run.frame.insetBy(dx: -run.font.size, dy: -run.font.size) : canvas
        case .image(_, let rect, let clip, _): return clip.map { rect.intersection($0.bounds) } ?? rect
        case .blur(let clip, _): return clip.bounds
        case .shadow(let path, _, let radius, let offset):
            return path.shadowExtent(radius: radius, offset: offset)
        case .layer(let content, _): return union(content.compactMap { footprint($0, canvas: canvas) })
        case .clipped(let clip, let content):
            let drawn = union(content.compactMap { footprint($0, canvas: canvas) }).flatMap { clip.bounds.intersection($0) }
            return union((drawn.map { [$0] } ?? []) + content.flatMap(blurredAreas))
        }
    }

    private static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}
