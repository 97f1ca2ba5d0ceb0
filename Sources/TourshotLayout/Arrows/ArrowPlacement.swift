import Foundation
import TourshotModel

/// Where a secondary arrow starts and where its label sits, before collision resolution.
public enum ArrowPlacement {
    /// Anchor point on the element frame plus the arrow's `anchorOffset`: the arrow's tip.
    public static func tip(of arrow: ArrowSpec, on frame: Rect, _ orientation: Orientation) -> Point {
        arrow.anchor[orientation].point(in: frame) + arrow.anchorOffset[orientation]
    }

    /// The point `length` from the tip, opposite the compass `angle` (0 = up, 90 = right).
    public static func start(of arrow: ArrowSpec, tip: Point, _ orientation: Orientation) -> Point {
        let radians = arrow.angle[orientation] * .pi / 180
        let length = arrow.length[orientation]
        return Point(x: tip.x - sin(radians) * length, y: tip.y + cos(radians) * length)
    }

    /// Label centre such that the label's `fromAnchor` point on a rect of `labelSize` sits on `start`.
    public static func labelCenter(of arrow: ArrowSpec, start: Point, labelSize: Size, _ orientation: Orientation) -> Point {
        let centered = Rect(x: -labelSize.width / 2, y: -labelSize.height / 2, width: labelSize.width, height: labelSize.height)
        return start - arrow.fromAnchor[orientation].point(in: centered)
    }
}
