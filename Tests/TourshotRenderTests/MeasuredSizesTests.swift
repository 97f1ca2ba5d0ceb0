import Testing
import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// A font system keeps what it measured: asked again, in any order, the measurer answers what
/// Pango measures afresh; texts Swift holds equal but Pango sets differently, and the two ways
/// of measuring a wrapped text (Pango's, UIKit's with the break space), are kept apart.
struct MeasuredSizesTests {
    static let texts = ["Sounds a bit generic", "Tap to adjust course.", "Kontoeinstellungen und Datenschutz", "アカウント", "مرحبا بالعالم"]

    /// Every question of the test, each with the measurer's answer.
    static func questions() -> [(text: String, font: FontSpec, wrapWidth: Double?, keepingBreakSpaces: Bool)] {
        texts.flatMap { text in
            [(FontSpec(size: 15), nil), (FontSpec(size: 17, weight: .semibold), 90.0), (FontSpec(size: 15), 90.0)]
                .flatMap { font, width in [(text, font, width, false)] + (width.map { [(text, font, $0, true)] } ?? []) }
        }
    }

    static func ask(_ measurer: PangoTextMeasurer, _ question: (text: String, font: FontSpec, wrapWidth: Double?, keepingBreakSpaces: Bool)) -> Size {
        guard question.keepingBreakSpaces, let width = question.wrapWidth else {
            return measurer.measure(question.text, font: question.font, wrapWidth: question.wrapWidth)
        }
        return measurer.measureKeepingBreakSpaces(question.text, font: question.font, wrapWidth: width)
    }

    @Test func aRememberedSizeIsTheOnePangoMeasuresInAnyOrder() throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        let measurer = PangoTextMeasurer(fonts: fonts)
        let questions = Self.questions()
        let first = questions.map { Self.ask(measurer, $0) }
        let again = questions.map { Self.ask(measurer, $0) }
        // A second font system asked last question first: nothing it was asked before can answer.
        let other = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let reversed = Array(questions.reversed().map { Self.ask(other, $0) }.reversed())
        #expect(again == first && reversed == first)
        // Kept once each (nil when TOURSHOT_TEXT_MEMO=off runs the tests).
        if let memo = fonts.measuredSizes { #expect(memo.count == questions.count) }
    }

    /// Precomposed Hangul syllables and the same word in conjoining jamo are equal Swift strings;
    /// Pango sets the jamo as separate glyphs, far wider.
    @Test func canonicallyEquivalentTextsAreMeasuredEachAsItIs() throws {
        let syllables = "\u{D55C}\u{AE00}", jamo = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
        #expect(syllables == jamo, "Swift holds them equal")
        let font = FontSpec(size: 15)
        func fresh(_ text: String) throws -> Size {
            try PangoTextMeasurer(fonts: FontSystem(fontDirectories: FontFiles.defaultDirectories)).measure(text, font: font, wrapWidth: nil)
        }
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let asked = [measurer.measure(syllables, font: font, wrapWidth: nil), measurer.measure(jamo, font: font, wrapWidth: nil)]
        #expect(asked == [try fresh(syllables), try fresh(jamo)])
        #expect(asked[1].width > asked[0].width + 20, "\(asked)")
    }

    @Test func theTwoWaysOfMeasuringAWrappedTextAreKeptApart() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let font = FontSpec(size: 15)
        let width = measurer.measure("Sounds a bit ", font: font, wrapWidth: nil).width + 10
        let pango = measurer.measure("Sounds a bit generic", font: font, wrapWidth: width)
        let uiKit = measurer.measureKeepingBreakSpaces("Sounds a bit generic", font: font, wrapWidth: width)
        #expect(uiKit.width > pango.width + 3)
        #expect(measurer.measure("Sounds a bit generic", font: font, wrapWidth: width) == pango)
    }

    @Test func aFullMemoStartsAgain() {
        let memo = MeasuredSizes(limit: 3)
        var measured = 0
        func ask(_ text: String) -> Size {
            memo.size(MeasuredSizes.Key(text: text, font: FontSpec(size: 15), wrapWidth: nil, keepingBreakSpaces: false)) {
                measured += 1
                return Size(width: Double(text.count), height: 18)
            }
        }
        for text in ["a", "bb", "ccc", "a"] { _ = ask(text) }
        #expect(measured == 3 && memo.count == 3)
        #expect(ask("dddd") == Size(width: 4, height: 18))
        #expect(memo.count == 1 && measured == 4)
        #expect(ask("a") == Size(width: 1, height: 18) && measured == 5)
    }
}
