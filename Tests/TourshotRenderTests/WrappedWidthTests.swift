import Testing
import TourshotLayout
import TourshotModel
@testable import TourshotRender

/// UIKit's width of wrapped text is its widest line with the space it broke at (Instructions' hint,
/// docs/styles.md): the coach-mark body ends 15 pt after that space.
struct WrappedWidthTests {
    @Test func aWrappedLineKeepsTheSpaceItBrokeAt() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let font = FontSpec(size: 15)
        let withSpace = measurer.measure("Sounds a bit ", font: font, wrapWidth: nil).width
        let withoutSpace = measurer.measure("Sounds a bit", font: font, wrapWidth: nil).width
        let uiKit = measurer.measureKeepingBreakSpaces("Sounds a bit generic", font: font, wrapWidth: withSpace + 10)
        #expect(withSpace > withoutSpace + 3)
        #expect(uiKit.height == 2 * font.lineHeight)
        #expect(uiKit.width == withSpace)
        // Pango's own extents let the space hang: what the SwiftUI styles measure.
        #expect(measurer.measure("Sounds a bit generic", font: font, wrapWidth: withSpace + 10).width == withoutSpace)
        #expect(measurer.uiKitSize("Sounds a bit generic", font: font, wrapWidth: withSpace + 10)
                == Size(width: withSpace.rounded(.up), height: 36))
    }
}
