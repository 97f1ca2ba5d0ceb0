import Testing
import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// A font system keeps what it measured: asked again, the measurer answers what Pango measured
/// the first time, a new font system measures the same, and the two ways of measuring a wrapped
/// text (Pango's, UIKit's with the break space) are kept apart.
struct MeasuredSizesTests {
    static let texts = ["Sounds a bit generic", "Tap to adjust course.", "Kontoeinstellungen und Datenschutz", "アカウント", "مرحبا بالعالم"]

    @Test func aRememberedSizeIsTheOnePangoMeasures() throws {
        let fonts = try FontSystem(fontDirectories: FontFiles.defaultDirectories)
        let memo = try #require(fonts.measuredSizes, "kept unless TOURSHOT_TEXT_MEMO=off")
        let measurer = PangoTextMeasurer(fonts: fonts)
        var first: [Size] = []
        for text in Self.texts {
            for (font, width) in [(FontSpec(size: 15), nil), (FontSpec(size: 17, weight: .semibold), 90.0), (FontSpec(size: 15), 90.0)] {
                first.append(measurer.measure(text, font: font, wrapWidth: width))
                if let width { first.append(measurer.measureKeepingBreakSpaces(text, font: font, wrapWidth: width)) }
            }
        }
        let kept = memo.count
        #expect(kept == first.count, "every question kept once")
        var again: [Size] = [], fresh: [Size] = []
        let other = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        for text in Self.texts {
            for (font, width) in [(FontSpec(size: 15), nil), (FontSpec(size: 17, weight: .semibold), 90.0), (FontSpec(size: 15), 90.0)] {
                again.append(measurer.measure(text, font: font, wrapWidth: width))
                fresh.append(other.measure(text, font: font, wrapWidth: width))
                if let width {
                    again.append(measurer.measureKeepingBreakSpaces(text, font: font, wrapWidth: width))
                    fresh.append(other.measureKeepingBreakSpaces(text, font: font, wrapWidth: width))
                }
            }
        }
        #expect(again == first && fresh == first)
        #expect(memo.count == kept, "nothing measured twice")
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
