/// Constraints place a view's alignment rectangle; a few controls draw outside it (UIKit's
/// `alignmentRectInsets`, negative): a switch 2 pt to the right, before iOS 26 a slider 2 pt at
/// either side and 1 below. As read from frames Xcode stores against their constraints.
enum AlignmentRect {
    static func outsets(_ element: String, controls: ControlGeneration) -> IBInsets {
        switch (element, controls) {
        case ("switch", _): IBInsets(top: 0, left: 0, bottom: 0, right: 2)
        case ("slider", .beforeIOS26): IBInsets(top: 0, left: 2, bottom: 1, right: 2)
        default: .zero
        }
    }

    /// The frame around an alignment rectangle.
    static func frame(_ alignment: IBRect, outsets o: IBInsets) -> IBRect {
        return IBRect(x: alignment.x - o.left, y: alignment.y - o.top,
                      width: alignment.width + o.left + o.right, height: alignment.height + o.top + o.bottom)
    }

    /// The alignment rectangle inside a frame.
    static func alignment(_ frame: IBRect, outsets o: IBInsets) -> IBRect {
        return IBRect(x: frame.x + o.left, y: frame.y + o.top,
                      width: frame.width - o.left - o.right, height: frame.height - o.top - o.bottom)
    }
}
