import Foundation
import TourshotModel

extension VectorPath {
    /// The path with every point (control points included) mapped through `map`; an affine
    /// map keeps the curves exact.
    public func mapped(_ map: (Point) -> Point) -> VectorPath {
        VectorPath(elements.map { element in
            switch element {
            case .move(let p): .move(map(p))
            case .line(let p): .line(map(p))
            case .quad(let c, let p): .quad(control: map(c), to: map(p))
            case .cubic(let c1, let c2, let p): .cubic(control1: map(c1), control2: map(c2), to: map(p))
            case .close: .close
            }
        }, fillRule: fillRule)
    }

    /// Rotated by `degrees` (clockwise on screen, as SwiftUI's `rotationEffect`) around `center`.
    public func rotated(by degrees: Double, around center: Point) -> VectorPath {
        let radians = degrees * .pi / 180
        let c = cos(radians), s = sin(radians)
        return mapped { p in
            let dx = p.x - center.x, dy = p.y - center.y
            return Point(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
        }
    }

    /// Moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> VectorPath {
        mapped { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// A circle around `center`.
    public static func circle(center: Point, radius: Double) -> VectorPath {
        ellipse(Rect(center: center, size: Size(width: 2 * radius, height: 2 * radius)))
    }
}
