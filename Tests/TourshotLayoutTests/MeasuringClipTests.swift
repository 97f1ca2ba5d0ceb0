import Testing
@testable import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// The clip lint's contrast picture is painted in: whole pixels, every point within the reach
/// of a box, less than a block more, few disjoint rectangles.
struct MeasuringClipTests {
    static let canvas = Rect(x: 0, y: 0, width: 393, height: 852)
    static let scale = 0.5

    /// The clip's rectangles, each as it was appended (a move and three lines).
    static func rects(_ path: VectorPath) -> [Rect] {
        stride(from: 0, to: path.elements.count, by: 5).map { VectorPath(Array(path.elements[$0..<$0 + 5])).bounds }
    }

    static func inside(_ point: Point, _ rects: [Rect]) -> Bool {
        rects.contains { $0.minX <= point.x && point.x < $0.maxX && $0.minY <= point.y && point.y < $0.maxY }
    }

    /// An arrow's cells: 40 squares an em wide along a diagonal curve, and two text boxes.
    static let boxes: [Rect] = (0..<40).map { index in
        let t = Double(index) / 39
        return Rect(x: 40 + 280 * t, y: 120 + 300 * t * t, width: 17, height: 17)
    } + [Rect(x: 24, y: 640, width: 300.3, height: 20.6), Rect(x: 24, y: 668.25, width: 181.7, height: 18)]

    @Test func holdsEveryPointWithinTheReachOnWholePixelsAndLittleMore() {
        let reach = 3.0 * 6 + 2
        let rects = Self.rects(MeasuringClip.path(around: Self.boxes, reach: reach, scale: Self.scale, canvas: Self.canvas))
        for rect in rects {
            for value in [rect.minX, rect.maxX, rect.minY, rect.maxY] {
                #expect((value * Self.scale).rounded() == value * Self.scale, "\(rect) is not on whole pixels")
            }
        }
        for (index, a) in rects.enumerated() {
            for b in rects[(index + 1)...] { #expect(a.intersection(b).map(\.isEmpty) ?? true, "\(a) and \(b) overlap") }
        }
        // Every pixel centre within the reach of a box is in; none more than a block beyond it.
        let pixel = 1 / Self.scale, block = Double(MeasuringClip.block) * pixel
        let grown = Self.boxes.map { $0.insetBy(dx: -reach, dy: -reach) }
        for y in stride(from: pixel / 2, to: Self.canvas.height, by: pixel) {
            for x in stride(from: pixel / 2, to: Self.canvas.width, by: pixel) {
                let point = Point(x: x, y: y)
                if Self.inside(point, grown) { #expect(Self.inside(point, rects), "\(point) is within reach but outside the clip") }
                if Self.inside(point, rects) {
                    #expect(Self.inside(point, grown.map { $0.insetBy(dx: -block, dy: -block) }), "\(point) is in the clip, a block beyond reach")
                }
            }
        }
        #expect(rects.count <= 40, "\(rects.count) rectangles for 42 boxes")
    }

    @Test func boxesOffTheCanvasGiveNoClip() {
        let path = MeasuringClip.path(around: [Rect(x: 500, y: 10, width: 20, height: 20)], reach: 4, scale: Self.scale, canvas: Self.canvas)
        #expect(path.elements.isEmpty)
        #expect(MeasuringClip.path(around: [], reach: 4, scale: Self.scale, canvas: Self.canvas).elements.isEmpty)
    }

    /// One box away from the edges: one rectangle, its sides on blocks around the grown box.
    @Test func oneBoxIsOneRectangleOfBlocks() {
        let rects = Self.rects(MeasuringClip.path(around: [Rect(x: 100.5, y: 200.25, width: 50, height: 10)], reach: 3,
                                                  scale: Self.scale, canvas: Self.canvas))
        // Grown: 97.5…153.5 × 197.25…213.25 pt, whole pixels 96…154 × 196…214, blocks of 8 pt.
        #expect(rects == [Rect(x: 96, y: 192, width: 64, height: 24)])
    }
}
