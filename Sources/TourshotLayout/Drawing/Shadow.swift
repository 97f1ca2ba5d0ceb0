import TourshotModel

/// A drop shadow as a look gives it (SwiftUI's `.shadow(color:radius:x:y:)`).
public struct Shadow: Sendable, Hashable {
    public let color: RGBAColor
    /// σ of the blur, in points.
    public let radius: Double
    public let offset: Point
}

extension VectorPath {
    /// Where a shadow of this path (σ `radius`, moved by `offset`) may change pixels: its blur
    /// reaches 3σ. The painter makes the shadow's mask this size, and lint leaves out what lies
    /// beyond it.
    public func shadowExtent(radius: Double, offset: Point) -> Rect {
        bounds.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -3 * radius, dy: -3 * radius)
    }
}

extension DisplayItem {
    /// `path`'s drop shadow.
    static func shadow(_ path: VectorPath, _ shadow: Shadow) -> DisplayItem {
        .shadow(path, color: shadow.color, radius: shadow.radius, offset: shadow.offset)
    }
}
