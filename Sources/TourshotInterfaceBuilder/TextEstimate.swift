/// A stand-in for measuring text: the system font (San Francisco) is not on Linux and
/// TourshotLayout's measurer sits on Pango, so a text's width is the sum of its characters'
/// advances (`CharacterAdvances`) and its height the font's line height, each rounded up to
/// the device's pixel as UIKit rounds intrinsic sizes. docs/import.md measures how near this
/// comes and holds every frame text decides to a looser tolerance.
public struct TextEstimate: Sendable {
    /// Scales every width: the measurement solves twice, the second time wider, to tell which
    /// frames text decides.
    public var widthFactor: Double

    public init(widthFactor: Double = 1) { self.widthFactor = widthFactor }

    public func size(of content: IntrinsicContent, scale: Double) -> (width: Double?, height: Double?) {
        func pixels(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
        switch content {
        case .none: return (nil, nil)
        case .image(let width, let height): return (width, height)
        case .fixed(let width, let height): return (width, height)
        case .text(let text, let pointSize, let element, let weight):
            let width = { (text: String, pointSize: Double) in self.width(text, pointSize) * weight }
            let line = pixels(pointSize * 1.1935)
            switch element {
            case "segmentedControl":
                // Segments share the width equally: the widest title in the regular weight (the
                // selected one's semibold does not widen them) and 21 pt around it, as the
                // development documents' segmented controls measure.
                let widest = text.split(separator: "\t").map { width(String($0), pointSize) }.max() ?? 0
                let count = Double(text.split(separator: "\t").count)
                return (pixels(count * (widest + 21)), 32)
            case "button": return (pixels(max(width(text, pointSize), 30)), line + 12)
            case "configuredButton": return (pixels(width(text, pointSize) + 24), pixels(line + 14))
            case "textField": return (pixels(width(text, pointSize) + 14), 34)
            default: return text.isEmpty ? (0, 0) : (pixels(width(text, pointSize)), line)
            }
        }
    }

    /// A multi-line label's height at a width: its words broken greedily onto lines no wider
    /// (a word wider than the line gets a line of its own), each line the font's line height,
    /// at most `lines` of them (0: no limit); nil when the text fits on one line.
    public func wrappedHeight(of content: IntrinsicContent, width: Double, lines limit: Int, scale: Double) -> Double? {
        guard case .text(let text, let pointSize, _, let weight) = content, !text.isEmpty else { return nil }
        let width = width * (1 / weight)
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0.0
            lines += 1
            for word in paragraph.split(separator: " ") {
                let w = self.width(String(word), pointSize), space = self.width(" ", pointSize)
                if current > 0 && current + space + w > width + 0.001 {
                    lines += 1
                    current = w
                } else {
                    current += (current > 0 ? space : 0) + w
                }
            }
        }
        guard lines > 1 else { return nil }
        let shown = limit > 0 ? min(lines, limit) : lines
        return (Double(shown) * pointSize * 1.1935 * scale).rounded(.up) / scale
    }

    private func width(_ text: String, _ pointSize: Double) -> Double {
        text.reduce(0) { $0 + CharacterAdvances.ems($1) } * pointSize * widthFactor
    }
}
