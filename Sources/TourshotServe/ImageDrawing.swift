import Foundation
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPreview

/// Draws images for the page through the one pipeline every command uses, in two passes so a
/// saved file shows as soon as its pictures are drawn: the pictures `render` draws, then the
/// review — the warnings and lint findings `lint` reports and, for the base variant, the
/// verdict and composite of `check` against the goldens.
struct ImageDrawing {
    let project: PreviewProject
    let goldens: URL

    struct Review: Sendable {
        let layoutText: String
        let warnings: [LayoutWarning]
        let golden: ServedImage.GoldenView
    }

    /// Everything `jobs` read, resolved once for both passes.
    func inputs(_ jobs: [ImageJob]) throws -> PreviewInputs {
        try PreviewInputs(project: project, jobs: jobs)
    }

    /// The PNG of each job, in order, on all cores. Without the review's warnings (a plain
    /// render draws the same pixels and skips the search for fixes).
    func pictures(_ inputs: PreviewInputs) throws -> [[UInt8]] {
        guard !inputs.jobs.isEmpty else { return [] }
        return try PreviewPipeline(inputs, lint: false).run(inputs.jobs) { preview in
            try preview.encode(preview.picture())
        }
    }

    /// Each job's review, in order; `pngs` are its pictures. `compareGoldens` for the base
    /// variant, the only one with goldens.
    func review(_ inputs: PreviewInputs, pngs: [[UInt8]], compareGoldens: Bool) throws -> [Review] {
        guard !inputs.jobs.isEmpty else { return [] }
        // Stems are unique within a variant (`ImageSelection.checkNamesDiffer`).
        let byStem = Dictionary(zip(inputs.jobs.map(\.name.stem), pngs), uniquingKeysWith: { first, _ in first })
        let settings = project.project.lint, goldens = self.goldens
        let tolerances = GoldenTolerances(project: project.project.check)
        return try PreviewPipeline(inputs).run(inputs.jobs) { preview in
            let layoutText = LayoutGolden.text(preview.layout)
            let warnings = try preview.linted(settings).warnings
            let golden = compareGoldens
                ? try Self.compare(png: byStem[preview.job.name.stem] ?? [], layout: layoutText,
                                   with: GoldenFiles(folder: goldens, name: preview.job.name), tolerances: tolerances)
                : .variant
            return Review(layoutText: layoutText, warnings: warnings, golden: golden)
        }
    }

    /// The check's verdict on one image, and the report's composite when it failed.
    static func compare(png: [UInt8], layout: String, with golden: GoldenFiles, tolerances: GoldenTolerances) throws -> ServedImage.GoldenView {
        let (outcome, pictures) = try GoldenComparison(tolerances: tolerances).compare(png: png, layout: layout, with: golden, keepPictures: true)
        switch outcome.status {
        case .passed: return ServedImage.GoldenView(status: .passed, summary: outcome.summary, composite: nil)
        case .missing: return ServedImage.GoldenView(status: .missing, summary: outcome.summary, composite: nil)
        case .failed:
            let panels = pictures.flatMap { Composite.make([$0.expected, $0.actual, $0.diff]) }
            return ServedImage.GoldenView(status: .failed, summary: outcome.summary, composite: try panels.map { try ImageFile.encode($0) })
        }
    }

    /// One image with its warnings and lint findings drawn on (`render --annotate`'s overlay).
    func annotated(_ job: ImageJob) throws -> [UInt8] {
        let inputs = try PreviewInputs(project: project, jobs: [job])
        let settings = project.project.lint
        return try PreviewPipeline(inputs).run([job]) { preview in
            try preview.encode(preview.picture(annotated: try preview.linted(settings)))
        }[0]
    }
}
