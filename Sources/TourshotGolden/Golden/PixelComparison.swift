import Foundation

/// The numbers of one pixel comparison with its verdict.
public struct PixelComparison: Sendable {
    public let width: Int
    public let height: Int
    public let differentPixels: Int
    public let antiAliasedPixels: Int
    public let boundingBox: PixelBox?
    /// The PNG files or the decoded pixels were identical.
    public let identical: Bool
    /// Differing pixels the tolerances allow.
    public let allowedPixels: Double
    public var totalPixels: Int { width * height }
    public var ratio: Double { Double(differentPixels) / Double(totalPixels) }
    public var passes: Bool { Double(differentPixels) <= allowedPixels }

    init(_ result: DiffResult, tolerances: GoldenTolerances) {
        width = result.width
        height = result.height
        differentPixels = result.differentPixels
        antiAliasedPixels = result.antiAliasedPixels
        boundingBox = result.boundingBox
        identical = result.identical
        allowedPixels = tolerances.allowedPixels(of: result.width * result.height)
    }

    /// Byte-identical PNG files, known without decoding.
    init(identicalWidth width: Int, height: Int, tolerances: GoldenTolerances) {
        self.width = width
        self.height = height
        differentPixels = 0
        antiAliasedPixels = 0
        boundingBox = nil
        identical = true
        allowedPixels = tolerances.allowedPixels(of: width * height)
    }

    /// `0.84% of pixels differ (25311 of 3013524; 0 allowed) within x 120…980, y 40…388 (861×349 px)`
    public var summary: String {
        guard differentPixels > 0 else { return identical ? "pixels identical" : "pixels match (\(antiAliasedPixels) anti-aliased ignored)" }
        let allowed = allowedPixels.rounded(.down) == allowedPixels ? String(Int(allowedPixels)) : String(format: "%.1f", allowedPixels)
        let box = boundingBox.map { " within \($0)" } ?? ""
        return "\(DiffResult.percent(ratio)) of pixels differ (\(differentPixels) of \(totalPixels); \(allowed) allowed)\(box)"
    }
}
