/// Font weights the reference systems use (SwiftUI's `Font.Weight` names).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold
}

/// How a wrapped paragraph chooses its line breaks, as UIKit's `NSParagraphStyle.LineBreakStrategy`.
///
/// `none` breaks each line as late as it fits (Pango's greedy wrapping, and TextKit's default:
/// an `NSParagraphStyle`'s `lineBreakStrategy` defaults to none, which a `UITextView`'s text
/// keeps). `standard` is the strategy `UILabel` uses by default since iOS 14, of which tourshot
/// implements `pushOut` as the device shows it: a paragraph that wraps into two lines whose
/// second would hold a single word ends its first line one word earlier, when that word and the
/// orphan fit on the second line together (docs/determinism.md, "Line breaks"). Only wrapped text is affected.
public enum LineBreakStrategy: String, Sendable, Hashable, CaseIterable {
    case none
    case standard
}

/// A system font request: size in points, weight, design, and the line height it lays out with.
///
/// Line height follows SF Pro's metrics (≈ 1.193 × size, docs/styles.md) whatever face renders it, so
/// layout matches the device even though tourshot draws with a metric-compatible substitute.
public struct FontSpec: Sendable, Hashable {
    public let size: Double
    public let weight: FontWeight
    public let rounded: Bool
    /// The view's line-break strategy: `.standard` for a `UILabel`'s text, `.none` otherwise.
    public let lineBreak: LineBreakStrategy

    /// SF Pro's ascender + descender + leading per point of size.
    public static let lineHeightFactor = 1.193

    public init(size: Double, weight: FontWeight = .regular, rounded: Bool = false, lineBreak: LineBreakStrategy = .none) {
        self.size = size
        self.weight = weight
        self.rounded = rounded
        self.lineBreak = lineBreak
    }

    /// The same font with another line-break strategy.
    public func lineBreak(_ strategy: LineBreakStrategy) -> FontSpec {
        FontSpec(size: size, weight: weight, rounded: rounded, lineBreak: strategy)
    }

    public var lineHeight: Double { size * Self.lineHeightFactor }
}
