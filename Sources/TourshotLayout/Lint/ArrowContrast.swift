import TourshotModel

/// `lint`'s contrast check for graphics (WCAG 2.2 SC 1.4.11, Non-text Contrast): an arrow the
/// tutorial draws — its curve and its head — must stand 3:1 against the colours adjacent to it.
///
/// Read on the same painted picture as the text (`ContrastLint.background(of:measuring:)`), the
/// arrow left in: beside the stroke, not under it. Every `spacing` points along the curve, and
/// along the outer side of each arm of the head, a cell `cellSide` points square sits just
/// clear of the stroke's anti-aliased edge on each side; a point of the curve is as visible as
/// its better side (an arrow along a light edge on one side still reads against the other), and
/// a part (curve or head) fails when its median point is below 3:1 — one crossing of a light
/// element does not hide an arrow, a light screen does. The curve's end at the card and under a
/// label pill are left out: there the arrow meets what it belongs to.
public enum ArrowContrast {
    /// WCAG 2.2 SC 1.4.11: 3:1 for graphical objects required to understand the content.
    public static let minimum = 3.0
    static let spacing = 6.0
    static let cellSide = 4.0
    /// The anti-aliased edge of a stroke reaches about one measuring pixel beyond its width.
    static var edge: Double { 1 / ContrastLint.measuringScale }

    public enum Part: String, Sendable, Hashable {
        case curve, head
    }

    /// One arrow's stroke as drawn and where its contrast is read.
    public struct Plan: Sendable, Hashable {
        public let element: String
        public let color: RGBAColor
        /// Points along the arrow, each with its one or two side cells.
        let samples: [Sample]

        /// Every cell, for the picture's clip.
        public var cells: [Rect] { samples.flatMap(\.cells) }
    }

    /// A point of the arrow: the cells beside it.
    struct Sample: Sendable, Hashable {
        let part: Part
        let cells: [Rect]
    }

    /// An arrow below 3:1 along its curve, at its head, or both.
    public struct Finding: Sendable, Hashable {
        public let element: String
        public let parts: [Part]
        /// The failing part's median point (the worse part when both fail).
        public let ratio: Double
        public let color: RGBAColor
        public let background: RGBAColor
    }

    /// A plan for each arrow of `layout` whose stroke the tutorial draws (TutorialKit's arrows and
    /// every style's supplemental arrows: one quadratic curve and a chevron head).
    public static func plans(of layout: ImageLayout) -> [Plan] {
        let strokes = strokes(of: layout)
        let labels = layout.arrows.compactMap { $0.label?.frame.insetBy(dx: -8, dy: -8) }
        let card = layout.card?.frame
        return layout.arrows.compactMap { arrow in
            guard let stroke = stroke(of: arrow, among: strokes) else { return nil }
            let offset = stroke.width / 2 + edge + cellSide / 2
            func open(_ point: Point) -> Bool {
                point.distance(to: arrow.tail) > offset && !labels.contains { $0.contains(point) } && !(card?.contains(point) ?? false)
            }
            var samples: [Sample] = []
            let curve = CurveSampling.polyline(tail: arrow.tail, control: arrow.control, tip: arrow.tip)
            for (point, normal) in along(curve) where open(point) {
                samples.append(Sample(part: .curve, cells: [cell(point + normal * offset), cell(point - normal * offset)]))
            }
            // The chevron: left arm end, tip, right arm end; its inner side holds the curve.
            let head = stroke.head
            if head.count == 3 {
                for (end, other) in [(head[0], head[2]), (head[2], head[0])] {
                    for (point, normal) in along([end, arrow.tip]) {
                        let outward = dot(normal, other - point) < 0 ? normal : normal * -1
                        samples.append(Sample(part: .head, cells: [cell(point + outward * offset)]))
                    }
                }
            }
            return Plan(element: arrow.element, color: stroke.color, samples: samples)
        }
    }

