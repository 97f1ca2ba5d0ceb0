import Foundation
import TourshotModel

extension VectorPath {
    /// Points on the path's one closed contour (its curves followed at eighths), which lie
    /// inside it, when the contour is convex: its control polygon turns one way and once
    /// around (so no curve bends back and no contour winds twice). nil for any other path.
    var convexOutline: ConvexOutline? {
        guard case .move(let start)? = elements.first, case .close? = elements.last else { return nil }
        var onCurve = [start], polygon = [start]
        for element in elements.dropFirst().dropLast() {
            let from = onCurve[onCurve.count - 1]
            switch element {
            case .move, .close: return nil
            case .line(let point):
                onCurve.append(point)
                polygon.append(point)
            case .quad(let control, let to):
                polygon += [control, to]
                onCurve += CurveSampling.polyline(tail: from, control: control, tip: to, segments: 8).dropFirst()
            case .cubic(let c1, let c2, let to):
                polygon += [c1, c2, to]
                onCurve += (1...8).map { step in
                    let t = Double(step) / 8, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return Point(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
                }
            }
        }
        guard let turning = ConvexOutline.turning(polygon) else { return nil }
        return ConvexOutline(points: turning > 0 ? onCurve : onCurve.reversed())
    }
}

/// A convex polygon turning counter-clockwise (in the coordinates' own sense).
struct ConvexOutline: Sendable, Hashable {
    let points: [Point]

    /// Whether all of `rect` lies inside or on the outline: its four corners do.
    func holds(_ rect: Rect) -> Bool {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].allSatisfy { point in
            points.indices.allSatisfy { Self.cross(points[$0], points[($0 + 1) % points.count], point) >= 0 }
        }
    }

    /// The sign of a closed polygon's turns when they all share one and add up to one full
    /// turn; nil otherwise (a bend back, a second winding, nothing but a line).
    static func turning(_ polygon: [Point]) -> Double? {
        var corners: [Point] = []
        for point in polygon where corners.last.map({ abs($0.x - point.x) > 1e-9 || abs($0.y - point.y) > 1e-9 }) ?? true {
            corners.append(point)
        }
        if corners.count > 1, let first = corners.first, let last = corners.last, abs(first.x - last.x) <= 1e-9, abs(first.y - last.y) <= 1e-9 {
            corners.removeLast()
        }
        guard corners.count >= 3 else { return nil }
        var sign = 0.0, total = 0.0
        for index in corners.indices {
            let (a, b, c) = (corners[index], corners[(index + 1) % corners.count], corners[(index + 2) % corners.count])
            let turn = cross(a, b, c)
            let angle = atan2(turn, (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y))
            total += angle
            if abs(turn) < 1e-9 { continue }
            if sign == 0 { sign = turn } else if (turn > 0) != (sign > 0) { return nil }
        }
        guard sign != 0, abs(abs(total) - 2 * Double.pi) < 1e-6 else { return nil }
        return sign
    }

    /// The z of (b − a) × (c − a): its sign is the turn a → b → c.
    static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }
}
