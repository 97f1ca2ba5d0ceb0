import Testing
@testable import TourshotLayout
import TourshotModel

/// What the blurs read for the boxes lint reads: within each blur's rectangle, 3σ around the
/// parts of the areas there, the last blur first.
struct BlurReachTests {
    static let scale = 0.5
    static let text = Rect(x: 40, y: 100, width: 60, height: 20)
    static let screenBlur = DisplayItem.blur(clip: .rect(Rect(x: 0, y: 0, width: 400, height: 600)), radius: 10)
    static let pill = DisplayItem.blur(clip: .roundedRect(Rect(x: 30, y: 96, width: 80, height: 28), radius: 14), radius: 6)

    @Test func withoutBlursTheAreasAreTheBoxes() {
        let fill = DisplayItem.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 600)), .white)
        #expect(BlurReach.areas(deciding: [Self.text], through: [fill], scale: Self.scale) == [Self.text])
    }

    @Test func aBlurReadsThreeSigmaAroundTheBoxInsideItsRectangle() {
        // The screen's blur: 30 pt around the text, cut at the rectangle's top and left edges.
        let areas = BlurReach.areas(deciding: [Self.text], through: [Self.screenBlur], scale: Self.scale)
        #expect(areas == [Self.text, Rect(x: 10, y: 70, width: 120, height: 80)])
        let corner = Rect(x: 4, y: 4, width: 10, height: 10)
        #expect(BlurReach.areas(deciding: [corner], through: [Self.screenBlur], scale: Self.scale)
                    == [corner, Rect(x: 0, y: 0, width: 44, height: 44)])
    }

    @Test func aBlurAwayFromEveryBoxReadsNothingForThem() {
        let far = Rect(x: 200, y: 400, width: 60, height: 20)
        #expect(BlurReach.areas(deciding: [far], through: [Self.pill], scale: Self.scale) == [far])
    }

    /// The pill's blur, painted after the screen's, reads 18 pt around the text inside the pill;
    /// the screen's blur then reads 30 pt around all of that.
    @Test func aLaterBlurAddsWhatItReadsBeforeTheEarlierOneIsTaken() {
        let areas = BlurReach.areas(deciding: [Self.text], through: [Self.screenBlur, Self.pill], scale: Self.scale)
        let pillRead = Rect(x: 30, y: 96, width: 80, height: 28)
        #expect(areas == [Self.text, pillRead, Rect(x: 10, y: 70, width: 120, height: 80), Rect(x: 0, y: 66, width: 140, height: 88)])
    }

    @Test func aBlurNestedInAClipIsFound() {
        let clipped = DisplayItem.clipped(.rect(Rect(x: 0, y: 0, width: 400, height: 300)), [Self.screenBlur])
        #expect(BlurReach.blurs([.layer([clipped], cutouts: CutoutMask(canvas: Rect(x: 0, y: 0, width: 400, height: 600), holes: [], rule: .union)), Self.pill]).map(\.radius) == [10, 6])
        #expect(BlurReach.blurs([.blur(clip: .rect(Self.text), radius: 0)]).isEmpty)
    }

    /// Many parts in one blur's rectangle are read as one rectangle around them all.
    @Test func manyPartsAreReadAsOne() {
        let cells = (0..<20).map { Rect(x: 20 + Double($0) * 15, y: 200, width: 10, height: 10) }
        let areas = BlurReach.areas(deciding: cells, through: [Self.screenBlur], scale: Self.scale)
        #expect(areas == cells + [Rect(x: 0, y: 170, width: 345, height: 70)])
    }
}
