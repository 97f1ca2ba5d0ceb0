import Foundation
import Testing
import TourshotCLI
import TourshotInterfaceBuilder
import TourshotLayout
import TourshotRender

/// The import measures a label's text (and a button's title, a `UILabel` too) with UIKit's
/// `.standard` line breaks, as tourshot draws labels; a text field's keeps greedy breaks
/// (docs/styles.md "Line-break strategy per view"). The text and width where the two differ:
/// PolarisGuideKit's 15 pt message in 322 pt (`PushOutLineBreakTests`).
struct IBLineBreakTests {
    static let observe = "Observe: The highlight will stay in the correct position!"

    @Test func labelsBreakAsTheyAreDrawn() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let ib = PangoIBTextMeasurer(measurer)
        let font = IBFont(pointSize: 15)
        let standard = measurer.measureKeepingBreakSpaces(Self.observe, font: FontSpec(size: 15, lineBreak: .standard), wrapWidth: 322)
        let greedy = measurer.measureKeepingBreakSpaces(Self.observe, font: FontSpec(size: 15), wrapWidth: 322)
        #expect(standard.width < greedy.width)
        for element in ["label", "button", "configuredButton"] {
            #expect(ib.size(of: Self.observe, font: font, maxWidth: 322, lines: 0, element: element).width == standard.width)
        }
        #expect(ib.size(of: Self.observe, font: font, maxWidth: 322, lines: 0, element: "textField").width == greedy.width)
    }

    /// A wrap width the solver made huge (a constant of 1e12) or not finite is measured, not
    /// trapped on: as one line.
    @Test func hugeWrapWidthsAreClamped() throws {
        let measurer = PangoTextMeasurer(fonts: try FontSystem(fontDirectories: FontFiles.defaultDirectories))
        let ib = PangoIBTextMeasurer(measurer)
        let one = ib.size(of: Self.observe, font: IBFont(pointSize: 15), maxWidth: nil, lines: 0, element: "label")
        for width in [1e12, .infinity] {
            #expect(ib.size(of: Self.observe, font: IBFont(pointSize: 15), maxWidth: width, lines: 0, element: "label").height == one.height)
        }
    }
}
