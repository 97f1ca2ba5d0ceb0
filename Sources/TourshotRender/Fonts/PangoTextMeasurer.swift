import CCairo
import TourshotLayout
import TourshotModel

/// Measures text with Pango over tourshot's pinned fonts (or the project's text face).
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    let fonts: FontSystem

    public init(fonts: FontSystem) {
        self.fonts = fonts
    }

    public func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size {
        // UIKit measures an empty string as zero, not as one empty line.
        guard !text.isEmpty else { return .zero }
        let key = MeasuredSizes.Key(text: text, font: font, wrapWidth: wrapWidth, keepingBreakSpaces: false)
        return fonts.withContext { context in
            remembered(key) {
                let layout = TextLayoutFactory.make(context: context, families: fonts.families, text: text, font: font, wrapWidth: wrapWidth,
                                                    alignment: .leading)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                let lines = Double(pango_layout_get_line_count(layout))
                return Size(width: TextLayoutFactory.logicalRect(layout).width, height: lines * font.lineHeight)
            }
        }
    }

    /// `measure()`'s size, or the one the font system kept for `key`. Called under its lock.
    private func remembered(_ key: MeasuredSizes.Key, _ measure: () -> Size) -> Size {
        fonts.measuredSizes.map { $0.size(key, measure: measure) } ?? measure()
    }

    public func measureKeepingBreakSpaces(_ text: String, font: FontSpec, wrapWidth: Double) -> Size {
        guard !text.isEmpty else { return .zero }
        let key = MeasuredSizes.Key(text: text, font: font, wrapWidth: wrapWidth, keepingBreakSpaces: true)
        return fonts.withContext { context in
            remembered(key) {
                let (layout, pushedBreaks) = TextLayoutFactory.build(context: context, families: fonts.families, text: text, font: font,
                                                                     wrapWidth: wrapWidth, alignment: .leading)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                // Each line's own text, its break space included, set on one line: Pango's extents
                // of a wrapped line leave that space out. A break `pushOut` forced stands for a
                // space the line broke at (the layout's text holds U+2028 there).
                let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
                var widest = 0.0
                let iterator = pango_layout_get_iter(layout)
                defer { pango_layout_iter_free(iterator) }
                repeat {
                    guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
                    let start = Int(line.pointee.start_index), end = min(bytes.count, start + Int(line.pointee.length))
                    guard start < end else { continue }
                    var lineText = String(decoding: bytes[start..<end], as: UTF8.self)
                    if lineText.hasSuffix("\u{2028}"), pushedBreaks.contains(end - TextLayoutFactory.separator.count) {
                        lineText.removeLast()
                        lineText += " "
                    } else if pushedBreaks.contains(end) {
                        lineText += " "
                    }
                    let single = TextLayoutFactory.make(context: context, families: fonts.families, text: lineText, font: font,
                                                        wrapWidth: nil, alignment: .leading)
                    widest = max(widest, TextLayoutFactory.logicalRect(single).width)
                    g_object_unref(UnsafeMutableRawPointer(single))
                } while pango_layout_iter_next_line(iterator) != 0
                return Size(width: widest, height: Double(pango_layout_get_line_count(layout)) * font.lineHeight)
            }
        }
    }
}
