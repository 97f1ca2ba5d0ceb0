import Foundation
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotRender

/// The one image an assertion is about, resolved from names, with errors that say what exists.
struct GoldenTarget {
    let project: Project
    let job: ImageJob
    let name: GoldenName

    init(project path: String, tour tourName: String?, screen screenName: String?, step: Int, orientation: Orientation) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw GoldenAssertionFailure("\(path): project file not found (current directory: \(FileManager.default.currentDirectoryPath))")
        }
        do { project = try ProjectFileDecoder.load(url) } catch { throw Self.failure(error) }
        let entries = project.tours
        guard let entry = tourName.map({ name in entries.first { $0.name == name } }) ?? entries.first else {
            throw GoldenAssertionFailure("\(path): no tour named \"\(tourName!)\" (tours: \(entries.map(\.name).joined(separator: ", ")))")
        }
        let tour: Tour
        do { tour = try TourLoader.load(entry, project: project) } catch { throw Self.failure(error) }
        guard let screen = screenName.map({ name in tour.screens.first { $0.isNamed(name) } }) ?? tour.screens.first else {
            throw GoldenAssertionFailure("tour \"\(tour.name)\" has no screen \"\(screenName!)\" (screens: \(tour.screens.map(\.name).joined(separator: ", ")))")
        }
        let count = tour.tutorial.steps.count
        guard (1...count).contains(step) else {
            throw GoldenAssertionFailure("tour \"\(tour.name)\" has steps 1…\(count); step \(step) does not exist")
        }
        guard screen.capture(orientation) != nil else {
            throw GoldenAssertionFailure("screen \"\(screen.name)\" has no \(orientation.rawValue) capture (it has \(screen.orientations.map(\.rawValue).joined(separator: ", ")))")
        }
        job = ImageJob(tour: tour, screen: screen, step: step, orientation: orientation)
        name = GoldenName(tour: tour.name, screen: screen.name, step: step, stepCount: count, orientation: orientation)
    }

    /// The PNG bytes and the layout golden text of the image.
    func render() throws -> (png: [UInt8], layout: String) {
        try RenderPool().map([job]) { _, layout, renderer in (try renderer.png(layout, level: ImageRenderer.archiveCompressionLevel), LayoutGolden.text(layout)) }[0]
    }

    var acceptCommand: String {
        "tourshot record --tour \(job.tour.name) --screen \(job.screen.name) --step \(job.step) --\(job.orientation.rawValue)"
    }

    static func failure(_ error: InputError) -> GoldenAssertionFailure {
        GoldenAssertionFailure(error.problems.map(\.description).joined(separator: "\n"))
    }
}
