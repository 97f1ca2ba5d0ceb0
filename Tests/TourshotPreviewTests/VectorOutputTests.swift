import Foundation
import Testing
import TourshotFiles
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotPreview
import TourshotRender
import TourshotTestSupport

/// SVG and PDF are the PNG's picture: every step of every demo tour (the five styles, in
/// portrait on each tour's first screen, plus the approach tour's landscape and iPhone SE images,
/// at each screen's own scale; the dark, RTL and text-size variants reuse the same painter paths
/// and are left out to keep the suite fast) is rasterised by independent renderers —
/// librsvg's `rsvg-convert` and poppler's `pdftoppm` — at the PNG's pixel size and compared
/// with tourshot's PNG by tourshot's pixelmatch diff (threshold 0.1, anti-aliasing ignored).
/// Two budgets: over the whole image at most `allowedRatio` of the pixels may differ, and
/// inside each drawn item's box (every text run, every arrowhead: `DrawnItem`) at most
/// `allowedPerItem` of the box's pixels, so a label or an arrowhead missing from the file
/// fails even where it is a few hundred pixels of a million.
struct VectorOutputTests {
    static let allowedRatio = (svg: 0.002, pdf: 0.005)
    /// Measured without a fault: text at most 4.1% (SVG) and 8.5% (PDF), arrowheads 1.2%; with
    /// the vector surfaces leaving them out, a missing "Skip" run made 11.1–18.5% of its box
    /// differ and a missing chevron 6.25–13.3% (docs/vector.md).
    static func allowedPerItem(_ kind: DrawnItem.Kind, svg: Bool) -> Double {
        switch kind {
        case .text: svg ? 0.06 : 0.10
        case .arrowhead: 0.03
        }
    }

    struct Outcome: Sendable {
        let name: String
        let svgRatio: Double
        let pdfRatio: Double
        let svgBytes: Int
        let pdfBytes: Int
        let pngBytes: Int
        /// The text run and the arrowhead whose boxes differ most, in the SVG and in the PDF.
        let svgWorst: String
        let pdfWorst: String
        /// Every item over `allowedPerItem`, said in full.
        let itemFailures: [String]
    }

    static func tool(_ name: String) -> String? {
        ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tool and fails with its standard error when it does not exit 0.
    static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RenderError("\(executable) \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
        }
    }

    /// How `rasterised` differs from `png`: the share of all pixels, and for each drawn item
    /// the share of its box's pixels, worst first.
    static func compare(_ png: [UInt8], _ rasterised: URL, items: [DrawnItem]) throws -> (ratio: Double, items: [(DrawnItem, Double)]) {
        let expected = try PNGCodec.decode(png, maxWidth: 8192, maxHeight: 8192)
        let actual = try ImageFile.read(rasterised)
        var options = DiffOptions()
        options.mask = true
        let result = try PixelDiff.compare(expected, actual, options: options, drawDiff: true)
        let mask = result.diffImage!
        let shares = items.map { item in (item, Double(DrawnItem.marked(mask, in: item.box)) / Double(item.box.width * item.box.height)) }
        return (result.ratio, shares.sorted { $0.1 > $1.1 })
    }

    @Test(.enabled(if: tool("rsvg-convert") != nil && tool("pdftoppm") != nil, "needs librsvg2-bin and poppler-utils (scripts/setup)"))
    func everyDemoImageRasterisesToItsPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-vector-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rsvg = Self.tool("rsvg-convert")!, pdftoppm = Self.tool("pdftoppm")!
        let variants = ["-dark", "-rtl", "-text"]
        let jobs = GoldenImageTests.jobs.filter { job in
            !variants.contains { job.tour.name.contains($0) }
                && (job.tour.name == "approach" || (job.orientation == .portrait && job.screen == job.tour.screens[0]))
                && job.tour.locale == job.tour.localization?.locales.first
        }
        let outcomes = try GoldenImageTests.pipeline.run(jobs) { preview in
            let job = preview.job, layout = preview.layout, renderer = preview
            let name = String(GoldenImageTests.name(job).dropLast(4))
            let png = try renderer.encode(layout.picture)
            let svg = try renderer.encode(layout.picture, as: .svg)
            let pdf = try renderer.encode(layout.picture, as: .pdf)
            let base = folder.appendingPathComponent(name)
            try AtomicFile.write(svg, to: base.appendingPathExtension("svg"))
            try AtomicFile.write(pdf, to: base.appendingPathExtension("pdf"))
            let (width, height) = (String(layout.pixelWidth), String(layout.pixelHeight))
            try Self.run(rsvg, ["-w", width, "-h", height, "-o", base.path + ".rsvg.png", base.path + ".svg"])
            try Self.run(pdftoppm, ["-png", "-singlefile", "-scale-to-x", width, "-scale-to-y", height,
                                    base.path + ".pdf", base.path + ".poppler"])
            let items = DrawnItem.items(of: layout)
            let svgDiff = try Self.compare(png, URL(fileURLWithPath: base.path + ".rsvg.png"), items: items)
            let pdfDiff = try Self.compare(png, URL(fileURLWithPath: base.path + ".poppler.png"), items: items)
            var failures: [String] = []
            for (format, diff) in [("svg", svgDiff), ("pdf", pdfDiff)] {
                for (item, share) in diff.items where share > Self.allowedPerItem(item.kind, svg: format == "svg") {
                    failures.append("\(name).\(format): \(item) at \(item.box): \(DiffCounts.percent(share)) of its pixels differ from the PNG")
                }
            }
            // The worst text run and the worst arrowhead.
            let worst = { (diff: (ratio: Double, items: [(DrawnItem, Double)])) in
                [DrawnItem.Kind.text, .arrowhead].compactMap { kind in diff.items.first { $0.0.kind == kind } }
                    .map { "\($0.0) \(DiffCounts.percent($0.1))" }.joined(separator: ", ")
            }
            return Outcome(name: name, svgRatio: svgDiff.ratio, pdfRatio: pdfDiff.ratio,
                           svgBytes: svg.count, pdfBytes: pdf.count, pngBytes: png.count,
                           svgWorst: worst(svgDiff), pdfWorst: worst(pdfDiff), itemFailures: failures)
        }
        // approach 20 + instructions 5 + polaris 5 + spotlight 3 + onboarding 6 + locales 3 (its first locale)
        #expect(outcomes.count == jobs.count && jobs.count == 42)
        var lines: [String] = []
        for outcome in outcomes {
            lines.append("\(outcome.name): svg \(DiffCounts.percent(outcome.svgRatio)), pdf \(DiffCounts.percent(outcome.pdfRatio)); \(outcome.svgBytes / 1024) KiB svg, \(outcome.pdfBytes / 1024) KiB pdf, \(outcome.pngBytes / 1024) KiB png; worst items: svg \(outcome.svgWorst); pdf \(outcome.pdfWorst)")
            #expect(outcome.itemFailures.isEmpty, "\(outcome.itemFailures.joined(separator: "\n"))")
            #expect(outcome.svgRatio <= Self.allowedRatio.svg, "\(outcome.name): \(DiffCounts.percent(outcome.svgRatio)) of the pixels of rsvg-convert's rendering differ from the PNG")
            #expect(outcome.pdfRatio <= Self.allowedRatio.pdf, "\(outcome.name): \(DiffCounts.percent(outcome.pdfRatio)) of the pixels of pdftoppm's rendering differ from the PNG")
        }
        if let path = ProcessInfo.processInfo.environment["TOURSHOT_VECTOR_REPORT"] {
            try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: URL(fileURLWithPath: path))
        }
    }
}
