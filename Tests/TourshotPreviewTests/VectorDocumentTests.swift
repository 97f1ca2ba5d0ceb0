import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotRender
import TourshotTestSupport

/// The SVG and PDF documents themselves: deterministic bytes, one page of the canvas size in
/// points, glyphs rather than bitmaps of text, and no full-canvas bitmap when nothing blurs.
struct VectorDocumentTests {
    /// Renders the given jobs twice in one pool (workers interleave) and returns both runs.
    static func renderTwice(_ jobs: [ImageJob], format: OutputFormat) throws -> ([[UInt8]], [[UInt8]]) {
        let twice = jobs + jobs
        let documents = try GoldenImageTests.pipeline.run(twice) { preview in try preview.encode(preview.layout.picture, as: format) }
        return (Array(documents[..<jobs.count]), Array(documents[jobs.count...]))
    }

    static func job(_ tour: String, _ screen: String? = nil, step: Int, _ orientation: Orientation = .portrait) -> ImageJob {
        GoldenImageTests.jobs.first { $0.tour.name == tour && (screen == nil || $0.screen.name == screen) && $0.step == step && $0.orientation == orientation }!
    }

    static let sample: [ImageJob] = [job("approach", "iphone-se", step: 2), job("approach", "iphone-15-pro", step: 3, .landscape),
                                     job("spotlight", step: 1), job("polaris", step: 4), job("onboarding", step: 1)]

    @Test(arguments: [OutputFormat.svg, .pdf])
    func sameInputGivesTheSameBytes(_ format: OutputFormat) throws {
        let (first, second) = try Self.renderTwice(Self.sample, format: format)
        for (index, (a, b)) in zip(first, second).enumerated() {
            let same = a == b
            #expect(same, "\(GoldenImageTests.name(Self.sample[index])) as \(format.rawValue) differs between two renders")
        }
    }

    @Test func pdfHasOnePageOfTheCanvasSizeInPointsAndNoDates() throws {
        let job = Self.job("approach", "iphone-15-pro", step: 3, .landscape)
        let pdf = try GoldenImageTests.pipeline.run([job]) { preview in try preview.encode(preview.layout.picture, as: .pdf) }[0]
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/Count 1"))
        #expect(text.contains("/MediaBox [ 0 0 852 393 ]"))
        #expect(!text.contains("/CreationDate") && !text.contains("/ModDate"))
    }

    @Test func svgIsSizedInCanvasUnitsWithGlyphsAndNoFullCanvasBitmapWithoutBlur() throws {
        // Polaris step 1 has no blur: its SVG carries only the shadow patch as an image.
        let job = Self.job("polaris", step: 1)
        let results = try GoldenImageTests.pipeline.run([job]) { preview in
            (try preview.encode(preview.layout.picture, as: .svg), preview.layout)
        }
        let (svg, layout) = results[0]
        #expect(!layout.displayList.contains { if case .blur = $0 { true } else { false } })
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("width=\"393px\" height=\"852px\" viewBox=\"0 0 393 852\""))
        #expect(text.contains("<symbol overflow=\"visible\" id=\"glyph"))
        let xml = try XMLDocument(data: Data(svg))
        #expect(xml.rootElement()?.name == "svg")
        // Images are shadows only, each far smaller than the canvas.
        let images = try xml.nodes(forXPath: "//*[local-name()='image']")
        for case let image as XMLElement in images {
            let width: Double = Double(image.attribute(forName: "width")?.stringValue ?? "0") ?? 0
            let height: Double = Double(image.attribute(forName: "height")?.stringValue ?? "0") ?? 0
            let canvas: Double = Double(layout.pixelWidth * layout.pixelHeight)
            #expect(width * height < 0.5 * canvas)
        }
        #expect(svg.count < 200_000)
    }
}
