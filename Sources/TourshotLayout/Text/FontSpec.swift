/// Font weights the reference systems use (SwiftUI's `Font.Weight` names).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold
}

/// A system font request: size in points, weight, design, and the line height it lays out with.
///
/// Line height follows SF Pro's metrics (≈ 1.193 × size, docs/styles.md) whatever face renders it, so
/// layout matches the device even though tourshot draws with a metric-compatible substitute.
public struct FontSpec: Sendable, Hashable {
    public let size: Double
    public let weight: FontWeight
    public let rounded: Bool

    /// SF Pro's ascender + descender + leading per point of size.
    public static let lineHeightFactor = 1.193

    public init(size: Double, weight: FontWeight = .regular, rounded: Bool = false) {
        self.size = size
        self.weight = weight
        self.rounded = rounded
    }

    public var lineHeight: Double { size * Self.lineHeightFactor }
}
