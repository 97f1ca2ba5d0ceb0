import Foundation
import TourshotModel

/// A TutorialKit arrow: one quadratic Bézier from `start` to `end` with an open chevron head.
public struct ArrowCurve: Sendable, Hashable {
    public let start: Point
    public let control: Point
    public let end: Point
    /// The chevron's two arm ends; the arms meet at `end`.
    public let headLeft: Point
    public let headRight: Point

    /// Chord lengths beyond this bow no further (TutorialArrowShape's cap).
    public static let maximumBowChord = 240.0

    /// Builds the curve exactly as TutorialArrowShape does for a signed `curvature`.
    public init(start: Point, end: Point, curvature: Double) {
        let delta = end - start
        let distance = max(1, delta.length)
        let perpendicular = Point(x: -delta.y / distance, y: delta.x / distance)
        let offset = curvature * min(distance, Self.maximumBowChord)
        self.init(start: start, control: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2) + perpendicular * offset, end: end)
    }

    /// The curve through `control` (as a layout reports it), with its head.
    public init(start: Point, control: Point, end: Point) {
        let distance = max(1, (end - start).length)
        // The head follows the tangent at t = 1 of a quadratic, which is end − control.
        let tangentAngle = atan2(end.y - control.y, end.x - control.x)
        let headLength = max(10, min(16, distance * 0.12))
        let halfAngle = Double.pi / 5
        self.start = start
        self.control = control
        self.end = end
        self.headLeft = Point(x: end.x + cos(tangentAngle + .pi - halfAngle) * headLength,
                              y: end.y + sin(tangentAngle + .pi - halfAngle) * headLength)
        self.headRight = Point(x: end.x + cos(tangentAngle + .pi + halfAngle) * headLength,
                               y: end.y + sin(tangentAngle + .pi + halfAngle) * headLength)
    }

    /// Signed curvature for `bend`: `.auto` bows toward the anchor's outward side (ties → +m).
    public static func curvature(bend: ArrowBend, strength: ArrowBendStrength, anchor: ElementAnchor,
                                 start: Point, end: Point) -> Double {
        let magnitude = strength.magnitude
        switch bend {
        case .none: return 0
        case .left: return magnitude
        case .right: return -magnitude
        case .auto:
            let delta = end - start
            let distance = max(1, delta.length)
            let perpendicular = Point(x: -delta.y / distance, y: delta.x / distance)
            let outward = anchor.outwardDirection
            let dot = perpendicular.x * outward.x + perpendicular.y * outward.y
            return dot >= 0 ? magnitude : -magnitude
        }
    }

    /// The stroked path: curve, then the chevron as a second subpath.
    public var path: VectorPath {
        VectorPath([.move(start), .quad(control: control, to: end), .move(headLeft), .line(end), .line(headRight)])
    }
}
