import TourshotModel

/// Where a style put its card, coach mark or message box relative to the element it explains,
/// once the step's requested `AttachmentSide` (which may be `auto`) is decided: the one
/// vocabulary every style's placement answers in.
public enum PlacedSide: String, Sendable, Hashable {
    case above, below
    /// On the element itself (Instructions' `displayOverCutoutPath`).
    case over

    /// The side a step asks for, or nil for `auto`, which each style decides by its own rule.
    public init?(requested: AttachmentSide) {
        switch requested {
        case .auto: return nil
        case .above: self = .above
        case .below: self = .below
        case .over: self = .over
        }
    }
}
