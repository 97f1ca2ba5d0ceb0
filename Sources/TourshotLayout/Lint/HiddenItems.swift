import TourshotModel

/// The items of a picture that cannot show in the boxes `lint` reads, left out of its contrast
/// paint: text on an opaque card is read on the card's colour, and the screen under the card
/// (its wireframe, screenshot, blur, the controls' shadows and the dimming) need not be painted
/// for it. Every pixel of the boxes comes out as it would with every item painted:
///
/// - A box is covered by the last opaque fill (alpha 1) whose shape holds every pixel of the
///   box with a pixel to spare (so Cairo covers each fully, whatever its curve tolerance):
///   such a fill sets those pixels to its colour whatever was below, so what comes before it
///   does not matter to that box.
/// - An item is kept when what it may touch (its bounds, grown for strokes, shadows, glyphs
///   and anti-aliasing) meets a box it is not hidden from; every other operation but a blur
///   works pixel by pixel, so a left-out item changes no pixel of a box.
/// - A kept blur reads around what it writes: that area joins the boxes, hidden from nothing.
enum HiddenItems {
    /// `items` (top level, in painting order) without those that cannot show in `boxes`
    /// (points) painted at `scale` pixels per point on `canvas`.
    static func visible(_ items: [DisplayItem], reading boxes: [Rect], scale: Double, canvas: Rect) -> [DisplayItem] {
        let pixel = 1 / scale
        let touched = items.map { footprint($0, canvas: canvas)?.insetBy(dx: -pixel, dy: -pixel) }
        var covers = OpaqueFills(items)
        var areas: [(rect: Rect, from: Int)] = boxes.map { box in
            let read = pixelBounds(box, scale: scale)
            return (read, covers.last(covering: read.insetBy(dx: -pixel, dy: -pixel)) ?? 0)
        }
        var kept = [Bool](repeating: false, count: items.count)
        for index in items.indices.reversed() {
            guard let touches = touched[index], areas.contains(where: { index >= $0.from && meets($0.rect, touches) }) else { continue }
            kept[index] = true
            let reach = ContrastLint.blurReach([items[index]])
            if reach > 0 { areas.append((touches.insetBy(dx: -reach - pixel, dy: -reach - pixel), 0)) }
        }
        return items.indices.filter { kept[$0] }.map { items[$0] }
    }

    /// The opaque fills of a list (alpha 1), each shape's outline made the first time a box asks.
    struct OpaqueFills {
        private var fills: [(index: Int, path: VectorPath, bounds: Rect, outline: [Point]??)]

        init(_ items: [DisplayItem]) {
            fills = items.indices.reversed().compactMap { index in
                guard case .fill(let path, let color) = items[index], color.alpha >= 1 else { return nil }
                return (index, path, path.bounds, nil)
            }
        }

        /// The index of the last fill whose shape holds all of `rect`.
        mutating func last(covering rect: Rect) -> Int? {
            for position in fills.indices where fills[position].bounds.contains(rect) {
                if fills[position].outline == nil { fills[position].outline = .some(HiddenItems.convexOutline(fills[position].path)) }
                if let outline = fills[position].outline!, HiddenItems.holds(outline, rect) { return fills[position].index }
            }
            return nil
        }
    }

    /// `box` rounded out to whole pixels at `scale`, as `BackgroundPixels` reads it.
    static func pixelBounds(_ box: Rect, scale: Double) -> Rect {
        let x0 = (box.minX * scale).rounded(.down) / scale, x1 = (box.maxX * scale).rounded(.up) / scale
        let y0 = (box.minY * scale).rounded(.down) / scale, y1 = (box.maxY * scale).rounded(.up) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private static func meets(_ a: Rect, _ b: Rect) -> Bool {
        guard let shared = a.intersection(b) else { return false }
        return !shared.isEmpty
    }

    /// Whether the convex `outline` holds all of `rect`: its four corners.
    static func holds(_ outline: [Point], _ rect: Rect) -> Bool {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].allSatisfy { inside($0, outline) }
    }

    /// The points of a path of one closed contour, its curves followed through points on
    /// them (so the outline lies inside a convex curve), when that outline is convex; nil for
    /// any other path. A convex outline holds a rectangle when it holds its four corners.
    static func convexOutline(_ path: VectorPath) -> [Point]? {
        guard case .move(let start)? = path.elements.first, case .close? = path.elements.last else { return nil }
        var points = [start]
        for element in path.elements.dropFirst().dropLast() {
            let from = points[points.count - 1]
            switch element {
            case .move, .close: return nil
            case .line(let point): points.append(point)
            case .quad(let control, let to):
                points += (1...8).map { step in
                    let t = Double(step) / 8, u = 1 - t
                    return Point(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x, y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
                }
            case .cubic(let c1, let c2, let to):
                points += (1...8).map { step in
                    let t = Double(step) / 8, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return Point(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
                }
            }
        }
        guard points.count >= 3 else { return nil }
        var sign = 0.0
        for index in points.indices {
            let turn = cross(points[index], points[(index + 1) % points.count], points[(index + 2) % points.count])
            if abs(turn) < 1e-9 { continue }
            if sign == 0 { sign = turn } else if (turn > 0) != (sign > 0) { return nil }
        }
        return sign == 0 ? nil : (sign > 0 ? points : points.reversed())
    }

    /// Whether `point` is inside or on the counter-clockwise-turning convex `outline`.
    private static func inside(_ point: Point, _ outline: [Point]) -> Bool {
        outline.indices.allSatisfy { cross(outline[$0], outline[($0 + 1) % outline.count], point) >= 0 }
    }

    /// The z of (b − a) × (c − b)… for three points: its sign is the turn a → b → c.
    private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
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
            // Glyphs may ink beyond the line's box: an em around it.
            return run.frame.insetBy(dx: -run.font.size, dy: -run.font.size)
        case .image(_, let rect, let clip, _): return clip.map { rect.intersection($0.bounds) } ?? rect
        case .blur(let clip, _): return clip.bounds
        case .shadow(let path, _, let radius, let offset):
            return path.bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -3 * radius, dy: -3 * radius)
        case .layer(let content, _): return union(content.compactMap { footprint($0, canvas: canvas) })
        case .clipped(let clip, let content):
            return union(content.compactMap { footprint($0, canvas: canvas) }).flatMap { clip.bounds.intersection($0) }
        }
    }

    private static func union(_ rects: [Rect]) -> Rect? {
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }
}
