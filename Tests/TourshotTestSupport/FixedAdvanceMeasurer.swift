import TourshotLayout
import TourshotModel

/// A font-free text measurer: every character advances `advance × size`, lines are
/// `FontSpec.lineHeight` tall, wrapping is greedy at spaces (which hang past the edge, except in
/// `measureKeepingBreakSpaces`). Layout tests use it so expected numbers can be worked out by hand.
public struct FixedAdvanceMeasurer: TextMeasuring {
    public let advance: Double

    public init(advance: Double = 0.5) {
        self.advance = advance
    }

    public func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size {
        measure(text, font: font, wrapWidth: wrapWidth, breakSpace: 0)
    }

    public func measureKeepingBreakSpaces(_ text: String, font: FontSpec, wrapWidth: Double) -> Size {
        measure(text, font: font, wrapWidth: wrapWidth, breakSpace: 1)
    }

    /// `breakSpace`: characters a line that wrapped at a space counts for it.
    func measure(_ text: String, font: FontSpec, wrapWidth: Double?, breakSpace: Int) -> Size {
        guard !text.isEmpty else { return .zero }
        let charWidth = advance * font.size
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let wrapWidth else { lines.append(paragraph.count); continue }
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let needed = current == 0 ? word.count : current + 1 + word.count
                if current > 0, Double(needed) * charWidth > wrapWidth {
                    lines.append(current + breakSpace)
                    current = word.count
                } else {
                    current = needed
                }
            }
            lines.append(current)
        }
        let widest = Double(lines.max() ?? 0) * charWidth
        return Size(width: widest, height: Double(lines.count) * font.lineHeight)
    }
}
