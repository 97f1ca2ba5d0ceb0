import ArgumentParser
import Foundation
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotRender

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every image of the project and compare it with its goldens.",
        discussion: """
        Renders every tour × screen × step × orientation (all cores, one image in memory per core) and compares each with two goldens in the goldens folder: the PNG, pixel by pixel as pixelmatch does (--threshold, anti-aliasing ignored unless --include-aa), and the resolved layout <name>.layout.json (sorted keys, coordinates rounded to 0.001 pt), line by line, so a geometry change fails with a readable diff even when the pixels pass.

        An image passes when at most --max-diff-pixels pixels (default 0) and at most --max-diff-pixel-ratio of its pixels differ, and its layout is unchanged. Defaults come from the project file's "check" object.

        Prints one line per failing image (share of differing pixels, bounding box of the change, layout lines) with the exact command that accepts it, and writes a report (--report, default <output>/report; a folder holding files tourshot did not write is refused): index.html (open it in a browser, works offline), results.json, junit.xml, and per failure expected.png, actual.png, diff.png, composite.png (expected | actual | diff) and layout.diff.

        Images whose inputs did not change since `tourshot record` wrote their goldens pass without being drawn: record writes each image's input key (a digest of the resolved step, capture, theme, texts, screenshots, fonts and renderer) and its goldens' digests to <tour>.keys.txt beside the goldens; when both still match, the image is not drawn. Anything uncertain is drawn: no key file, a changed golden, another renderer. --full draws every image. Shards split the images that must be drawn.

        With the whole project selected, golden files no image produces (a removed step or screen) are listed as a warning, or as an error that fails the check when the project file says "check": {"orphans": "error"}; `tourshot record --prune` removes them.

        Exit status: 0 every image matches; 1 an image differs, a golden is missing (or, with "orphans": "error", belongs to no image); 2 invalid input or usage.

        Examples:
          tourshot check
          tourshot check --max-diff-pixel-ratio 0.001 --report build/tourshot-report
          tourshot check --shard 2/4
        """)

    @OptionGroup var options: GoldenSuiteOptions
    @OptionGroup var reporter: ReporterOption

    @Flag(name: .long, help: "Draw every image, also those whose inputs and goldens are unchanged since record.")
    var full = false

    @OptionGroup var output: JSONOption<CheckCommand>

    func validate() throws {
        try OptionCheck.exclusive(("--json", output.json), ("--reporter github", reporter.reporter == .github))
    }

    @Option(name: .long, help: ArgumentHelp("Report folder (default: <output>/report). A previous report there is replaced.", valueName: "dir"))
    var report: String?

    func run() throws {
        let started = Date()
        let suite = try reporter.reportingInputErrors { try GoldenSuite(options, skipUnchanged: !full) }
        let tolerances = options.tolerance.resolve(suite.project)
        let reportURL: URL
        do throws(PreviewFailure) {
            if let report {
                reportURL = try suite.inputs.project.writable(URL(fileURLWithPath: report).standardizedFileURL, named: "--report \(report)")
            } else {
                reportURL = try suite.inputs.project.outputFolder("report")
            }
        } catch { throw CommandFailure(error) }
        let folder: ReportFolder
        do { folder = try ReportFolder.prepare(reportURL, for: (suite.jobs + suite.unchanged).map(\.name)) } catch { throw CommandFailure.invalidInput("report folder \(error)") }

        let comparison = GoldenComparison(tolerances: tolerances)
        let writer = folder.artefacts
        let accept = AcceptCommand(options)
        let drawn = try PreviewPipeline(suite.inputs).run(suite.jobs, quiet: options.quiet) { preview in
            let start = Date()
            let job = preview.job
            // The goldens' level, so an unchanged image is byte-identical and compares by bytes.
            let png = try preview.encode(preview.picture(), compression: ImageRenderer.archiveCompression)
            let (outcome, pictures) = try comparison.compare(png: png, layout: LayoutGolden.text(preview.layout), with: suite.files(job), keepPictures: true)
            let artefacts = try writer.write(outcome, actualPNG: png, pictures: pictures)
            return ReportEntry(tour: job.tour.name, screen: job.screen.name, step: job.step, orientation: job.orientation,
                               outcome: outcome, artefacts: artefacts,
                               acceptCommand: outcome.status == .passed ? nil : accept.command(for: job),
                               seconds: Date().timeIntervalSince(start))
        }
        let undrawn = suite.unchanged.map { job in
            ReportEntry(tour: job.tour.name, screen: job.screen.name, step: job.step, orientation: job.orientation,
                        outcome: .unchanged(job.name), artefacts: ImageArtefacts(), acceptCommand: nil, seconds: 0)
        }
        let result = CheckReport(entries: suite.inSuiteOrder(drawn + undrawn), tolerances: tolerances, shard: options.golden.resolvedShard, goldens: suite.goldensShown,
                                 goldenVersions: RendererVersionsFile.lines(in: suite.goldens), machineVersions: RendererVersions.lines,
                                 seconds: Date().timeIntervalSince(started))
        try folder.finish(result)
        let orphans = suite.orphans()
        if output.json {
            Console.document(ResultsJSON.json(result).serialized())
            if let line = CheckPrinter.orphanLine(orphans, suite: suite) { Console.error(line) }
            suite.untrustedKeyFiles.forEach { Console.error("note: " + $0) }
        } else {
            CheckPrinter.print(result, suite: suite, reportPage: folder.page, accept: accept)
        }
        if reporter.reporter == .github { CheckPrinter.annotations(result, suite: suite).forEach { Console.out($0) } }
        if !result.passed || (!orphans.isEmpty && suite.project.check.orphansFail == true) { throw CommandFailure.imagesDiffer }
    }
}

extension CheckCommand: JSONPrinting {
    static let jsonHelp = "Print the results as JSON (the shape of the report's results.json) instead of text."
}
