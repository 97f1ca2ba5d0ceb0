import Foundation

/// The counts of one pixel comparison (read through: `comparison.differentPixels`) with its
/// verdict under the tolerances.
@dynamicMemberLookup
public struct PixelComparison: Sendable {
    public let counts: DiffCounts
    /// Differing pixels the tolerances allow.
    public let allowedPixels: Double
    public var passes: Bool { Double(counts.differentPixels) <= allowedPixels }

    public subscript<Value>(dynamicMember member: KeyPath<DiffCounts, Value>) -> Value { counts[keyPath: member] }

    init(_ counts: DiffCounts, tolerances: GoldenTolerances) {
        self.counts = counts
        allowedPixels = tolerances.allowedPixels(of: counts.totalPixels)
    }

    /// `0.84% of pixels differ (25311 of 3013524; 0 allowed) within x 120…980, y 40…388 (861×349 px)`
    public var summary: String {
        guard counts.differentPixels > 0 else {
            return counts.identical ? "pixels identical" : "pixels match (\(counts.antiAliasedPixels) anti-aliased ignored)"
        }
        let allowed = allowedPixels.rounded(.down) == allowedPixels ? String(Int(allowedPixels)) : String(format: "%.1f", allowedPixels)
        let box = counts.boundingBox.map { " within \($0)" } ?? ""
        return "\(counts.percentage) of pixels differ (\(counts.differentPixels) of \(counts.totalPixels); \(allowed) allowed)\(box)"
    }
}
