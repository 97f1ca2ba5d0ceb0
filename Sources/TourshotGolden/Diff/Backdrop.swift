/// What the diff image shows under a pixel that is not a counted difference: the expected
/// pixel faded to grey (`YIQ.fadedGrey`), or nothing (transparent) for a mask.
///
/// The grey of the last word asked about is kept: a screenshot is mostly runs of one colour,
/// each faded once.
struct Backdrop {
    let alpha: Double
    let mask: Bool
    private var word: UInt32 = 0
    private var grey: UInt32

    init(_ options: DiffOptions) {
        alpha = options.alpha
        mask = options.mask
        grey = YIQ.fadedGrey(0, alpha: alpha)
    }

    @inline(__always) mutating func word(under expected: UInt32) -> UInt32 {
        if mask { return 0 }
        if expected != word { (word, grey) = (expected, YIQ.fadedGrey(expected, alpha: alpha)) }
        return grey
    }
}
