import ArgumentParser
import Foundation
import TourshotFiles
import TourshotLayout
import TourshotGolden
import TourshotModel
import TourshotPreview

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write a contact sheet: every step × orientation of a tour on a PNG grid, with an HTML page.",
        discussion: """
        Renders every step of the tour on every screen and orientation with its warnings drawn on (as --annotate does), then writes contact-sheet.png (rows: steps; columns: screen × orientation; each image captioned, with red and amber badges counting its errors and warnings; a long tour is split into contact-sheet-1.png, -2.png, …) and index.html (the sheets, then every image with its warnings and fixes) for a pull-request comment.

        Every input is checked before anything is written. The folder is replaced on the next run; a folder holding files tourshot did not write is refused.

        Examples:
          tourshot review --tour approach
          tourshot review --tour approach --screen iphone-se --landscape --out review/
        """)

    @OptionGroup var selection: SelectionOptions<OneTourDefaults>
    @OptionGroup var variant: VariantOptions
    @OptionGroup var quiet: QuietOption

    @Option(name: .long, help: ArgumentHelp("Folder for the contact sheet, index.html and the images (default: <output>/review/<tour>).", valueName: "dir"))
    var out: String?

    func run() throws {
        let inputs = try selection.load(variant: variant.presentation)
        let tour = inputs.jobs[0].tour.name
        let pages: ReviewPlan
        do { pages = try ReviewPlan(jobs: inputs.jobs) } catch { throw CommandFailure(error) }
        let folder = try reviewFolder(inputs, tour: tour, plan: pages)
        let images = folder.url.appendingPathComponent("images", isDirectory: true)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)

        // Each image is written as it is made; the sheet keeps only a small PNG of it.
        let pipeline = PreviewPipeline(inputs)
        let settings = inputs.project.project.lint
        let made = try pipeline.run(inputs.jobs, quiet: quiet) { preview in
            let url = images.appendingPathComponent(preview.job.name.png)
            let linted = try preview.linted(settings)
            let annotated = preview.picture(annotated: linted)
            try AtomicFile.write(try preview.encode(annotated), to: url)
            return try ReviewSheets.entry(preview, linted: linted, annotated: annotated, image: url, plan: pages)
        }
        let entries = made.map(\.0)
        let sheets = try ReviewSheets.write(entries: entries, thumbnails: made.map(\.1), tour: tour, plan: pages, folder: folder.url, pipeline: pipeline)
        let pageURL = folder.url.appendingPathComponent("index.html")
        try AtomicFile.write(Array(ReviewPage.html(tour: tour, entries: entries, sheets: sheets.map(\.lastPathComponent)).utf8), to: pageURL)
        try folder.finish(written: pages.files(entries.map(\.name)))
        let warnings = entries.flatMap(\.warnings)
        let errors = warnings.filter { $0.level == .error }.count
        let sheetList = sheets.map { InputFile.displayPath($0) }.joined(separator: ", ")
        Console.out("wrote \(sheetList) (\(entries.count) images, \(errors) error\(errors == 1 ? "" : "s"), \(warnings.count - errors) warning\(warnings.count - errors == 1 ? "" : "s")) and \(InputFile.displayPath(pageURL))")
    }

    /// `--out`, or `<output>/review/<tour>`, checked against the path policy and prepared.
    func reviewFolder(_ inputs: PreviewInputs, tour: String, plan: ReviewPlan) throws -> OwnedFolder {
        let url: URL
        do {
            if let out {
                url = try inputs.project.writable(URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL, named: "--out \(out)")
            } else {
                url = try inputs.project.outputFolder("review", ImageName.sanitized(tour))
            }
        } catch { throw CommandFailure(error) }
        do { return try OwnedFolder.prepare(url, planned: plan.files(inputs.jobs.map(\.name.stem))) } catch {
            throw CommandFailure.invalidInput("review folder \(error)")
        }
    }
}

