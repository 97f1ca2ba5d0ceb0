import Testing
import TourshotModel

/// Defaults and landscape overrides resolve exactly as TutorialKit's `TutorialArrow.init`.
struct ArrowSpecDefaultsTests {
    @Test func defaults() {
        let arrow = ArrowSpec(element: "x")
        #expect(arrow.anchor == Oriented(.top))
        #expect(arrow.fromAnchor == Oriented(.bottom))
        #expect(arrow.length == Oriented(50))
        #expect(arrow.angle == Oriented(180))
        #expect(arrow.textAlignment == Oriented(.center))
        #expect(arrow.anchorOffset == Oriented(Point.zero))
        #expect(arrow.bend == .auto)
        #expect(arrow.bendStrength == .medium)
    }

    @Test func landscapeAnchorDrivesLandscapeDefaults() {
        let arrow = ArrowSpec(element: "x", anchor: .top, anchorH: .leading)
        #expect(arrow.anchor == Oriented(portrait: .top, landscape: .leading))
        #expect(arrow.fromAnchor == Oriented(portrait: .bottom, landscape: .trailing))
        #expect(arrow.angle == Oriented(portrait: 180, landscape: 90))
    }

    @Test func explicitPortraitValuesWinOverLandscapeAnchorDefaults() {
        let arrow = ArrowSpec(element: "x", anchor: .top, anchorH: .leading, fromAnchor: .center, angle: 200)
        #expect(arrow.fromAnchor == Oriented(portrait: .center, landscape: .center))
        #expect(arrow.angle == Oriented(portrait: 200, landscape: 200))
    }

    @Test func landscapeOverridesWinOverEverything() {
        let arrow = ArrowSpec(element: "x", anchor: .bottom, anchorH: .trailing, fromAnchor: .center, fromAnchorH: .top,
                              length: 30, lengthH: 70, angle: 10, angleH: 300, textAlignment: .leading, textAlignmentH: .trailing,
                              anchorOffset: Point(x: 1, y: 2), anchorOffsetH: Point(x: -3, y: 4))
        #expect(arrow.anchor[.landscape] == .trailing)
        #expect(arrow.fromAnchor[.landscape] == .top)
        #expect(arrow.length == Oriented(portrait: 30, landscape: 70))
        #expect(arrow.angle == Oriented(portrait: 10, landscape: 300))
        #expect(arrow.textAlignment == Oriented(portrait: .leading, landscape: .trailing))
        #expect(arrow.anchorOffset == Oriented(portrait: Point(x: 1, y: 2), landscape: Point(x: -3, y: 4)))
    }

    @Test func unsetLandscapeValuesFallBackToPortrait() {
        let arrow = ArrowSpec(element: "x", length: 25, textAlignment: .trailing, anchorOffset: Point(x: 5, y: -5))
        #expect(arrow.length[.landscape] == 25)
        #expect(arrow.textAlignment[.landscape] == .trailing)
        #expect(arrow.anchorOffset[.landscape] == Point(x: 5, y: -5))
    }
}
