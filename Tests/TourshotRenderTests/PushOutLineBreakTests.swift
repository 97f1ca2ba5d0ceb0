import CCairo
import Foundation
import Testing
import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// UIKit's `.standard` line-break strategy (a `UILabel`'s default) moves one word down rather than
/// leave it alone on the second line of a paragraph (`pushOut`); a `UITextView`'s text keeps
/// greedy breaks. The device's breaks: frame 230 of PolarisGuideKit's demo recording
/// (`Screenshots/demo_en_tiny.webp` at b5559fd4), `SimpleBuddyView`'s 15 pt message `UILabel` in a
/// 402 pt screen less 80 (docs/styles.md, PolarisGuideKit).
struct PushOutLineBreakTests {
    static let width = 402.0 - 80
    static let label = FontSpec(size: 15, lineBreak: .standard)
    static let textView = FontSpec(size: 15)
    static let observe = "Observe: The highlight will stay in the correct position!"

    /// The lines the shared layout sets `text` in (a forced break's U+2028 left out).
    static func lines(_ fonts: FontSystem, _ text: String, _ font: FontSpec, width: Double) -> [String] {
        fonts.withContext { context in
            let layout = TextLayoutFactory.make(context: context, families: fonts.families, text: text, font: font, wrapWidth: width,
                                                alignment: .leading)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let bytes = Array(String(cString: pango_layout_get_text(layout)).utf8)
            var result: [String] = []
            let iterator = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
                let start = Int(line.pointee.start_index), end = min(bytes.count, start + Int(line.pointee.length))
                result.append(String(decoding: bytes[start..<end], as: UTF8.self)
                    .replacingOccurrences(of: "\u{2028}", with: "").trimmingCharacters(in: .whitespaces))
            } while pango_layout_iter_next_line(iterator) != 0
            return result
        }
    }

    @Test func aLabelMovesTheLoneWordsNeighbourDown() throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        #expect(Self.lines(fonts, Self.observe, Self.label, width: Self.width) == ["Observe: The highlight will stay in the", "correct position!"])
        // A text view's text (Instructions' hint) keeps Pango's greedy breaks.
        #expect(Self.lines(fonts, Self.observe, Self.textView, width: Self.width) == ["Observe: The highlight will stay in the correct", "position!"])
    }

    @Test func measuredAsDrawn() throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        let measurer = PangoTextMeasurer(fonts: fonts)
        let first = "Observe: The highlight will stay in the "
        // The label is as wide as its first line with the space it broke at, and two lines tall.
        let size = measurer.measureKeepingBreakSpaces(Self.observe, font: Self.label, wrapWidth: Self.width)
        #expect(size == Size(width: measurer.measure(first, font: Self.label, wrapWidth: nil).width, height: 2 * Self.label.lineHeight))
        #expect(measurer.measure(Self.observe, font: Self.label, wrapWidth: Self.width).height == 2 * Self.label.lineHeight)
        #expect(size.width < measurer.measureKeepingBreakSpaces(Self.observe, font: Self.textView, wrapWidth: Self.width).width)
    }

    /// The whole frame-230 message: only its two-line paragraph changes. (Its last paragraph
    /// breaks before "and" where the device's ends with it: Inter's widths, docs/determinism.md.)
    @Test func eachParagraphOnItsOwn() throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        let message = "⏱ reloadData will be called in 2 seconds...\n\n" + Self.observe
            + "\n\n💡 Try turning off 'Use Dynamic FocusView' and show the guide again to compare."
        #expect(Self.lines(fonts, message, Self.label, width: Self.width) == [
            "⏱ reloadData will be called in 2 seconds...", "", "Observe: The highlight will stay in the", "correct position!", "",
            "💡 Try turning off 'Use Dynamic FocusView'", "and show the guide again to compare."])
    }

    /// No push where the first line would keep no word, where the pushed line would not fit, or
    /// where the paragraph has three lines (the recording's frame 270 keeps "reused." alone on its third).
    @Test func limits() throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        let measurer = PangoTextMeasurer(fonts: fonts)
        func width(_ text: String) -> Double { measurer.measure(text, font: Self.label, wrapWidth: nil).width + 1 }
        #expect(Self.lines(fonts, "Observe: correct", Self.label, width: width("Observe:")) == ["Observe:", "correct"])
        #expect(Self.lines(fonts, "i wwwwwwwwww mm", Self.label, width: width("i wwwwwwwwww")) == ["i wwwwwwwwww", "mm"])
        #expect(Self.lines(fonts, "aaaa bbbb aaaa bbbb x", Self.label, width: width("aaaa bbbb")) == ["aaaa bbbb", "aaaa bbbb", "x"])
        // Where it fits, the same two-line case pushes: the rule, not the widths, kept the above.
        #expect(Self.lines(fonts, "aaaa bbbb x", Self.label, width: width("aaaa bbbb")) == ["aaaa", "bbbb x"])
    }
}
