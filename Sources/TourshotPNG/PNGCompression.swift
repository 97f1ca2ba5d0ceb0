import CPNG

/// How a PNG's pixels are compressed. Both give ordinary PNGs that decode to the same pixels;
/// only the bytes and their size differ.
public enum PNGCompression: Sendable, Hashable {
    /// libdeflate at `level` 0...12. Goldens are written at one fixed level, so that an unchanged
    /// image is byte-identical to its golden.
    case deflate(level: Int)
    /// tourshot's own deflate (CPNG's fast_deflate.c) for pictures that are read and thrown
    /// away: matches one pixel or one row back only, compared up to 16 bytes at a time. On the demo's
    /// @3x steps it takes a fifth of libdeflate level 1's time (docs/performance.md). Its bytes
    /// are not libdeflate's: never for goldens.
    case fast

    /// The level CPNG takes: 0...12, or TOURSHOT_PNG_FAST.
    var cLevel: Int32 {
        get throws(PNGError) {
            switch self {
            case .fast:
                return TOURSHOT_PNG_FAST
            case .deflate(let level):
                guard let cLevel = Int32(exactly: level), (0...12).contains(cLevel) else {
                    throw PNGError(message: "compression level \(level) is outside 0...12")
                }
                return cLevel
            }
        }
    }
}
