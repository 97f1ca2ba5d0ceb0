import Testing
import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// Label size estimate, placement from angle/length/fromAnchor, and the visible arrow start.
struct LabelTests {
    let measurer = FixedAdvanceMeasurer()  // 6.5 pt per character at 13 pt

    @Test func estimatedSizeRoundsUpAndPads() {
        let label = ArrowLabel(arrow: ArrowSpec(element: "w"), text: "Wind", tip: .zero, measurer: measurer, orientation: .portrait)
        // "Wind": 26 × 15.509 → ceil → 26 × 16, plus (6, 4).
        #expect(label.estimatedSize == Size(width: 32, height: 20))
        #expect(label.textSize == Size(width: 26, height: 13 * 1.193))
        #expect(label.pillFrame.size == Size(width: 38, height: 13 * 1.193 + 8))
    }

    @Test func explicitLineBreaksMakeMoreLines() {
        let label = ArrowLabel(arrow: ArrowSpec(element: "h"), text: "Drag heading bug\nto make aircraft turn",
                               tip: .zero, measurer: measurer, orientation: .portrait)
        // Widest line 21 characters = 136.5 → 137; two lines 31.018 → 32.
        #expect(label.estimatedSize == Size(width: 143, height: 36))
    }

    @Test func leadingArrowPutsTheLabelToTheLeft() {
        // Leading anchor: angle 90, fromAnchor trailing, length 50.
        let frame = Rect(x: 300, y: 400, width: 40, height: 40)
        let arrow = ArrowSpec(element: "w", anchor: .leading)
        let tip = ArrowPlacement.tip(of: arrow, on: frame, .portrait)
        #expect(tip == Point(x: 300, y: 420))
        let start = ArrowPlacement.start(of: arrow, tip: tip, .portrait)
        #expect(abs(start.x - 250) < 1e-9 && abs(start.y - 420) < 1e-9)
        let label = ArrowLabel(arrow: arrow, text: "Wind", tip: tip, measurer: measurer, orientation: .portrait)
        #expect(abs(label.center.x - 234) < 1e-9 && abs(label.center.y - 420) < 1e-9)
        // The visible arrow starts at the trailing point of the estimate inset by (3, 2).
        let arrowStart = label.arrowStart(.portrait)
        #expect(abs(arrowStart.x - 247) < 1e-9 && abs(arrowStart.y - 420) < 1e-9)
    }

    @Test func anchorOffsetMovesTheTipExactly() {
        let arrow = ArrowSpec(element: "x", anchor: .bottom, anchorOffset: Point(x: 16, y: -2), anchorOffsetH: Point(x: 0, y: 5))
        let frame = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(ArrowPlacement.tip(of: arrow, on: frame, .portrait) == Point(x: 76, y: 58))
        #expect(ArrowPlacement.tip(of: arrow, on: frame, .landscape) == Point(x: 60, y: 65))
    }

    @Test(arguments: [
        // angle, length → start relative to a tip at (100, 100)
        (0.0, 50.0, Point(x: 100, y: 150)),     // arrow travels up: label below
        (90.0, 50.0, Point(x: 50, y: 100)),     // travels right: label to the left
        (180.0, 50.0, Point(x: 100, y: 50)),    // travels down: label above
        (270.0, 30.0, Point(x: 130, y: 100)),   // travels left: label to the right
        (225.0, 100.0, Point(x: 100 + 100 * 0.7071067811865476, y: 100 - 100 * 0.7071067811865476)),
    ])
    func startFromAngleAndLength(angle: Double, length: Double, expected: Point) {
        let arrow = ArrowSpec(element: "x", length: length, angle: angle)
        let start = ArrowPlacement.start(of: arrow, tip: Point(x: 100, y: 100), .portrait)
        #expect(abs(start.x - expected.x) < 1e-9 && abs(start.y - expected.y) < 1e-9)
    }

    @Test func labelCenterPutsTheFromAnchorOnTheStart() {
        // fromAnchor topLeading: the label's top-left corner sits on the start.
        let arrow = ArrowSpec(element: "x", fromAnchor: .topLeading)
        let center = ArrowPlacement.labelCenter(of: arrow, start: Point(x: 10, y: 20), labelSize: Size(width: 40, height: 20), .portrait)
        #expect(center == Point(x: 30, y: 30))
    }
}
