import TourshotLayout
import TourshotModel

/// Text sizes a font system has measured, kept for the next asker. A step's layout measures its
/// card and labels again for every arrow placement it tries, and lint lays steps out again at
/// larger text sizes and with other page colours: the demo's `lint` asks about 60,000 times for
/// some 200 distinct sizes, and Pango's shaping was most of its time (docs/performance.md).
///
/// Touched only under the font system's lock. A size depends on nothing but the key: the font
/// system's files, families and context settings are fixed when it is made.
final class MeasuredSizes {
    struct Key: Hashable {
        /// The text's bytes, not the `String`: Swift compares strings by canonical equivalence,
        /// and Pango measures precomposed Hangul syllables and the same word in conjoining jamo
        /// differently (the jamo as separate glyphs, several times wider).
        let utf8: [UInt8]
        let font: FontSpec
        let wrapWidth: Double?
        let keepingBreakSpaces: Bool

        init(text: String, font: FontSpec, wrapWidth: Double?, keepingBreakSpaces: Bool) {
            self.utf8 = Array(text.utf8)
            self.font = font
            self.wrapWidth = wrapWidth
            self.keepingBreakSpaces = keepingBreakSpaces
        }
    }

    /// Sizes kept before the memo starts again: a project's distinct texts, sizes and widths
    /// are far fewer (each entry is its text and a few numbers).
    let limit: Int
    private var sizes: [Key: Size] = [:]

    init(limit: Int = 20_000) {
        self.limit = limit
    }

    /// The size of `key`, measured by `measure` the first time it is asked for.
    func size(_ key: Key, measure: () -> Size) -> Size {
        if let known = sizes[key] { return known }
        let size = measure()
        if sizes.count >= limit { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        return size
    }

    var count: Int { sizes.count }
}
