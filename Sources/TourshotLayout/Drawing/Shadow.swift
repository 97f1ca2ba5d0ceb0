import TourshotModel

/// A drop shadow as a look gives it (SwiftUI's `.shadow(color:radius:x:y:)`).
public struct Shadow: Sendable, Hashable {
    public let color: RGBAColor
    /// σ of the blur, in points.
    public let radius: Double
    public let offset: Point
}

extension DisplayItem {
    /// `path`'s drop shadow.
    static func shadow(_ path: VectorPath, _ shadow: Shadow) -> DisplayItem {
        .shadow(path, color: shadow.color, radius: shadow.radius, offset: shadow.offset)
    }
}
