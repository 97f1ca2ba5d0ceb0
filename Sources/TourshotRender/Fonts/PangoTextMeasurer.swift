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
        return fonts.withContext { context in
            let layout = TextLayoutFactory.make(context: context, families: fonts.families, text: text, font: font, wrapWidth: wrapWidth, alignment: .leading)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let lines = Double(pango_layout_get_line_count(layout))
            return Size(width: TextLayoutFactory.logicalRect(layout).width, height: lines * font.lineHeight)
        }
    }
}
