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
}
