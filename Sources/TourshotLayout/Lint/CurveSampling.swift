import TourshotModel

/// Arrow curves as polylines, for crossing tests.
enum CurveSampling {
    static let segments = 24
    /// Crossings closer than this to an arrow's tail or tip are where arrows meet, not cross.
    static let endClearance = 6.0

    /// The quadratic curve from `tail` to `tip` at `count` equal steps of its parameter, both
    /// ends included.
    static func polyline(tail: Point, control: Point, tip: Point, segments count: Int = segments) -> [Point] {
        (0...count).map { index in
            let t = Double(index) / Double(count), u = 1 - t
            return Point(x: u * u * tail.x + 2 * u * t * control.x + t * t * tip.x,
                         y: u * u * tail.y + 2 * u * t * control.y + t * t * tip.y)
        }
    }

    /// Whether two polylines intersect away from the given end points.
    static func cross(_ a: [Point], _ b: [Point], ends: [Point]) -> Bool {
        for i in 0..<(a.count - 1) {
            for j in 0..<(b.count - 1) {
                guard let point = intersection(a[i], a[i + 1], b[j], b[j + 1]) else { continue }
                if ends.allSatisfy({ ($0 - point).length > endClearance }) { return true }
            }
        }
        return false
    }

    /// Whether a polyline passes through `rect` away from the given end points.
    static func enters(_ line: [Point], _ rect: Rect, ends: [Point]) -> Bool {
        guard !rect.isEmpty else { return false }
        return line.contains { point in rect.contains(point) && ends.allSatisfy { ($0 - point).length > endClearance } }
    }

    static func intersection(_ p1: Point, _ p2: Point, _ p3: Point, _ p4: Point) -> Point? {
        let d1 = p2 - p1, d2 = p4 - p3
        let denominator = d1.x * d2.y - d1.y * d2.x
        guard abs(denominator) > 1e-9 else { return nil }
        let offset = p3 - p1
        let t = (offset.x * d2.y - offset.y * d2.x) / denominator
        let u = (offset.x * d1.y - offset.y * d1.x) / denominator
        guard (0...1).contains(t), (0...1).contains(u) else { return nil }
        return Point(x: p1.x + d1.x * t, y: p1.y + d1.y * t)
    }
}
