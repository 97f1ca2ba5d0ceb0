import Foundation
import TourshotModel

/// Stand-ins for the SF Symbols of Cluck's gesture hints, which Linux does not have (≈):
/// simple filled silhouettes drawn as vector paths in a square box.
public enum GestureGlyphs {
    /// ≈ `hand.thumbsup.fill` in a 40 × 40 box: a cuff on the left, a rounded fist and a thumb
    /// raised from its top edge.
    public static func thumbsUp(in box: Rect) -> VectorPath {
        let k = box.width / 40
        func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * k, y: box.minY + y * k) }
        var hand = VectorPath()
        hand.move(to: p(12, 17))
        hand.line(to: p(16.5, 7))
        hand.cubic(p(18, 3.5), p(22.5, 2.5), to: p(23.5, 5.5))
        hand.line(to: p(22.5, 15))
        hand.line(to: p(32.5, 15))
        hand.cubic(p(35, 15), p(36.5, 16.5), to: p(36.5, 18.5))
        hand.line(to: p(35.5, 34.5))
        hand.cubic(p(35.3, 36.5), p(34, 37.5), to: p(32, 37.5))
        hand.line(to: p(12, 37.5))
        hand.close()
        hand.append(.roundedRect(Rect(x: box.minX + 3 * k, y: box.minY + 17 * k, width: 7 * k, height: 20.5 * k), radius: 1.5 * k))
        return hand
    }

    /// ≈ `hand.thumbsdown.fill`: the thumbs-up turned upside down.
    public static func thumbsDown(in box: Rect) -> VectorPath {
        thumbsUp(in: box).mapped { Point(x: $0.x, y: box.minY + box.maxY - $0.y) }
    }

    /// ≈ `hand.tap.fill` in a 50 × 50 box: a raised index finger over a fist (filled) and two
    /// tap arcs above the fingertip (stroked).
    public static func tap(in box: Rect) -> (fill: VectorPath, arcs: VectorPath) {
        let k = box.width / 50
        func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: box.minX + x * k, y: box.minY + y * k, width: w * k, height: h * k)
        }
        var fill = VectorPath.capsule(r(19, 10, 9, 28))
        fill.append(.roundedRect(r(13, 24, 27, 24), radius: 8 * k))
        var arcs = VectorPath()
        let center = Point(x: box.minX + 23.5 * k, y: box.minY + 14 * k)
        for radius in [8.0, 13.0] {
            let steps = 12
            for i in 0...steps {
                let angle = Double.pi * (1.15 + 0.7 * Double(i) / Double(steps))
                let point = Point(x: center.x + cos(angle) * radius * k, y: center.y + sin(angle) * radius * k)
                if i == 0 { arcs.move(to: point) } else { arcs.line(to: point) }
            }
        }
        return (fill, arcs)
    }
}
