import Foundation
import Testing
import TourshotLayout
import TourshotModel

/// Curve control points, the `bend` rules and arrowheads of TutorialArrowShape.
struct ArrowCurveTests {
    static func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func curvature(_ bend: ArrowBend, _ strength: ArrowBendStrength = .medium, anchor: ElementAnchor, from start: Point, to end: Point) -> Double {
        ArrowCurve.curvature(bend: bend, strength: strength, anchor: anchor, start: start, end: end)
    }

    /// The straight-in default arrows are ties (dot = 0) and take +m: top bows left,
    /// bottom right, leading down, trailing up (y down).
    @Test(arguments: [
        (ElementAnchor.top, Point(x: 100, y: 50), Point(x: 80, y: 75)),
        (.bottom, Point(x: 100, y: 150), Point(x: 120, y: 125)),
        (.leading, Point(x: 50, y: 100), Point(x: 75, y: 120)),
        (.trailing, Point(x: 150, y: 100), Point(x: 125, y: 80)),
    ])
    func autoBendTieCases(anchor: ElementAnchor, start: Point, control: Point) {
        let end = Point(x: 100, y: 100)
        let k = curvature(.auto, anchor: anchor, from: start, to: end)
        #expect(k == 0.4)
        #expect(Self.close(ArrowCurve(start: start, end: end, curvature: k).control, control))
    }

    @Test func autoBendLeansTowardTheOutwardSide() {
        // Coming from the upper left into a top anchor: perp·outward < 0, so −m.
        #expect(curvature(.auto, anchor: .top, from: Point(x: 50, y: 50), to: Point(x: 100, y: 100)) == -0.4)
        // From the upper right: perp = (−0.707, −0.707), outward (0, −1): dot > 0, so +m.
        #expect(curvature(.auto, anchor: .top, from: Point(x: 150, y: 50), to: Point(x: 100, y: 100)) == 0.4)
        // Corner anchors use TutorialKit's 0.707 vector.
        #expect(curvature(.auto, .high, anchor: .bottomTrailing, from: Point(x: 0, y: 100), to: Point(x: 100, y: 100)) == 0.85)
    }

    @Test(arguments: [(ArrowBend.left, 0.4), (.right, -0.4), (.none, 0.0)])
    func explicitBends(bend: ArrowBend, expected: Double) {
        #expect(curvature(bend, anchor: .top, from: Point(x: 0, y: 0), to: Point(x: 10, y: 10)) == expected)
    }

    @Test(arguments: [(ArrowBendStrength.low, 0.1), (.medium, 0.4), (.high, 0.85)])
    func strengths(strength: ArrowBendStrength, magnitude: Double) {
        #expect(curvature(.left, strength, anchor: .top, from: .zero, to: Point(x: 1, y: 1)) == magnitude)
        #expect(strength.magnitude == magnitude)
    }

    @Test func noneIsAStraightLine() {
        let curve = ArrowCurve(start: Point(x: 10, y: 20), end: Point(x: 110, y: 220), curvature: 0)
        #expect(curve.control == Point(x: 60, y: 120))
    }

    @Test func bowIsCappedAt240Points() {
        let curve = ArrowCurve(start: Point(x: 0, y: 0), end: Point(x: 0, y: 300), curvature: 0.4)
        // perp of (0, 300) is (−1, 0); offset 0.4 × min(300, 240) = 96.
        #expect(Self.close(curve.control, Point(x: -96, y: 150)))
    }

    @Test func degenerateArrowUsesDistanceOne() {
        let curve = ArrowCurve(start: Point(x: 5, y: 5), end: Point(x: 5, y: 5), curvature: 0.4)
        #expect(curve.control == Point(x: 5, y: 5))
        #expect(curve.end == Point(x: 5, y: 5))
    }

    @Test func arrowheadChevron() {
        // Straight down, length 50: head length clamps to 10, arms at 90° + 180° ± 36°.
        let curve = ArrowCurve(start: Point(x: 100, y: 50), end: Point(x: 100, y: 100), curvature: 0)
        let armDX = sin(Double.pi / 5) * 10, armDY = cos(Double.pi / 5) * 10
        #expect(Self.close(curve.headLeft, Point(x: 100 - armDX, y: 100 - armDY)))
        #expect(Self.close(curve.headRight, Point(x: 100 + armDX, y: 100 - armDY)))
    }

    @Test(arguments: [(50.0, 10.0), (100.0, 12.0), (120.0, 14.4), (200.0, 16.0)])
    func headLengthIsClamped(distance: Double, headLength: Double) {
        let curve = ArrowCurve(start: .zero, end: Point(x: distance, y: 0), curvature: 0)
        #expect(abs(curve.end.distance(to: curve.headLeft) - headLength) < 1e-9)
        #expect(abs(curve.end.distance(to: curve.headRight) - headLength) < 1e-9)
    }

    @Test func headFollowsTheEndTangentOfACurvedArrow() {
        let curve = ArrowCurve(start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), curvature: 0.4)
        // control = (50, 40); tangent end − control = (50, −40).
        #expect(Self.close(curve.control, Point(x: 50, y: 40)))
        let tangent = atan2(-40.0, 50.0)
        let expectedLeft = Point(x: 100 + cos(tangent + .pi - .pi / 5) * 12, y: 0 + sin(tangent + .pi - .pi / 5) * 12)
        #expect(Self.close(curve.headLeft, expectedLeft))
    }
}
