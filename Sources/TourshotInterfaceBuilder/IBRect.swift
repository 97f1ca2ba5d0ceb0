/// A frame in points, as IB writes it (`<rect key="frame" x= y= width= height=>`).
public struct IBRect: Equatable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public func offset(by origin: IBRect) -> IBRect {
        IBRect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }

    /// The largest distance between matching edges and sizes.
    public func distance(to other: IBRect) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Insets of a view's edges: safe area or layout margins.
public struct IBInsets: Equatable, Sendable {
    public var top, left, bottom, right: Double

    public static let zero = IBInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    static func + (lhs: IBInsets, rhs: IBInsets) -> IBInsets {
        IBInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
