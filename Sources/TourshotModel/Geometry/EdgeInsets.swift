/// Safe-area style insets, in points. `leading` is the left edge (tourshot previews are LTR).
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = EdgeInsets()

    /// The rect left when these insets are taken off `rect`.
    public func inset(_ rect: Rect) -> Rect {
        Rect(x: rect.minX + leading, y: rect.minY + top,
             width: rect.width - leading - trailing, height: rect.height - top - bottom)
    }
}
