/// A rectangle of whole pixels, `x`/`y` its top-left pixel: where the differences of a diff lie.
public struct PixelBox: Sendable, Hashable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The smallest box holding both pixel ranges (inclusive bounds).
    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// `x 120…980, y 40…388 (861×349 px)`
    public var description: String {
        "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1) (\(width)×\(height) px)"
    }
}
