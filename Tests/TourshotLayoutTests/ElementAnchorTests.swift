import Testing
import TourshotLayout
import TourshotModel

/// Anchor points, opposites, default angles and outward vectors for all 13 anchor forms.
struct ElementAnchorTests {
    static let frame = Rect(x: 100, y: 200, width: 80, height: 40)

    static let cases: [(ElementAnchor, Point, ElementAnchor, Double, Point)] = [
        // anchor, point on frame, opposite, default angle, outward
        (.top, Point(x: 140, y: 200), .bottom, 180, Point(x: 0, y: -1)),
        (.bottom, Point(x: 140, y: 240), .top, 0, Point(x: 0, y: 1)),
        (.leading, Point(x: 100, y: 220), .trailing, 90, Point(x: -1, y: 0)),
        (.trailing, Point(x: 180, y: 220), .leading, 270, Point(x: 1, y: 0)),
        (.center, Point(x: 140, y: 220), .center, 180, Point(x: 0, y: -1)),
        (.topLeading, Point(x: 100, y: 200), .bottomTrailing, 135, Point(x: -0.707, y: -0.707)),
        (.topTrailing, Point(x: 180, y: 200), .bottomLeading, 225, Point(x: 0.707, y: -0.707)),
        (.bottomLeading, Point(x: 100, y: 240), .topTrailing, 45, Point(x: -0.707, y: 0.707)),
        (.bottomTrailing, Point(x: 180, y: 240), .topLeading, 315, Point(x: 0.707, y: 0.707)),
        (.alongTop(0.25), Point(x: 120, y: 200), .alongBottom(0.25), 180, Point(x: 0, y: -1)),
        (.alongBottom(0.75), Point(x: 160, y: 240), .alongTop(0.75), 0, Point(x: 0, y: 1)),
        (.alongLeading(0.5), Point(x: 100, y: 220), .alongTrailing(0.5), 90, Point(x: -1, y: 0)),
        (.alongTrailing(0.1), Point(x: 180, y: 204), .alongLeading(0.1), 270, Point(x: 1, y: 0)),
    ]

    @Test(arguments: cases.indices)
    func anchorGeometry(_ index: Int) {
        let (anchor, point, opposite, angle, outward) = Self.cases[index]
        #expect(anchor.point(in: Self.frame) == point)
        #expect(anchor.opposite == opposite)
        #expect(anchor.defaultAngle == angle)
        #expect(anchor.outwardDirection == outward)
    }

    @Test func alongEdgeEndsAreTheCorners() {
        #expect(ElementAnchor.alongTop(0).point(in: Self.frame) == ElementAnchor.topLeading.point(in: Self.frame))
        #expect(ElementAnchor.alongTop(1).point(in: Self.frame) == ElementAnchor.topTrailing.point(in: Self.frame))
        #expect(ElementAnchor.alongTrailing(1).point(in: Self.frame) == ElementAnchor.bottomTrailing.point(in: Self.frame))
    }
}
