import Foundation

/// The numbers one comparison of two images yields: how many pixels differ, where, and whether
/// the pixels were identical. `tourshot diff` prints them (`DiffResult`) and `check` judges them
/// against its tolerances (`PixelComparison`), in the same words and JSON.
public struct DiffCounts: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing
    /// (pixelmatch's return value).
    public let differentPixels: Int
    /// Pixels over the threshold that were ignored as anti-aliasing (drawn yellow); always 0
    /// with `includeAntiAliasing`.
    public let antiAliasedPixels: Int
    /// The smallest box around the counted differences; nil when there are none.
    public let boundingBox: PixelBox?
    /// True when the two images have byte-identical pixels (the fast path ran), or, for `check`,
    /// byte-identical PNG files. Pixels are compared premultiplied, as Cairo holds them, so two
    /// fully transparent pixels of different colours count as identical here (pixelmatch would
    /// compare their colours over the checkerboard).
    public let identical: Bool

    public init(width: Int, height: Int, differentPixels: Int, antiAliasedPixels: Int, boundingBox: PixelBox?, identical: Bool) {
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.boundingBox = boundingBox
        self.identical = identical
    }

    /// Two images of this size known to be the same without comparing their pixels.
    public static func identical(width: Int, height: Int) -> DiffCounts {
        DiffCounts(width: width, height: height, differentPixels: 0, antiAliasedPixels: 0, boundingBox: nil, identical: true)
    }

    public var totalPixels: Int { width * height }

    /// The share of differing pixels, 0...1.
    public var ratio: Double { Double(differentPixels) / Double(totalPixels) }

    /// `0.84%`, with enough digits that a single pixel of a large image is not shown as 0%.
    public var percentage: String { Self.percent(ratio) }

    /// A ratio as a percentage with two significant digits for small values (`0.000033%`), so a
    /// single pixel of a large image never reads as 0%.
    public static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value == 0 { return "0%" }
        if value >= 10 { return String(format: "%.1f%%", value) }
        if value >= 0.01 { return String(format: "%.2f%%", value) }
        let digits = min(12, Int((-log10(value)).rounded(.down)) + 2)
        return String(format: "%.\(digits)f%%", value)
    }
}
