/// The project file's `check` defaults for `tourshot check`, `tourshot record` and
/// `assertStepMatchesGolden`; command-line options override them. Nil means "not set".
///
/// ```json
/// "check": { "threshold": 0.1, "maxDiffPixels": 20, "maxDiffPixelRatio": 0.001 }
/// ```
public struct CheckSettings: Sendable, Hashable {
    /// pixelmatch's matching threshold, 0...1.
    public internal(set) var threshold: Double?
    /// Differing pixels an image may have and still pass.
    public internal(set) var maxDiffPixels: Int?
    /// Share of differing pixels an image may have and still pass, 0...1.
    public internal(set) var maxDiffPixelRatio: Double?
    /// Counts anti-aliased pixels as differences.
    public internal(set) var includeAA: Bool?
    /// Whether goldens no image produces fail `check` (`"orphans": "error"`) or only warn.
    public internal(set) var orphansFail: Bool?

    public init(threshold: Double? = nil, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil, includeAA: Bool? = nil) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.includeAA = includeAA
    }
}
