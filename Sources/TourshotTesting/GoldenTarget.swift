import Foundation
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotRender

/// The one image an assertion is about, resolved as `tourshot check` resolves its images, with
/// the same errors.
struct GoldenTarget {
    let inputs: PreviewInputs
    let job: ImageJob

    /// The project file as the test named it.
    let projectPath: String

    /// A localized tour without `locale` gives its first locale's image.
    init(project path: String, tour: String?, screen: String?, step: Int, orientation: Orientation, locale: String? = nil) throws {
        projectPath = path
        let selection = ImageSelection(tour: tour, screen: screen, step: step, orientation: .one(orientation),
                                       locale: locale, defaults: .firstScreen)
        do {
            inputs = try PreviewInputs.load(project: path, allowOutside: false, selection: selection)
        } catch { throw GoldenAssertionFailure(error.description) }
        job = inputs.jobs[0]
    }

    var project: Project { inputs.project.project }
    var name: ImageName { job.name }

    /// The PNG bytes and the layout golden text of the image.
    func render() throws -> (png: [UInt8], layout: String) {
        try PreviewPipeline(inputs).run([job]) { preview in
            (try preview.encode(preview.picture(), compression: ImageRenderer.archiveCompression), LayoutGolden.text(preview.layout))
        }[0]
    }

    /// The `tourshot record` that accepts this image, run from the current folder.
    var acceptCommand: String {
        var arguments = ["tourshot", "record"]
        if projectPath != "tourshot.json" { arguments += ["--project", projectPath] }
        arguments += ["--tour", job.tour.name, "--screen", job.screen.name, "--step", String(job.step), "--" + job.orientation.rawValue]
        if let locale = job.tour.locale { arguments += ["--locale", locale] }
        return ShellWords.command(arguments)
    }
}
