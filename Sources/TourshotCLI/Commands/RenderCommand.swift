import ArgumentParser
import Foundation
import TourshotModel
import TourshotPNG
import TourshotRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render tutorial steps to images.",
        discussion: """
        Renders what the device draws for each selected step: the app (screenshot or wireframe), blur, dimming, arrows with their labels, the card and any presentation the step opens. Files are written atomically; invalid input writes nothing.

        Examples:
          tourshot render --step 3 --landscape
          tourshot render --all --both --out previews/
          tourshot render --screen iphone-se --step 2 --scale 1 --out step2.png
          tourshot render --all --format svg --out previews/
        """)

    @OptionGroup var selection: SelectionOptions

    @Option(name: .long, help: ArgumentHelp("Output format: png (pixels at the screen's scale), svg or pdf (the same picture as vectors, canvas size in points; blurs and shadows embedded as images at the pixel scale).", valueName: "png|svg|pdf"))
    var format: String = "png"

    @Option(name: .long, help: ArgumentHelp("A file named after the format, like step.png or step.svg (one image), or a folder (default: the project's output folder).", valueName: "path"))
    var out: String?

    func validate() throws {
        guard OutputFormat(rawValue: format) != nil else {
            throw ValidationError("--format \(format) is not a format; use png, svg or pdf")
        }
    }

    func run() throws {
        let resolved = try PhaseTimings.measure("input") { () throws in try ResolvedSelection(selection) }
        // Annotations show the lint warnings; a plain render needs none of them.
        let pool = RenderPool(scale: selection.scale, lint: selection.annotate)
        try PhaseTimings.measure("screenshots") { () throws in try ScreenshotPreflight.check(resolved.jobs, cache: pool.screenshots) }
        let format = OutputFormat(rawValue: format)!
        let targets = try OutputTargets(out: out, jobs: resolved.jobs, project: resolved.project, format: format)
        let written = try pool.map(resolved.jobs) { job, layout, renderer in
            let url = targets.url(for: job, stepCount: layout.stepCount)
            let bytes = try renderer.render(selection.annotate ? layout.annotated(measurer: PangoTextMeasurer(fonts: renderer.fonts)) : layout, format: format)
            try PhaseTimings.measure("write") { () throws -> Void in try AtomicFile.write(bytes, to: url, durable: false) }
            return "wrote \(InputFile.displayPath(url)) (\(layout.pixelWidth)×\(layout.pixelHeight) px, step \(job.step) of \(layout.stepCount), \(job.orientation.rawValue), \(job.screen.name))"
        }
        written.forEach(Console.out)
    }
}

/// Where each rendered image goes: one named file, or a folder of generated names.
struct OutputTargets: Sendable {
    let file: URL?
    let folder: URL
    let format: OutputFormat

    init(out: String?, jobs: [ImageJob], project: Project, format: OutputFormat = .png) throws {
        self.format = format
        let path = out.map { URL(fileURLWithPath: $0).standardizedFileURL }
        var isFolder: ObjCBool = false
        if let path, let named = OutputFormat(rawValue: path.pathExtension.lowercased()), named != format {
            throw CommandFailure.invalidInput("--out \(out!) names a .\(named.fileExtension) file, but --format is \(format.rawValue)")
        }
        if let path, path.pathExtension.lowercased() == format.fileExtension,
           !(FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) && isFolder.boolValue) {
            guard jobs.count == 1 else {
                throw CommandFailure.invalidInput("--out \(out!) names one file, but \(jobs.count) images are selected; give a folder or select one --step and one orientation")
            }
            file = path
            folder = path.deletingLastPathComponent()
        } else {
            file = nil
            folder = path ?? project.output
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.invalidInput("\(InputFile.displayPath(folder)): cannot create the output folder: \(error.localizedDescription)")
        }
    }

    func url(for job: ImageJob, stepCount: Int) -> URL {
        file ?? folder.appendingPathComponent(FileNaming.imageName(tour: job.tour.name, screen: job.screen.name, step: job.step,
                                                                   stepCount: stepCount, orientation: job.orientation, ext: format.fileExtension))
    }
}
