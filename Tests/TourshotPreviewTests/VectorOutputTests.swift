import Foundation
import Testing
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
/// with tourshot's PNG by tourshot's pixelmatch diff (threshold 0.1, anti-aliasing ignored):
/// at most 1% of the pixels may differ.
struct VectorOutputTests {
    static let allowedRatio = 0.01

    struct Outcome: Sendable {
        let name: String
        let svgRatio: Double
        let pdfRatio: Double
        let svgBytes: Int
        let pdfBytes: Int
        let pngBytes: Int
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

    static func ratio(_ png: [UInt8], _ rasterised: URL) throws -> Double {
        let expected = try PNGCodec.decode(png, maxWidth: 8192, maxHeight: 8192)
        let actual = try ImageFile.read(rasterised)
        return try PixelDiff.compare(expected, actual).ratio
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
            return Outcome(name: name,
                           svgRatio: try Self.ratio(png, URL(fileURLWithPath: base.path + ".rsvg.png")),
                           pdfRatio: try Self.ratio(png, URL(fileURLWithPath: base.path + ".poppler.png")),
                           svgBytes: svg.count, pdfBytes: pdf.count, pngBytes: png.count)
        }
        // approach 20 + instructions 5 + polaris 5 + spotlight 3 + onboarding 6 + locales 3 (its first locale)
        #expect(outcomes.count == jobs.count && jobs.count == 42)
        var lines: [String] = []
        for outcome in outcomes {
            lines.append("\(outcome.name): svg \(DiffResult.percent(outcome.svgRatio)), pdf \(DiffResult.percent(outcome.pdfRatio)); \(outcome.svgBytes / 1024) KiB svg, \(outcome.pdfBytes / 1024) KiB pdf, \(outcome.pngBytes / 1024) KiB png")
            #expect(outcome.svgRatio <= Self.allowedRatio, "\(outcome.name): \(DiffResult.percent(outcome.svgRatio)) of the pixels of rsvg-convert's rendering differ from the PNG")
            #expect(outcome.pdfRatio <= Self.allowedRatio, "\(outcome.name): \(DiffResult.percent(outcome.pdfRatio)) of the pixels of pdftoppm's rendering differ from the PNG")
        }
        if let path = ProcessInfo.processInfo.environment["TOURSHOT_VECTOR_REPORT"] {
            try AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: URL(fileURLWithPath: path))
        }
    }
}
