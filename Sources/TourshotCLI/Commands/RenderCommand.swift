import ArgumentParser
import Foundation
import TourshotFiles
import TourshotModel
import TourshotParallel
import TourshotPreview
import TourshotRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render tutorial steps to images.",
        discussion: """
        Renders what the device draws for each selected step: the app (screenshot or wireframe), blur, dimming, arrows with their labels, the card and any presentation the step opens. Every input is checked and every screenshot decoded before the first file is written; files are written atomically.

        Examples:
          tourshot render --step 3 --landscape
          tourshot render --all --both --out previews/
          tourshot render --all-screens --both --out previews/
          tourshot render --screen iphone-se --step 2 --scale 1 --out step2.png
          tourshot render --all --format svg --out previews/
        """)

    @OptionGroup var selection: SelectionOptions<FirstScreenDefaults>
    @OptionGroup var image: StepImageOptions
    @OptionGroup var variant: VariantOptions
    @OptionGroup var quiet: QuietOption

    @Flag(name: .long, help: "Draw the layout's warnings onto the image: an outline around each problem and a numbered caption (red: error, amber: warning).")
    var annotate = false

    @Option(name: .long, help: ArgumentHelp("Output format: png (pixels at the screen's scale), svg or pdf (the same picture as vectors, canvas size in points; blurs and shadows embedded as images at the pixel scale).", valueName: "png|svg|pdf"))
    var format: OutputFormat = .png

    @Option(name: .long, help: ArgumentHelp("A file named after the format, like step.png or step.svg (one image), or a folder (default: the project's output folder).", valueName: "path"))
    var out: String?

    func validate() throws {
        try OptionCheck.exclusive(("--step", selection.step != nil), ("--all", image.all))
    }

    func run() throws {
        let inputs = try PhaseTimings.measure("input") { () throws in try selection.load(variant: variant.presentation) }
        try image.check(inputs.jobs)
        let targets = try OutputTargets(out: out, jobs: inputs.jobs, project: inputs.project, format: format)
        // Annotations show the lint warnings; a plain render needs none of them.
        let pipeline = PreviewPipeline(inputs, scale: image.scale, lint: annotate)
        let (annotate, format, settings) = (self.annotate, self.format, inputs.project.project.lint)
        let written = try pipeline.run(inputs.jobs, quiet: quiet) { preview in
            let url = targets.url(for: preview.job)
            let bytes = try preview.encode(preview.picture(annotated: annotate ? try preview.linted(settings) : nil), as: format)
            try PhaseTimings.measure("write") { () throws -> Void in try AtomicFile.write(bytes, to: url, durable: false) }
            let layout = preview.layout
            return "wrote \(InputFile.displayPath(url)) (\(layout.pixelWidth)×\(layout.pixelHeight) px, \(preview.job.summary))"
        }
        written.forEach { Console.out($0) }
    }
}

/// Where each rendered image goes: one named file, or a folder of generated names.
struct OutputTargets: Sendable {
    let file: URL?
    let folder: URL
    let format: OutputFormat

    init(out: String?, jobs: [ImageJob], project: PreviewProject, format: OutputFormat = .png) throws {
        self.format = format
        var path: URL?
        if let out {
            do { path = try project.writable(URL(fileURLWithPath: out).standardizedFileURL, named: "--out \(out)") } catch { throw CommandFailure(error) }
        }
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
            if let path { folder = path } else {
                do { folder = try project.outputFolder() } catch { throw CommandFailure(error) }
            }
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.invalidInput("\(InputFile.displayPath(folder)): cannot create the output folder: \(error.localizedDescription)")
        }
    }

    func url(for job: ImageJob) -> URL {
        file ?? folder.appendingPathComponent(job.name.stem + "." + format.fileExtension)
    }
}
