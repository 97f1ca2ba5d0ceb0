/// Where an arrow meets an element's frame (TutorialKit's `ElementAnchor`).
public enum ElementAnchor: Sendable, Hashable {
    case top, bottom, leading, trailing, center
    case topLeading, topTrailing, bottomLeading, bottomTrailing
    /// Fraction 0…1 along an edge: left to right for top/bottom, top to bottom for leading/trailing.
    case alongTop(Double), alongBottom(Double), alongLeading(Double), alongTrailing(Double)

    /// The anchor on the other side; along-edge anchors keep their fraction, center stays center.
    public var opposite: ElementAnchor {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        case .center: .center
        case .topLeading: .bottomTrailing
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        case .bottomTrailing: .topLeading
        case .alongTop(let p): .alongBottom(p)
        case .alongBottom(let p): .alongTop(p)
        case .alongLeading(let p): .alongTrailing(p)
        case .alongTrailing(let p): .alongLeading(p)
        }
    }

    /// Compass degrees (0 = up, clockwise) the arrow travels from label to element by default.
    public var defaultAngle: Double {
        switch self {
        case .top, .alongTop, .center: 180
        case .bottom, .alongBottom: 0
        case .leading, .alongLeading: 90
        case .trailing, .alongTrailing: 270
        case .topLeading: 135
        case .topTrailing: 225
        case .bottomLeading: 45
        case .bottomTrailing: 315
        }
    }

    public static let named: [(String, ElementAnchor)] = [
        ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("center", .center), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]

    public static let alongEdges: [(String, @Sendable (Double) -> ElementAnchor)] = [
        ("alongTop", { .alongTop($0) }), ("alongBottom", { .alongBottom($0) }),
        ("alongLeading", { .alongLeading($0) }), ("alongTrailing", { .alongTrailing($0) }),
    ]
}
