import Testing
import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// TutorialKit's 8-pass push with padding 4.
struct LabelCollisionTests {
    func label(_ text: String, at center: Point) -> ArrowLabel {
        var label = ArrowLabel(arrow: ArrowSpec(element: text), text: text, tip: .zero,
                               measurer: FixedAdvanceMeasurer(), orientation: .portrait)
        label.center = center
        return label
    }

    @Test func pushAlongYWhenOverlapIsWiderThanTall() {
        // 32×20 labels 10 pt apart in x; grown by 2: overlap 26 wide, 24 tall → push y by 12.5.
        var labels = [label("Wind", at: Point(x: 100, y: 100)), label("Wond", at: Point(x: 110, y: 100))]
        LabelCollisionResolver.resolve(&labels)
        #expect(labels[0].center == Point(x: 100, y: 87.5))
        #expect(labels[1].center == Point(x: 110, y: 112.5))
    }

    @Test func pushAlongXWhenOverlapIsTallerThanWide() {
        // 30 pt apart in x, 5 in y: grown overlap 6 wide, 19 tall → push x by 3.5.
        var labels = [label("Wind", at: Point(x: 130, y: 105)), label("Wond", at: Point(x: 100, y: 100))]
        LabelCollisionResolver.resolve(&labels)
        // The second has the smaller x, so it moves back; the first moves forward.
        #expect(labels[0].center == Point(x: 133.5, y: 105))
        #expect(labels[1].center == Point(x: 96.5, y: 100))
    }

    @Test func tiesMoveTheFirstLabelBack() {
        var labels = [label("Wind", at: Point(x: 50, y: 50)), label("Wind", at: Point(x: 50, y: 50))]
        LabelCollisionResolver.resolve(&labels)
        // Overlap 36×24: y push 12.5; the first (tie) goes up.
        #expect(labels[0].center == Point(x: 50, y: 37.5))
        #expect(labels[1].center == Point(x: 50, y: 62.5))
    }

    @Test func separatedLabelsStayPut() {
        var labels = [label("Wind", at: Point(x: 0, y: 0)), label("Wind", at: Point(x: 0, y: 24))]
        LabelCollisionResolver.resolve(&labels)
        // Grown rects just touch (−12…12 and 12…36): no positive-area overlap.
        #expect(labels[0].center == Point(x: 0, y: 0))
        #expect(labels[1].center == Point(x: 0, y: 24))
    }

    @Test func eightPassesCanLeaveOverlapsLikeTheDevice() {
        var labels = (0..<12).map { _ in label("Wind", at: Point(x: 200, y: 200)) }
        LabelCollisionResolver.resolve(&labels)
        let overlapping = labels.indices.flatMap { i in labels.indices.filter { $0 > i }.map { (i, $0) } }
            .filter { labels[$0.0].frame.intersection(labels[$0.1].frame) != nil }
        #expect(!overlapping.isEmpty)
    }

    @Test func threeLabelsResolveInPlaceOverFourPasses() {
        // 13×20 estimates ("A": 6.5 → 7, + 6). Moves apply at once, so later pairs of a pass
        // see earlier moves; worked by hand: x pushes of 9, 4.5, 6.75, 3.375, 1.6875, 0.84375.
        var labels = [label("A", at: Point(x: 0, y: 0)), label("B", at: Point(x: 0, y: 0)), label("C", at: Point(x: 0, y: 10))]
        LabelCollisionResolver.resolve(&labels)
        #expect(labels[0].center == Point(x: -17.71875, y: 0))
        #expect(labels[1].center == Point(x: 17.4375, y: 0))
        #expect(labels[2].center == Point(x: 0.28125, y: 10))
    }

    /// Four labels that need all 8 passes to come apart: after 5 passes two still overlap, so a
    /// resolver with fewer passes leaves them on top of each other. Positions worked out by a
    /// step-by-step replay of the algorithm (powers of two: exact in binary).
    @Test func fourLabelsNeedAllEightPasses() {
        var labels = [label("Wind", at: Point(x: 12, y: 12)), label("Wind", at: Point(x: 10, y: 28)),
                      label("Wind", at: Point(x: 8, y: 24)), label("Wind", at: Point(x: 0, y: 0))]
        LabelCollisionResolver.resolve(&labels)
        #expect(labels.map(\.center) == [Point(x: 12, y: 3.5), Point(x: 10, y: 52.8359375), Point(x: 8, y: 28.5), Point(x: 0, y: -20.8359375)])
        let grown = labels.map { $0.frame.insetBy(dx: -LabelCollisionResolver.padding / 2, dy: -LabelCollisionResolver.padding / 2) }
        for i in grown.indices { for j in grown.indices where j > i { #expect(grown[i].intersection(grown[j]) == nil, "\(i) and \(j) overlap") } }
    }
}
