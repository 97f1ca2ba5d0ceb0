import Foundation
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
        #expect(Self.card.convexOutline != nil)
        #expect(VectorPath.ellipse(Rect(x: 0, y: 0, width: 30, height: 10)).convexOutline != nil)
        let shape = VectorPath.polygon([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 10), Point(x: 10, y: 10),
                                        Point(x: 10, y: 20), Point(x: 0, y: 20)])
        #expect(shape.convexOutline == nil)
        var twoContours = VectorPath.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        twoContours.append(.rect(Rect(x: 20, y: 0, width: 10, height: 10)))
        #expect(twoContours.convexOutline == nil)
        // A pentagram turns one way at every corner but winds twice: its centre is no fill's.
        let star = VectorPath.polygon((0..<5).map { k in
            let angle = Double(k) * 4 * Double.pi / 5
            return Point(x: 50 + 40 * sin(angle), y: 50 - 40 * cos(angle))
        })
        #expect(star.convexOutline == nil)
        // A cubic that bends back (an S) between points on it.
        var wave = VectorPath([.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0))])
        wave.cubic(Point(x: 100, y: 60), Point(x: 40, y: 40), to: Point(x: 0, y: 100))
        wave.close()
        #expect(wave.convexOutline == nil)
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
        // The row and its shadow (3σ = 9 pt, offset 1 pt) stay below y 510, away from the box
        // beside; the clear meets it, and the card stays for the title on it.
        #expect(kept == [.clear(.white), .fill(Self.card, RGBAColor(white: 0.1))])
        let touching = Rect(x: 0, y: 505, width: 30, height: 20)
        #expect(HiddenItems.visible(items, reading: [touching], scale: 0.5, canvas: Self.canvas) == items)
    }

    @Test func aTranslucentCardHidesNothing() {
        let items: [DisplayItem] = [.clear(.white), Self.row, .fill(Self.card, RGBAColor(white: 0.1, alpha: 0.9))]
        #expect(HiddenItems.visible(items, reading: [Self.title], scale: 0.5, canvas: Self.canvas) == items)
    }

    @Test func aKeptBlurKeepsWhatItReads() {
        // A blur over the top of the screen, read by a box beside the card: it reads its whole
        // clip, so a row inside the clip stays though no box meets it; a row below the clip
        // (the blur clamps at its edge) does not.
        let blur = DisplayItem.blur(clip: .rect(Rect(x: 0, y: 0, width: 400, height: 480)), radius: 10)
        let inClip = DisplayItem.fill(.rect(Rect(x: 200, y: 400, width: 200, height: 20)), RGBAColor(white: 0.8))
        let belowClip = DisplayItem.fill(.rect(Rect(x: 200, y: 486, width: 200, height: 10)), RGBAColor(white: 0.7))
        let card = DisplayItem.fill(Self.card, RGBAColor(white: 0.1))
        let items: [DisplayItem] = [.clear(.white), inClip, belowClip, blur, card]
        let beside = Rect(x: 0, y: 440, width: 100, height: 30)
        #expect(HiddenItems.visible(items, reading: [Self.title, beside], scale: 0.5, canvas: Self.canvas) == [.clear(.white), inClip, blur, card])
        // Read only on the card, the blur and all below it go.
        #expect(HiddenItems.visible(items, reading: [Self.title], scale: 0.5, canvas: Self.canvas) == [card])
        // A blur inside a clipped group blurs its whole clip all the same.
        let nested = DisplayItem.clipped(.rect(Rect(x: 0, y: 0, width: 50, height: 50)), [blur])
        #expect(HiddenItems.footprint(nested, canvas: Self.canvas) == Rect(x: 0, y: 0, width: 400, height: 480))
    }

    @Test func aBoxIsReadOnWholePixels() {
        #expect(BackgroundPixels.wholePixels(Rect(x: 10.3, y: 4.9, width: 5, height: 1), scale: 0.5) == Rect(x: 10, y: 4, width: 6, height: 2))
    }
}
