/// The measurer used when none is injected (the solver's own tests, callers without fonts):
/// each character's advance close to San Francisco's (`CharacterAdvances`), heavier weights
/// wider, words broken greedily. docs/import.md measures how near the injected measurer and
/// this one come to Xcode's frames.
public struct TextEstimate: IBTextMeasuring {
    public init() {}

    public func size(of text: String, font: IBFont, maxWidth: Double?, lines limit: Int, element: String) -> (width: Double, height: Double) {
        guard !text.isEmpty else { return (0, 0) }
        let space = width(" ", font)
        var widest = 0.0, lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0.0
            lines += 1
            for word in paragraph.split(separator: " ") {
                let w = width(String(word), font)
                if let maxWidth, current > 0 && current + space + w > maxWidth + 0.001 {
                    widest = max(widest, current)
                    lines += 1
                    current = w
                } else {
                    current += (current > 0 ? space : 0) + w
                }
            }
            widest = max(widest, current)
        }
        let shown = limit > 0 ? min(lines, limit) : lines
        return (widest, Double(shown) * font.pointSize * 1.1935)
    }

    private func width(_ text: String, _ font: IBFont) -> Double {
        text.reduce(0) { $0 + CharacterAdvances.ems($1) } * font.pointSize * Self.weightScale(font.weight)
    }

    /// San Francisco's heavier weights widen every glyph; the per-character table is the
    /// regular weight's.
    static func weightScale(_ weight: IBFont.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light: return 0.97
        case .medium: return 1.02
        case .semibold: return 1.045
        case .bold: return 1.07
        case .heavy, .black: return 1.1
        case .regular: return 1
        }
    }
}
