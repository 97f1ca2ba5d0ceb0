import Foundation
import Testing
import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// A one-column sheet (one screen, one orientation) is 280 pt wide; its title used to be drawn
/// at 18 pt whatever its length and ran past both edges ("rn: 2 images, 1 error, 0 warning|").
struct ContactSheetTitleTests {
    let measurer = FixedAdvanceMeasurer()

    func title(tour: String, images: Int) throws -> (run: TextRun, canvas: Size) {
        let screen = TourBuilder.screen([CapturedElement(id: "a", frame: Rect(x: 20, y: 100, width: 80, height: 40))])
        let layout = try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([TourBuilder.step()]), screen: screen, stepNumber: 1,
                                                         orientation: .portrait, measurer: measurer))
        let entries = (0..<images).map { _ in ContactSheet.Entry(layout: layout, name: "x", image: URL(fileURLWithPath: "/x.png")) }
        let grid = try ContactSheet.Grid(columns: [(entries[0].column, layout.canvasSize)])
        let page = ContactSheet.page(tour: tour, entries: entries, rows: [1], page: 1, pageCount: 1, grid: grid, thumbnails: [:], measurer: measurer)
        let runs = page.displayList.compactMap { item -> TextRun? in if case .text(let run) = item { run } else { nil } }
        return (try #require(runs.first), page.canvasSize)
    }

    @Test func aLongTitleShrinksToTheSheet() throws {
        // 57 characters at 0.5 em: 513 pt at 18 pt; 240 pt are free → 18 × 240 / 513 = 8.4 → 12 pt (342 pt), then "…".
        let (run, canvas) = try title(tour: "approach-with-a-long-name", images: 2)
        #expect(canvas.width == 280)
        #expect(run.text == "approach-with-a-long-name: 2 images, 0 errors, 0 warnings")
        #expect(run.frame.minX == 20 && run.frame.maxX == 260)
        #expect(run.font.size == 12 && run.truncates)
    }

    @Test func aTitleShrinksToTheSheetWidth() throws {
        // "a: 2 images, 0 errors, 0 warnings": 33 characters, 297 pt at 18 pt → 18 × 240 / 297 = 14.5 pt (239.25 pt).
        let (run, _) = try title(tour: "a", images: 2)
        #expect(run.text == "a: 2 images, 0 errors, 0 warnings")
        #expect(run.font.size == 14.5)
        #expect(run.frame == Rect(x: 20, y: 13.75, width: 239.25, height: run.frame.height))
    }
}
