import Testing
import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// A container's title sits at its top-left corner; an element drawn over that corner (the
/// demo's course label on its instrument panel) left stray letters of it showing around it.
@Suite("wireframe container titles")
struct WireframeTitleTests {
    let measurer = FixedAdvanceMeasurer()
    let panel = CapturedElement(id: "instrumentPanel", frame: Rect(x: 0, y: 523, width: 393, height: 295), title: "Instruments")

    func texts(_ elements: [CapturedElement]) -> [String] {
        Wireframe.elementItems(elements, canvasArea: 393 * 852, measurer: measurer).compactMap { item in
            if case .text(let run) = item { return run.text } else { return nil }
        }
    }

    @Test func aControlOverTheTitleHidesIt() {
        let label = CapturedElement(id: "courseLabel", frame: Rect(x: 20, y: 539, width: 110, height: 32), title: "CRS 270°")
        #expect(texts([panel, label]) == ["CRS 270°"])
    }

    @Test func aControlElsewhereInTheContainerLeavesIt() {
        let bug = CapturedElement(id: "headingBug", frame: Rect(x: 184, y: 592, width: 25, height: 18), title: "HDG")
        #expect(texts([panel, bug]) == ["Instruments", "HDG"])
    }

    func runs(_ elements: [CapturedElement]) -> [TextRun] {
        Wireframe.elementItems(elements, canvasArea: 393 * 852, measurer: measurer).compactMap { item in
            if case .text(let run) = item { return run } else { return nil }
        }
    }

    /// A tab button with its icon: the icon, drawn above the button, used to cover the middle of
    /// the button's centred title ("N…s"); the title moves to the free band under the icon.
    @Test func aChildIconMovesItsParentsTitleBelowIt() {
        let tab = CapturedElement(id: "newsTab", frame: Rect(x: 0, y: 769, width: 98, height: 49), title: "News")
        let icon = CapturedElement(id: "newsIcon", frame: Rect(x: 37, y: 773, width: 24, height: 24), title: "N")
        let result = runs([tab, icon])
        #expect(result.map(\.text) == ["News", "N"])
        // 13 pt × 1.193 = 15.509 pt high, centred in the band 797…818 (21 pt) under the icon.
        let title = result[0].frame
        #expect(title.minX == 49 - 13 && title.width == 26)
        #expect(abs(title.minY - (797 + (21 - 13 * FontSpec.lineHeightFactor) / 2)) < 1e-9)
        #expect(title.intersection(icon.frame) == nil)
    }

    @Test func aChildFillingTheButtonLeavesNoTitle() {
        let button = CapturedElement(id: "share", frame: Rect(x: 300, y: 59, width: 44, height: 44), title: "Share")
        let icon = CapturedElement(id: "shareIcon", frame: Rect(x: 306, y: 65, width: 32, height: 32), title: "S")
        #expect(runs([button, icon]).map(\.text) == ["S"])
    }

    @Test func aChildBesideTheTitleLeavesItCentred() {
        let row = CapturedElement(id: "row", frame: Rect(x: 0, y: 200, width: 393, height: 44), title: "Wi-Fi")
        let chevron = CapturedElement(id: "chevron", frame: Rect(x: 370, y: 214, width: 9, height: 16), title: "›")
        let title = runs([row, chevron])[0].frame
        #expect(title.midX == 196.5 && title.midY == 222)
    }
}
