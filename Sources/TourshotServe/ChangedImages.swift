/// Which images a change of the inputs redraws: those whose input key changed, those that are
/// new, and those without a key (nothing proves them unchanged). The rest keep their pixels.
public struct ChangedImages: Sendable, Equatable {
    public let redraw: [String]
    public let removed: [String]

    /// `old`: ids and keys of the images shown; `new`: the images the inputs now make, in order.
    public init(old: [String: String?], new: [(id: String, key: String?)]) {
        redraw = new.filter { image in
            guard let key = image.key, let known = old[image.id], let previous = known else { return true }
            return previous != key
        }.map(\.id)
        let kept = Set(new.map(\.id))
        removed = old.keys.filter { !kept.contains($0) }.sorted()
    }
}
