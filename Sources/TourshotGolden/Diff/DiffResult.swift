import TourshotPNG

/// What `PixelDiff.compare` found: the counts (`result.differentPixels`, `result.boundingBox`, …
/// read through to them) and optionally the picture.
@dynamicMemberLookup
public struct DiffResult: Sendable {
    public let counts: DiffCounts
    /// The expected image faded to grey with differences in red and anti-aliasing in yellow
    /// (colours and mask as `DiffOptions` says), when it was asked for.
    public let diffImage: PixelImage?

    public subscript<Value>(dynamicMember member: KeyPath<DiffCounts, Value>) -> Value { counts[keyPath: member] }
}
