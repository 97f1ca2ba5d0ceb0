/// The PNG row filter used when encoding.
public enum PNGFilter: Sendable {
    /// Lets libpng choose the best filter for each row (usually the smallest output).
    case adaptive
    case none, sub, up, average, paeth

    /// The value `tourshot_png_encode_argb32` expects.
    var cValue: Int32 {
        switch self {
        case .adaptive: -1
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        }
    }
}
