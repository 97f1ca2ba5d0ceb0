import TourshotModel

/// When a rendered image still matches its golden: pixelmatch's per-pixel threshold, then a
/// budget of differing pixels (Playwright's `maxDiffPixels` / `maxDiffPixelRatio`).
///
/// ```swift
/// let strict = GoldenTolerances()                                 // threshold 0.1, no pixel may differ
/// let lenient = GoldenTolerances(maxDiffPixels: 50, maxDiffPixelRatio: 0.001)
/// ```
/// With both budgets the stricter applies; with neither, no pixel may differ.
public struct GoldenTolerances: Sendable, Hashable {
    public var threshold: Double
    public var includeAntiAliasing: Bool
    public var maxDiffPixels: Int?
    public var maxDiffPixelRatio: Double?

    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Every changed pixel counts, anti-aliasing included: for renderers that are exactly
    /// deterministic, such as tourshot's own golden tests.
    public static let exact = GoldenTolerances(threshold: 0, includeAntiAliasing: true)

    /// The project file's `check` defaults with the given overrides on top (nil: not given).
    public init(project: CheckSettings, threshold: Double? = nil, includeAntiAliasing: Bool? = nil,
                maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.init(threshold: threshold ?? project.threshold ?? 0.1,
                  includeAntiAliasing: includeAntiAliasing ?? project.includeAA ?? false,
                  maxDiffPixels: maxDiffPixels ?? project.maxDiffPixels,
                  maxDiffPixelRatio: maxDiffPixelRatio ?? project.maxDiffPixelRatio)
    }

    public var diffOptions: DiffOptions { DiffOptions(threshold: threshold, includeAntiAliasing: includeAntiAliasing) }

    /// How many differing pixels an image of `totalPixels` may have (fractional with a ratio).
    public func allowedPixels(of totalPixels: Int) -> Double {
        let fromRatio = maxDiffPixelRatio.map { Double(totalPixels) * $0 }
        switch (maxDiffPixels.map(Double.init), fromRatio) {
        case let (count?, ratio?): return min(count, ratio)
        case let (count?, nil): return count
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    public func accepts(_ result: DiffResult) -> Bool {
        Double(result.differentPixels) <= allowedPixels(of: result.totalPixels)
    }
}
