/// The diff image's faded grey (`YIQ.fadedGrey`) of the last word asked about: a screenshot
/// is mostly runs of one colour, each faded once.
struct GreyMemo {
    let alpha: Double
    private var word: UInt32 = 0
    private var grey: UInt32

    init(alpha: Double) {
        self.alpha = alpha
        grey = YIQ.fadedGrey(0, alpha: alpha)
    }

    @inline(__always) mutating func faded(_ word: UInt32) -> UInt32 {
        if word != self.word { (self.word, grey) = (word, YIQ.fadedGrey(word, alpha: alpha)) }
        return grey
    }
}