    /// `plan`'s arrow on `pixels`: nil when every part reaches 3:1.
    public static func measure(_ plan: Plan, on pixels: BackgroundPixels) -> Finding? {
        var failing: [(part: Part, median: MeasuredContrast)] = []
        for part in [Part.curve, .head] {
            let points = plan.samples.filter { $0.part == part }.compactMap { sample -> MeasuredContrast? in
                sample.cells.compactMap { cell in
                    pixels.pixels(covering: cell).map { MeasuredContrast(plan.color, over: pixels.meanLinear($0.xs, $0.ys)) }
                }.max { $0.ratio < $1.ratio }
            }.sorted { $0.ratio < $1.ratio }
            guard !points.isEmpty else { continue }
            let median = points[(points.count - 1) / 2]
            if median.ratio < minimum { failing.append((part, median)) }
        }
        guard let worst = failing.min(by: { $0.median.ratio < $1.median.ratio }) else { return nil }
        return Finding(element: plan.element, parts: failing.map(\.part), ratio: worst.median.ratio,
                       color: worst.median.foreground, background: worst.median.background)
    }

    /// `low-contrast` naming the arrow's element.
    public static func warning(_ finding: Finding, region: Rect?, fix: String? = nil) -> LayoutWarning {
        let parts = finding.parts == [.curve, .head] ? "its curve and head" : finding.parts == [.head] ? "its head" : "its curve"
        return LayoutWarning(.lowContrast, element: finding.element,
            "the arrow to \"\(finding.element)\" has contrast \(WCAGContrast.formatted(finding.ratio)) along \(parts), \(finding.color.hexRGB) on \(finding.background.hexRGB) beside it; WCAG 2.2 asks \(WCAGContrast.formatted(minimum)) for graphics (SC 1.4.11)",
            fix: fix, region: region)
    }

    /// The arrow's box: its ends and control point.
    public static func region(of arrow: ImageLayout.Arrow) -> Rect {
        let xs = [arrow.tail.x, arrow.control.x, arrow.tip.x], ys = [arrow.tail.y, arrow.control.y, arrow.tip.y]
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    struct Stroke {
        let path: VectorPath
        let width: Double
        let color: RGBAColor

        /// The chevron's points after the curve (move to one arm's end, line to the tip, line to the other's).
        var head: [Point] {
            path.elements.dropFirst(2).compactMap { element -> Point? in
                switch element {
                case .move(let p), .line(let p): p
                default: nil
                }
            }
        }
    }

    /// The stroked paths the tutorial draws.
    static func strokes(of layout: ImageLayout) -> [Stroke] {
        layout.tutorialItems.flatMap { range in arrowStrokes(Array(layout.displayList[range])) }
    }

    /// The stroke that draws `arrow`: the one whose path starts with the arrow's quadratic curve.
    static func stroke(of arrow: ImageLayout.Arrow, among strokes: [Stroke]) -> Stroke? {
        strokes.first { $0.path.elements.count >= 2 && $0.path.elements[0] == .move(arrow.tail)
            && $0.path.elements[1] == .quad(control: arrow.control, to: arrow.tip) }
    }

    /// The box of `arrow`'s head as drawn (its chevron grown by half the stroke), or a 12 pt box
    /// around its tip when the stroke is not found.
    public static func headBox(of arrow: ImageLayout.Arrow, in layout: ImageLayout) -> Rect {
        guard let stroke = stroke(of: arrow, among: strokes(of: layout)), stroke.head.count == 3 else {
            return Rect(center: arrow.tip, size: Size(width: 12, height: 12))
        }
        let xs = stroke.head.map(\.x), ys = stroke.head.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .insetBy(dx: -stroke.width / 2, dy: -stroke.width / 2)
    }

    static func arrowStrokes(_ items: [DisplayItem]) -> [Stroke] {
        items.flatMap { item -> [Stroke] in
            switch item {
            case .stroke(let path, let style, let color): [Stroke(path: path, width: style.width, color: color)]
            case .layer(let content, _), .clipped(_, let content): arrowStrokes(content)
            default: []
            }
        }
    }

    /// Points every `spacing` along `polyline` (starting half a step in) with the unit normal there.
    static func along(_ polyline: [Point]) -> [(Point, Point)] {
        var result: [(Point, Point)] = []
        var next = spacing / 2
        var travelled = 0.0
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let length = a.distance(to: b)
            guard length > 0 else { continue }
            let direction = (b - a) * (1 / length)
            while next <= travelled + length {
                result.append((a + direction * (next - travelled), Point(x: -direction.y, y: direction.x)))
                next += spacing
            }
            travelled += length
        }
        return result
    }

    static func cell(_ center: Point) -> Rect { Rect(center: center, size: Size(width: cellSide, height: cellSide)) }

    static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
}
