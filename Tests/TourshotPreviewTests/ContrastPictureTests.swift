import Testing
@testable import TourshotLayout
import TourshotModel
@testable import TourshotPreview
@testable import TourshotRender
import TourshotTestSupport

/// The picture lint reads contrast on (`ContrastLint.background`) is painted only around the
/// boxes it reads, and those boxes hold the pixels of the picture painted whole: every item, no
/// clip. Cairo rounds a fractional edge's coverage a level or two differently when a clip is
/// set (a rounded card's corner, a gradient's, the blurred patch's edge), so the boxes may differ
/// by that much in a handful of bytes; before the clip was whole pixels they differed by up to
/// 119 levels beside arrows (docs/performance.md).
struct ContrastPictureTests {
    /// The bytes of `boxes` (whole pixels) on `picture` as `renderer` paints it.
    static func boxBytes(_ boxes: [Rect], of picture: Picture, with renderer: ImageRenderer) throws -> [UInt8] {
        try renderer.withPixels(picture) { bytes, width, height, stride in
            let pixels = BackgroundPixels(width: width, height: height, stride: stride, scale: picture.scale, borrowing: bytes)
            return boxes.flatMap { box -> [UInt8] in
                guard let (xs, ys) = pixels.pixels(covering: box) else { return [] }
                return ys.flatMap { y in (xs.lowerBound * 4..<xs.upperBound * 4).map { bytes[y * stride + $0] } }
            }
        }
    }

    /// How many of the layout's items `picture` paints: its unclipped items and its runs' items.
    static func topLevelItems(_ picture: Picture) -> Int {
        picture.displayList.reduce(0) { count, item in
            if case .clipped(_, let content) = item { count + content.count } else { count + 1 }
        }
    }

    struct Comparison: Sendable {
        var bytes = 0, differing = 0, largest = 0, images = 0, imagesDiffering = 0
    }

    /// Every image of the demo (five styles, light and dark, both directions, text at 130 %, four
    /// locales, three devices): the boxes of the contrast picture against the picture painted whole.
    @Test func everyDemoImageReadsThePixelsOfItsWholePicture() throws {
        let inputs = GoldenImageTests.inputs
        let compared = try PreviewPipeline(inputs).run(inputs.jobs) { preview -> Comparison in
            let (runs, plans, made) = preview.contrastPicture(of: preview.layout, only: nil)
            guard let picture = made else { return Comparison() }
            let whole = Picture(canvasSize: picture.canvasSize, scale: picture.scale,
                                displayList: ContrastLint.backgroundItems(of: preview.layout))
            let boxes = runs.map(\.visible) + plans.flatMap(\.cells)
            let read = try Self.boxBytes(boxes, of: picture, with: preview.renderer)
            let truth = try Self.boxBytes(boxes, of: whole, with: preview.renderer)
            let differences = zip(read, truth).map { abs(Int($0) - Int($1)) }.filter { $0 > 0 }
            return Comparison(bytes: read.count, differing: differences.count, largest: differences.max() ?? 0,
                              images: 1, imagesDiffering: differences.isEmpty ? 0 : 1)
        }
        let total = compared.reduce(into: Comparison()) { sum, one in
            sum.bytes += one.bytes; sum.differing += one.differing; sum.largest = max(sum.largest, one.largest)
            sum.images += one.images; sum.imagesDiffering += one.imagesDiffering
        }
        // Measured: 218 images, 44 with a difference, 242 bytes, at most 2 levels.
        #expect(total.images > 200 && total.bytes > 1_000_000, "\(total)")
        #expect(total.largest <= 2, "\(total)")
        #expect(total.differing * 2_000 <= total.bytes, "\(total)")
    }

    /// The clip is whole pixels at the measuring scale (a region to Cairo), strokes at the top of
    /// the list are drawn unclipped, and a run ends before the dimming.
    @Test func theClipIsWholePixelsAndStrokesAreDrawnUnclipped() throws {
        let job = ImageJob(tour: ContrastSearchReuseTests.tour(.instructions, highlighted: true), screen: ContrastSearchReuseTests.screen,
                           step: 1, orientation: .portrait)
        let results = try PreviewPipeline(images: ScreenshotCache()).run([job]) { preview -> (list: [DisplayItem], dimming: DisplayItem, run: Int?) in
            let layout = preview.layout, index = try #require(layout.dimmingIndex)
            let picture = try #require(preview.contrastPicture(of: layout, only: nil).picture)
            return (picture.displayList, layout.displayList[index], ContrastLint.itemsBefore(index, of: layout, in: picture))
        }
        let (list, dimming, dimmingRun) = try #require(results.first)
        // The dimming begins a run of its own, after the screen's.
        let run = try #require(dimmingRun)
        guard case .clipped(_, let content) = list[run] else { Issue.record("\(list[run]) is no run"); return }
        #expect(run > 0 && content.first == dimming)
        let scale = ContrastLint.measuringScale
        var strokes = 0, runs = 0
        for item in list {
            switch item {
            case .clipped(let clip, let content):
                runs += 1
                #expect(!content.contains { if case .stroke = $0 { true } else { false } })
                for element in clip.elements {
                    guard case .move(let point) = element else { continue }
                    #expect((point.x * scale).rounded() == point.x * scale && (point.y * scale).rounded() == point.y * scale, "\(point)")
                }
            case .stroke: strokes += 1
            default: Issue.record("an item outside the clip that is no stroke: \(item)")
            }
        }
        #expect(strokes > 0 && runs >= 2, "the arrow's strokes lie between runs")
    }

    @Test func runsBreakAroundStrokesAndBeforeTheBoundary() {
        let clip = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        let a = DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .white)
        let b = DisplayItem.fill(.rect(Rect(x: 1, y: 1, width: 4, height: 4)), .black)
        let line = DisplayItem.stroke(.rect(Rect(x: 2, y: 2, width: 4, height: 4)), StrokeStyle(width: 1), .black)
        #expect(ContrastLint.clippedRuns([a, line, b, a], to: clip, breakingBefore: nil)
                    == [.clipped(clip, [a]), line, .clipped(clip, [b, a])])
        #expect(ContrastLint.clippedRuns([a, b, a], to: clip, breakingBefore: b) == [.clipped(clip, [a]), .clipped(clip, [b, a])])
        #expect(ContrastLint.clippedRuns([], to: clip, breakingBefore: nil).isEmpty)
    }
}
