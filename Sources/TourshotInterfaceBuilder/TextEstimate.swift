/// A stand-in for measuring text: the system font (San Francisco) is not on Linux and
/// TourshotLayout's measurer sits on Pango, so widths are an average advance per character
/// and heights the font's line height, rounded up to the half point as UIKit does at @2x.
/// The measurement in docs/import.md holds every frame text decides to a looser tolerance.
public struct TextEstimate: Sendable {
    /// Average advance of SF Text per character, in ems.
    public var advance: Double

    public init(advance: Double = 0.55) { self.advance = advance }

    public func size(of content: IntrinsicContent) -> (width: Double?, height: Double?) {
        switch content {
        case .none: return (nil, nil)
        case .image(let width, let height): return (width, height)
        case .fixed(let width, let height): return (width, height)
        case .text(let text, let pointSize, let element, _):
            let width = (Double(text.count) * pointSize * advance).roundedUpToHalf
            let line = (pointSize * 1.1935).roundedUpToHalf
            switch element {
            case "button": return (max(width, 30), line + 12)
            case "configuredButton": return (width + 24, line + 14)
            case "textField": return (width + 14, 34)
            case "segmentedControl": return (width + 40, 32)
            default: return (text.isEmpty ? 0 : width, text.isEmpty ? 0 : line)
            }
        }
    }
}

extension Double {
    var roundedUpToHalf: Double { (self * 2).rounded(.up) / 2 }
}
