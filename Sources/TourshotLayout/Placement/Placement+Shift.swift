import TourshotModel

/// Step 3, shift: keeping a box inside its bounds, or finding that it leaves them.
extension Placement {
    /// `value` moved into `lower…upper`; when the range is empty (`lower > upper`, a box larger
    /// than its container) the upper end wins, as `min(max(v, lo), hi)` does on the device.
    public static func clamp(_ value: Double, lower: Double, upper: Double) -> Double {
        min(max(value, lower), upper)
    }

    /// Limits a frame must stay inside, each its own number (a margin from the window's edge,
    /// the safe area's top) rather than a rect, so each is compared as the library computes it.
    public struct Bounds: Sendable, Hashable {
        public let minX, maxX, minY, maxY: Double

        public init(minX: Double, maxX: Double, minY: Double, maxY: Double) {
            (self.minX, self.maxX, self.minY, self.maxY) = (minX, maxX, minY, maxY)
        }

        /// Whether `frame` lies inside, touching an edge included.
        public func contains(_ frame: Rect) -> Bool {
            frame.minX >= minX && frame.maxX <= maxX && frame.minY >= minY && frame.maxY <= maxY
        }
    }
}
