import Foundation
import Testing
import TourshotLayout
import TourshotModel
import TourshotTestSupport

/// Highlights → hole shapes with each reference system's defaults, and how the holes combine.
struct CutoutGeometryTests {
    /// A 100 × 40 button at (20, 100) with UIKit corner radius 12.
    static let button = CapturedElement(id: "button", frame: Rect(x: 20, y: 100, width: 100, height: 40), cornerRadius: 12)

    static func bounds(_ highlight: Highlight, _ style: TutorialStyle) -> Rect {
        CutoutGeometry.cutout(for: highlight, element: button, style: ReferenceStyles.style(style)).bounds
    }

    static let diagonal = (100.0 * 100 + 40 * 40).squareRoot()

    @Test(arguments: [
        // Instructions' default cutout: the frame grown by 4 (radius 4).
        (TutorialStyle.instructions, Highlight(element: "button"), Rect(x: 16, y: 96, width: 108, height: 48)),
        (.instructions, Highlight(element: "button", padding: 0), Rect(x: 20, y: 100, width: 100, height: 40)),
        // Polaris' DefaultFocusStyle: exactly the focus view's frame.
        (.polaris, Highlight(element: "button"), Rect(x: 20, y: 100, width: 100, height: 40)),
        // Polaris focusAreaInsets −4 (padding 4).
        (.polaris, Highlight(element: "button", padding: 4, cornerRadiusRule: .followElement(delta: 2)), Rect(x: 16, y: 96, width: 108, height: 48)),
        // Polaris circle: fixed 50 by default, around the frame's centre (70, 120).
        (.polaris, Highlight(element: "button", shape: .circle), Rect(x: 20, y: 70, width: 100, height: 100)),
        // scaledToFocusView(1.3): min(100, 40) × 1.3 / 2 = 26.
        (.polaris, Highlight(element: "button", cornerRadiusRule: nil, radius: .scaleElement(factor: 1.3)), Rect(x: 44, y: 94, width: 52, height: 52)),
        // centerOffset moves the circle.
        (.polaris, Highlight(element: "button", shape: .circle, cornerRadiusRule: nil, radius: .fixed(10), offset: Point(x: 5, y: -5)),
         Rect(x: 65, y: 105, width: 20, height: 20)),
        // Spotlight's default circle: the circle through the frame's corners.
        (.spotlight, Highlight(element: "button"), Rect(x: 70 - diagonal / 2, y: 120 - diagonal / 2, width: diagonal, height: diagonal)),
        // .rectangle(cornerRadius: 8) grows by 8 / 2 = 4 (Spotlight's own test); 12 by 6.
        (.spotlight, Highlight(element: "button", cornerRadius: 8), Rect(x: 16, y: 96, width: 108, height: 48)),
        (.spotlight, Highlight(element: "button", shape: .roundedRect), Rect(x: 14, y: 94, width: 112, height: 52)),
        (.spotlight, Highlight(element: "button", shape: .rect), Rect(x: 20, y: 100, width: 100, height: 40)),
        // TutorialKit: the element's own shape, no padding.
        (.tutorialkit, Highlight(element: "button"), Rect(x: 20, y: 100, width: 100, height: 40)),
        (.tutorialkit, Highlight(element: "button", shape: .oval, padding: 10), Rect(x: 10, y: 90, width: 120, height: 60)),
        (.tutorialkit, Highlight(element: "button", shape: .capsule, padding: -5), Rect(x: 25, y: 105, width: 90, height: 30)),
        // A padding that shrinks past nothing leaves an empty hole at the centre.
        (.tutorialkit, Highlight(element: "button", padding: -30), Rect(x: 50, y: 120, width: 40, height: 0)),
    ])
    func bounds(_ style: TutorialStyle, _ highlight: Highlight, _ expected: Rect) {
        let actual = Self.bounds(highlight, style)
        #expect(abs(actual.minX - expected.minX) < 1e-9 && abs(actual.minY - expected.minY) < 1e-9)
        #expect(abs(actual.width - expected.width) < 1e-9 && abs(actual.height - expected.height) < 1e-9)
    }

    @Test(arguments: [
        (TutorialStyle.instructions, nil as CornerRadiusRule?, 4.0),
        (.polaris, nil, 0),
        (.spotlight, nil, 12),
        (.tutorialkit, nil, 12),
        (.onboarding, nil, 12),
        (.polaris, .fixed(20), 20),
        // followFocusView(+2) on a 12 pt corner; scaleWithFocusView(1.25) → 15.
        (.polaris, .followElement(delta: 2), 14),
        (.polaris, .scaleElement(factor: 1.25), 15),
    ])
    func cornerRadiusModes(_ style: TutorialStyle, _ rule: CornerRadiusRule?, _ expected: Double) {
        #expect(CutoutGeometry.cornerRadius(rule, element: Self.button, style: ReferenceStyles.style(style)) == expected)
    }

    @Test func negativeRadiusIsClampedToZero() {
        // Polaris clamps a resolved radius to ≥ 0: 12 − 20 gives square corners.
        let cutout = CutoutGeometry.cutout(for: Highlight(element: "button", cornerRadiusRule: .followElement(delta: -20)),
                                           element: Self.button, style: ReferenceStyles.style(.polaris))
        #expect(cutout.path == .rect(Rect(x: 20, y: 100, width: 100, height: 40)))
    }

    @Test func cornerStyles() {
        let rect = Rect(x: 16, y: 96, width: 108, height: 48)
        // Both libraries build their holes with UIBezierPath(roundedRect:…), whose corners are
        // continuous; TutorialKit's captured corners stay circular (CALayer.cornerRadius).
        #expect(CutoutGeometry.cutout(for: Highlight(element: "button"), element: Self.button, style: ReferenceStyles.style(.instructions)).path
            == .continuousRoundedRect(rect, radius: 4))
        #expect(CutoutGeometry.cutout(for: Highlight(element: "button", padding: 4, cornerRadius: 4), element: Self.button, style: ReferenceStyles.style(.polaris)).path
            == .continuousRoundedRect(rect, radius: 4))
        #expect(CutoutGeometry.cutout(for: Highlight(element: "button", padding: 4, cornerRadius: 4), element: Self.button, style: ReferenceStyles.style(.tutorialkit)).path
            == .roundedRect(rect, radius: 4))
    }

    @Test(arguments: [
        (TutorialStyle.instructions, CutoutMask.Rule.evenOdd, 0.0),
        (.polaris, .evenOdd, 1),
        (.spotlight, .union, 0),
        (.tutorialkit, .union, 0),
        (.onboarding, .union, 0),
    ])
    func holesCombineAsEachSystemDoes(_ style: TutorialStyle, _ rule: CutoutMask.Rule, _ stroke: Double) {
        let canvas = Rect(x: 0, y: 0, width: 400, height: 800)
        let cutout = CutoutGeometry.cutout(for: Highlight(element: "button"), element: Self.button, style: ReferenceStyles.style(style))
        let mask = CutoutGeometry.mask(for: ReferenceStyles.style(style), canvas: canvas, cutouts: [cutout, cutout])
        #expect(mask.rule == rule)
        #expect(mask.edgeStroke == stroke)
        #expect(mask.holes.count == 2)
        #expect(mask.canvas == canvas)
    }
}
