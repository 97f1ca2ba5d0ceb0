import Foundation
import Testing
@testable import TourshotInterfaceBuilder

/// The import injects its text measurer; the solver asks it for every text's size with the
/// font the document describes.
struct InjectedTextMeasurerTests {
    /// 10 pt a character, 12 in bold: a size no estimate would give.
    private struct TenAPoint: IBTextMeasuring {
        func size(of text: String, font: IBFont, maxWidth: Double?, lines: Int, element: String) -> (width: Double, height: Double) {
            (Double(text.count) * (font.weight == .bold ? 12 : 10), font.pointSize * 1.1935)
        }
    }

    private func labelFrame(font: String) throws -> IBRect {
        let data = Documents.scene(
            subviews: Documents.view("lab-01-abc", "label", attributes: "text=\"Hello\"", inner: font),
            constraints: """
            <constraint firstItem="lab-01-abc" firstAttribute="top" secondItem="root-01-abc" secondAttribute="top" constant="100" id="c01-01-abc"/>
            <constraint firstItem="lab-01-abc" firstAttribute="leading" secondItem="root-01-abc" secondAttribute="leading" constant="20" id="c02-01-abc"/>
            """)
        let document = try IBDocumentReader.read(data, name: "Text.storyboard")
        return IBLayout.layout(document, text: IBTextSizing(measurer: TenAPoint())).frames[document.index(ofView: "lab-01-abc")!]
    }

    /// Five characters at 10 pt; one line of 17 pt (20.29) rounded up to the 2× pixel.
    @Test func aLabelIsAsWideAsTheMeasurerSays() throws {
        #expect(try labelFrame(font: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>")
            == IBRect(x: 20, y: 100, width: 50, height: 20.5))
        #expect(try labelFrame(font: "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>")
            == IBRect(x: 20, y: 100, width: 60, height: 20.5))
    }

    /// A named font keeps its name (the summary lists it) and its weight from the name.
    @Test func namedFontsWeighAsTheirNameSays() {
        #expect(IBFont.weight(ofNamed: "HelveticaNeue-Light") == .light)
        #expect(IBFont.weight(ofNamed: "HelveticaNeue-Bold") == .bold)
        #expect(IBFont.weight(ofNamed: "AvenirNext-DemiBold") == .semibold)
        #expect(IBFont.weight(ofNamed: "Georgia") == .regular)
    }
}
