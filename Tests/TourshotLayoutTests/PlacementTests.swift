import Testing
@testable import TourshotLayout
import TourshotModel

/// The shared placement steps (`Sources/TourshotLayout/Placement/`), each on exact numbers: an
/// anchor at (100, 200), 80 × 40, so its top is 200, its middle 220 and its bottom 240.
struct PlacementTests {
    let anchor = Rect(x: 100, y: 200, width: 80, height: 40)

    // MARK: 1. side

    @Test func requestedSideWinsOverTheStylesRule() {
        #expect(Placement.side(.above) { .below } == .above)
        #expect(Placement.side(.over) { .below } == .over)
        #expect(Placement.side(.below) { .above } == .below)
    }

    @Test func autoTakesTheStylesRule() {
        #expect(Placement.side(.auto) { .above } == .above)
        #expect(Placement.side(.auto) { .below } == .below)
    }

    // MARK: 2. offset

    @Test func nearEdgeIsTheGapBeyondTheAnchor() {
        #expect(Placement.nearEdge(of: anchor, side: .below, gap: 12) == 252)
        #expect(Placement.nearEdge(of: anchor, side: .above, gap: 12) == 188)
        #expect(Placement.nearEdge(of: anchor, side: .over, gap: 12) == 220)
        // A negative gap overlaps the anchor.
        #expect(Placement.nearEdge(of: anchor, side: .below, gap: -2) == 238)
    }

    @Test func beyondMovesAwayFromTheAnchor() {
        #expect(Placement.beyond(252, side: .below, by: 9) == 261)
        #expect(Placement.beyond(188, side: .above, by: 9) == 179)
        #expect(Placement.beyond(188, side: .above, by: -2) == 190)
        #expect(Placement.beyond(220, side: .over, by: 9) == 220)
    }

    @Test func topStartsBelowEndsAboveCentresOver() {
        #expect(Placement.top(from: 252, side: .below, height: 50) == 252)
        #expect(Placement.top(from: 188, side: .above, height: 50) == 138)
        #expect(Placement.top(from: 220, side: .over, height: 50) == 195)
    }

    @Test func middleIsHalfTheBoxFromTheEdge() {
        #expect(Placement.middle(from: 252, side: .below, height: 50) == 277)
        #expect(Placement.middle(from: 188, side: .above, height: 50) == 163)
        #expect(Placement.middle(from: 220, side: .over, height: 50) == 220)
    }

    @Test func centredAndAlignedAcross() {
        #expect(Placement.centred(on: 140, length: 257) == 11.5)
        #expect(Placement.aligned(.lower, length: 257, lower: 20, upper: 380) == 20)
        #expect(Placement.aligned(.upper, length: 257, lower: 20, upper: 380) == 123)
        // A span longer than the range overhangs the other end.
        #expect(Placement.aligned(.upper, length: 400, lower: 20, upper: 380) == -20)
    }

    // MARK: 3. shift

    @Test func clampKeepsInsideAndTheUpperEndWinsAnEmptyRange() {
        #expect(Placement.clamp(5, lower: 8, upper: 100) == 8)
        #expect(Placement.clamp(50, lower: 8, upper: 100) == 50)
        #expect(Placement.clamp(120, lower: 8, upper: 100) == 100)
        // A box wider than its container: lower 170 > upper 150.
        #expect(Placement.clamp(160, lower: 170, upper: 150) == 150)
    }

    @Test func boundsContainTouchingEdgesOnly() {
        let bounds = Placement.Bounds(minX: 20, maxX: 380, minY: 0, maxY: 800)
        #expect(bounds.contains(Rect(x: 20, y: 0, width: 360, height: 800)))
        #expect(!bounds.contains(Rect(x: 19.5, y: 10, width: 100, height: 10)))
        #expect(!bounds.contains(Rect(x: 300, y: 10, width: 80.5, height: 10)))
        #expect(!bounds.contains(Rect(x: 20, y: -0.5, width: 100, height: 10)))
        #expect(!bounds.contains(Rect(x: 20, y: 790, width: 100, height: 10.5)))
    }

    // MARK: 4. arrow

    @Test func tailSitsAtTheEdgeCentredOnItsX() {
        let size = Size(width: 15, height: 9)
        #expect(Placement.tail(size: size, side: .below, from: 242, centerX: 140) == Rect(x: 132.5, y: 242, width: 15, height: 9))
        #expect(Placement.tail(size: size, side: .above, from: 198, centerX: 140) == Rect(x: 132.5, y: 189, width: 15, height: 9))
    }

    /// The steps composed as Instructions does below a cutout: the mark 2 pt away, the 9 pt arrow,
    /// the body overlapping it by 2 pt, so a body 41 tall starts at 240 + 2 + 9 − 2 = 249.
    @Test func composedBelowWithAnArrow() {
        let edge = Placement.nearEdge(of: anchor, side: .below, gap: 2)
        let bodyEdge = Placement.beyond(Placement.beyond(edge, side: .below, by: 9), side: .below, by: -2)
        #expect(Placement.top(from: bodyEdge, side: .below, height: 41) == 249)
        #expect(Placement.tail(size: Size(width: 15, height: 9), side: .below, from: edge, centerX: anchor.midX)
                == Rect(x: 132.5, y: 242, width: 15, height: 9))
    }

    /// The same above: 200 − 2 − 9 + 2 − 41 = 150.
    @Test func composedAboveWithAnArrow() {
        let edge = Placement.nearEdge(of: anchor, side: .above, gap: 2)
        let bodyEdge = Placement.beyond(Placement.beyond(edge, side: .above, by: 9), side: .above, by: -2)
        #expect(Placement.top(from: bodyEdge, side: .above, height: 41) == 150)
        #expect(Placement.tail(size: Size(width: 15, height: 9), side: .above, from: edge, centerX: anchor.midX)
                == Rect(x: 132.5, y: 189, width: 15, height: 9))
    }
}
