/// Whether two different pixels are further apart than the threshold: `YIQ.delta(a, b) >
/// maxDelta`, answered without computing the distance when a shortcut already knows it.
///
/// - The verdict on a pair of words is the same wherever it occurs, except for a
///   semi-transparent pixel over the checkerboard (`dependsOnPosition`), judged per pixel.
/// - The last pair asked about is kept: an area changed by less than the threshold repeats
///   one pair of words along the row, and is judged once per run of it.
/// - Opaque pixels whose channels all differ by little are within the threshold however the
///   differences combine (below), which settles most pixels of blurred, noisy or re-encoded
///   images with integer arithmetic.
///
/// One per band of rows: it remembers.
struct DistanceTest {
    let maxDelta: Double
    let checkerboard: Bool
    /// Opaque pixels whose channels differ by at most this are within the threshold.
    let smallStep: UInt32
    /// Two equal words at first: never asked about.
    private var lastPair: (UInt32, UInt32) = (0, 0)
    private var lastExceeds = false

    init(_ options: DiffOptions) {
        maxDelta = options.maxDelta
        checkerboard = options.checkerboard
        smallStep = Self.largestSmallStep(maxDelta: maxDelta)
    }

    /// Whether the pair's background, and so its verdict, depends on the pixel: a pixel that
    /// is not opaque, over the checkerboard. Over white, or for opaque pairs, it does not.
    @inline(__always) func dependsOnPosition(_ first: UInt32, _ second: UInt32) -> Bool {
        checkerboard && (first & second) >> 24 != 0xFF
    }

    /// For opaque pixels blending changes nothing, and Y, I and Q are linear in the channel
    /// differences (dr, dg, db), so the distance 0.5053·Y² + 0.299·I² + 0.1957·Q² is a sum of
    /// squares of linear forms: convex. Over the cube of differences of at most m it peaks at
    /// a corner (±m, ±m, ±m), where it is at most 0.5416·m² (at (m, −m, −m)); pixelmatch's
    /// rounding moves it by about 1e-12 of that. So 0.6·m² ≤ maxDelta keeps every such pair
    /// within the threshold, with 10 % to spare: m up to 24 at the default threshold.
    static func largestSmallStep(maxDelta: Double) -> UInt32 {
        var step: UInt32 = 0
        while step < 255 && 0.6 * Double(step + 1) * Double(step + 1) <= maxDelta { step += 1 }
        return step
    }

    /// Whether `first` and `second` (different words) at pixel `index` are further apart than
    /// the threshold.
    @inline(__always) mutating func exceeds(_ first: UInt32, _ second: UInt32, atPixel index: Int) -> Bool {
        if first == lastPair.0 && second == lastPair.1 { return lastExceeds }
        return judge(first, second, atPixel: index)
    }

    /// `exceeds` for a pair other than the last one; remembers it unless its verdict depends
    /// on the pixel. Opaque pairs are tested first: the common case pays nothing for blending.
    @inline(never) private mutating func judge(_ first: UInt32, _ second: UInt32, atPixel index: Int) -> Bool {
        let verdict: Bool
        if (first & second) >> 24 == 0xFF {
            verdict = Self.largestChannelStep(first, second) > smallStep && YIQ.delta(first, second, over: .white) > maxDelta
        } else if checkerboard {
            return YIQ.delta(first, second, over: .checkerboard(pixel: index)) > maxDelta
        } else {
            verdict = YIQ.delta(first, second, over: .white) > maxDelta
        }
        (lastPair, lastExceeds) = ((first, second), verdict)
        return verdict
    }

    /// The largest difference of the red, green and blue bytes of two words.
    @inline(__always) private static func largestChannelStep(_ first: UInt32, _ second: UInt32) -> UInt32 {
        @inline(__always) func step(_ shift: UInt32) -> UInt32 {
            let a = first >> shift & 0xFF, b = second >> shift & 0xFF
            return a > b ? a &- b : b &- a
        }
        return max(step(16), step(8), step(0))
    }
}
