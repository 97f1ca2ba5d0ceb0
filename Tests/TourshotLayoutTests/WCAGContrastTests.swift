import Testing
@testable import TourshotLayout
import TourshotModel

/// WCAG 2.2's formula and what `ContrastLint` measures: known pairs, large text, the runs it reads.
struct WCAGContrastTests {
    func ratio(_ a: String, _ b: String) -> Double {
        WCAGContrast.ratio(WCAGContrast.luminance(RGBAColor(hex: a)!), WCAGContrast.luminance(RGBAColor(hex: b)!))
    }

    @Test func knownPairs() {
        #expect(ratio("#FFFFFF", "#000000") == 21)
        #expect(ratio("#FFFFFF", "#FFFFFF") == 1)
        // #767676 is the lightest grey with 4.5:1 on white; #777777 just fails and must not print as 4.5:1.
        #expect(abs(ratio("#767676", "#FFFFFF") - 4.542) < 0.001)
        #expect(abs(ratio("#777777", "#FFFFFF") - 4.478) < 0.001)
        #expect(WCAGContrast.formatted(ratio("#777777", "#FFFFFF")) == "4.4:1")
        #expect(WCAGContrast.formatted(3) == "3.0:1")
    }

    @Test func largeTextIs18PointOr14PointBold() {
        #expect(WCAGContrast.minimum(for: FontSpec(size: 18)) == 3)
        #expect(WCAGContrast.minimum(for: FontSpec(size: 17.9)) == 4.5)
        #expect(WCAGContrast.minimum(for: FontSpec(size: 14, weight: .bold)) == 3)
        #expect(WCAGContrast.minimum(for: FontSpec(size: 14, weight: .semibold)) == 4.5)
    }

    @Test func runsInAClipAreMeasuredWhereTheyShowAndEmojiRunsAreLeftOut() {
        func run(_ text: String, _ frame: Rect) -> DisplayItem { .text(TextRun(text: text, font: FontSpec(size: 17), color: .white, frame: frame)) }
        let items: [DisplayItem] = [
            .clipped(.rect(Rect(x: 0, y: 0, width: 100, height: 50)), [run("Half", Rect(x: 50, y: 40, width: 80, height: 20))]),
            run("👋", Rect(x: 0, y: 100, width: 40, height: 40)), run("❤️", Rect(x: 0, y: 150, width: 40, height: 40)),
            run("Next →", Rect(x: 0, y: 200, width: 60, height: 20)),
            .clipped(.rect(Rect(x: 300, y: 300, width: 10, height: 10)), [run("Hidden", Rect(x: 0, y: 0, width: 80, height: 20))]),
        ]
        let placed = ContrastLint.placed(items, clip: nil).filter { $0.run.text.contains { !$0.isWhitespace && !ContrastLint.isEmoji($0) } }
        #expect(placed.map(\.run.text) == ["Half", "Next →"])
        #expect(placed.map(\.visible) == [Rect(x: 50, y: 40, width: 50, height: 10), Rect(x: 0, y: 200, width: 60, height: 20)])
    }

    /// The worst em cell decides: a run whose right half lies on a light patch reports that patch.
    @Test func theWorstCellOfTheBoxCounts() {
        // 40×10 pixels at 1 px/pt: left half black, right half #EEEEEE; white 10 pt text over all of it.
        var bytes: [UInt8] = []
        for _ in 0..<10 { for x in 0..<40 { bytes += x < 20 ? [0, 0, 0, 255] : [0xEE, 0xEE, 0xEE, 255] } }
        let pixels = BackgroundPixels(width: 40, height: 10, scale: 1, argb32: bytes)
        let run = TextRun(text: "Label", font: FontSpec(size: 10), color: .white, frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let finding = ContrastLint.measure(run, in: run.frame, on: pixels)
        #expect(finding?.background.hexRGB == "#EEEEEE")
        #expect(abs(finding!.ratio - ratio("#FFFFFF", "#EEEEEE")) < 1e-9)
    }
}
