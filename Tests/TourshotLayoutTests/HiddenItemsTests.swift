import Testing
@testable import TourshotLayout
import TourshotModel

/// What the contrast paint leaves out: items no box can show (under an opaque card), never an
/// item a box shows or a kept blur reads.
struct HiddenItemsTests {
    static let canvas = Rect(x: 0, y: 0, width: 400, height: 800)
    static let card = VectorPath.roundedRect(Rect(x: 20, y: 500, width: 360, height: 200), radius: 16)
    static let row = DisplayItem.fill(.rect(Rect(x: 0, y: 520, width: 400, height: 44)), RGBAColor(white: 0.9))
    static let rowShadow = DisplayItem.shadow(.rect(Rect(x: 0, y: 520, width: 400, height: 44)), color: RGBAColor(white: 0, alpha: 0.1),
                                              radius: 3, offset: Point(x: 0, y: 1))
    static let title = Rect(x: 40, y: 520, width: 200, height: 22)

    @Test func aRoundedRectIsConvexAndAnLShapeIsNot() {
        #expect(HiddenItems.convexOutline(Self.card) != nil)
        #expect(HiddenItems.convexOutline(.ellipse(Rect(x: 0, y: 0, width: 30, height: 10))) != nil)
        let shape = VectorPath.polygon([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 10), Point(x: 10, y: 10),
                                        Point(x: 10, y: 20), Point(x: 0, y: 20)])
        #expect(HiddenItems.convexOutline(shape) == nil)
        var twoContours = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        twoContours.append(.rect(Rect(x: 20, y: 0, width: 10, height: 10)))
        #expect(HiddenItems.convexOutline(twoContours) == nil)
    }

    @Test func anOpaqueCardCoversWhatItHoldsButNotItsRoundedCorner() {
        func covers(_ item: DisplayItem, _ rect: Rect) -> Bool {
            var fills = HiddenItems.OpaqueFills([item])
            return fills.last(covering: rect) != nil
        }
        let opaque = DisplayItem.fill(Self.card, RGBAColor(white: 0.1))
        #expect(covers(opaque, Rect(x: 30, y: 510, width: 300, height: 50)))
        // Inside the card's bounds, outside its 16 pt corner arc.
        #expect(!covers(opaque, Rect(x: 21, y: 501, width: 4, height: 4)))
        #expect(!covers(.fill(Self.card, RGBAColor(white: 0.1, alpha: 0.95)), Rect(x: 30, y: 510, width: 300, height: 50)))
        #expect(!covers(.stroke(Self.card, StrokeStyle(width: 2), .white), Rect(x: 30, y: 510, width: 300, height: 50)))
    }

    @Test func theScreenUnderAnOpaqueCardIsLeftOutForTextOnTheCard() {
        let items: [DisplayItem] = [.clear(.white), Self.row, Self.rowShadow, .fill(Self.card, RGBAColor(white: 0.1))]
        let kept = HiddenItems.visible(items, reading: [Self.title], scale: 0.5, canvas: Self.canvas)
        #expect(kept == [.fill(Self.card, RGBAColor(white: 0.1))])
    }

    @Test func aBoxBesideTheCardKeepsTheScreenItTouches() {
        let items: [DisplayItem] = [.clear(.white), Self.row, Self.rowShadow, .fill(Self.card, RGBAColor(white: 0.1))]
        let beside = Rect(x: 0, y: 450, width: 100, height: 30)
        let kept = HiddenItems.visible(items, reading: [Self.title, beside], scale: 0.5, canvas: Self.canvas)
        // The row's shadow reaches 3σ + 1 pt above the row, not 40 pt: only the clear and the card's
        // own bounds meet the box beside.
        #expect(kept == [.clear(.white), .fill(Self.card, RGBAColor(white: 0.1))])
        let touching = Rect(x: 0, y: 505, width: 30, height: 20)
        #expect(HiddenItems.visible(items, reading: [touching], scale: 0.5, canvas: Self.canvas) == items)
    }

    @Test func aTranslucentCardHidesNothing() {
        let items: [DisplayItem] = [.clear(.white), Self.row, .fill(Self.card, RGBAColor(white: 0.1, alpha: 0.9))]
        #expect(HiddenItems.visible(items, reading: [Self.title], scale: 0.5, canvas: Self.canvas) == items)
    }

    @Test func aKeptBlurKeepsWhatItReads() {
        // A blur over the top of the screen, read by a box beside the card: a row just above
        // the card lies within the blur's reach (3σ), so it stays though no box meets it.
        let blur = DisplayItem.blur(clip: .rect(Rect(x: 0, y: 0, width: 400, height: 480)), radius: 10)
        let nearRow = DisplayItem.fill(.rect(Rect(x: 0, y: 490, width: 400, height: 20)), RGBAColor(white: 0.8))
        let items: [DisplayItem] = [.clear(.white), nearRow, blur, .fill(Self.card, RGBAColor(white: 0.1))]
        let beside = Rect(x: 0, y: 440, width: 100, height: 30)
        #expect(HiddenItems.visible(items, reading: [Self.title, beside], scale: 0.5, canvas: Self.canvas) == items)
        // Read only on the card, the blur and all below it go.
        #expect(HiddenItems.visible(items, reading: [Self.title], scale: 0.5, canvas: Self.canvas) == [.fill(Self.card, RGBAColor(white: 0.1))])
    }

    @Test func aBoxIsReadOnWholePixels() {
        #expect(HiddenItems.pixelBounds(Rect(x: 10.3, y: 4.9, width: 5, height: 1), scale: 0.5) == Rect(x: 10, y: 4, width: 6, height: 2))
    }
}
