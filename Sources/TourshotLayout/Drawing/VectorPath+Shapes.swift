import TourshotModel

extension VectorPath {
    /// How far a continuous corner reaches along each edge, in radii (Apple's smooth corner
    /// as commonly reverse-engineered from `UIBezierPath(roundedRect:cornerRadius:)`).
    static let continuousReach = 1.52866483

    /// One continuous corner from the edge it enters to the edge it leaves, in units of the
    /// radius: (distance along the entering edge back from the corner, distance into the shape).
    private static let continuousCorner: [[(Double, Double)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.065496)],
        [(0.63149399, 0.074911)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.074911, 0.63149399)],
        [(0.065496, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// SwiftUI's `RoundedRectangle(cornerRadius:style: .continuous)`.
    /// The radius is held so both corners of the shorter side fit.
    public static func continuousRoundedRect(_ rect: Rect, radius: Double) -> VectorPath {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2 / continuousReach))
        guard r > 0 else { return .rect(rect) }
        // Each corner: its point, the unit vector along the entering edge, and into the shape.
        let corners: [(corner: Point, along: Point, inward: Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        var path = VectorPath()
        path.move(to: Point(x: rect.minX + continuousReach * r, y: rect.minY))
        for (corner, along, inward) in corners {
            func at(_ offset: (Double, Double)) -> Point {
                corner - along * (offset.0 * r) + inward * (offset.1 * r)
            }
            path.line(to: at((continuousReach, 0)))
            for segment in continuousCorner {
                if segment.count == 3 {
                    path.cubic(at(segment[0]), at(segment[1]), to: at(segment[2]))
                } else {
                    path.line(to: at(segment[0]))
                }
            }
        }
        path.close()
        return path
    }

    /// A rounded rect with circular corners (UIKit `cornerRadius`, popovers, capsules).
    public static func roundedRect(_ rect: Rect, radius: Double) -> VectorPath {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0 else { return .rect(rect) }
        let k = 0.5522847498 * r  // cubic approximation of a quarter circle
        var path = VectorPath()
        path.move(to: Point(x: rect.minX + r, y: rect.minY))
        path.line(to: Point(x: rect.maxX - r, y: rect.minY))
        path.cubic(Point(x: rect.maxX - r + k, y: rect.minY), Point(x: rect.maxX, y: rect.minY + r - k), to: Point(x: rect.maxX, y: rect.minY + r))
        path.line(to: Point(x: rect.maxX, y: rect.maxY - r))
        path.cubic(Point(x: rect.maxX, y: rect.maxY - r + k), Point(x: rect.maxX - r + k, y: rect.maxY), to: Point(x: rect.maxX - r, y: rect.maxY))
        path.line(to: Point(x: rect.minX + r, y: rect.maxY))
        path.cubic(Point(x: rect.minX + r - k, y: rect.maxY), Point(x: rect.minX, y: rect.maxY - r + k), to: Point(x: rect.minX, y: rect.maxY - r))
        path.line(to: Point(x: rect.minX, y: rect.minY + r))
        path.cubic(Point(x: rect.minX, y: rect.minY + r - k), Point(x: rect.minX + r - k, y: rect.minY), to: Point(x: rect.minX + r, y: rect.minY))
        path.close()
        return path
    }

    /// SwiftUI's `Capsule()`: radius half the shorter side.
    public static func capsule(_ rect: Rect) -> VectorPath {
        roundedRect(rect, radius: min(rect.width, rect.height) / 2)
    }

    /// An ellipse inscribed in `rect`.
    public static func ellipse(_ rect: Rect) -> VectorPath {
        let kx = 0.5522847498 * rect.width / 2, ky = 0.5522847498 * rect.height / 2
        let c = rect.center
        var path = VectorPath()
        path.move(to: Point(x: rect.maxX, y: c.y))
        path.cubic(Point(x: rect.maxX, y: c.y + ky), Point(x: c.x + kx, y: rect.maxY), to: Point(x: c.x, y: rect.maxY))
        path.cubic(Point(x: c.x - kx, y: rect.maxY), Point(x: rect.minX, y: c.y + ky), to: Point(x: rect.minX, y: c.y))
        path.cubic(Point(x: rect.minX, y: c.y - ky), Point(x: c.x - kx, y: rect.minY), to: Point(x: c.x, y: rect.minY))
        path.cubic(Point(x: c.x + kx, y: rect.minY), Point(x: rect.maxX, y: c.y - ky), to: Point(x: rect.maxX, y: c.y))
        path.close()
        return path
    }

    /// A closed polygon through `points`.
    public static func polygon(_ points: [Point]) -> VectorPath {
        guard let first = points.first else { return VectorPath() }
        var path = VectorPath([.move(first)])
        for point in points.dropFirst() { path.line(to: point) }
        path.close()
        return path
    }
}
