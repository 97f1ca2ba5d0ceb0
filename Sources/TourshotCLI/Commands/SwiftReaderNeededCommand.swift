import ArgumentParser
import TourshotModel
import TourshotPreview

/// `tourshot swift-reader-needed [--project P]`, for the SwiftPM plugin: prints `yes` when a tour
/// of the project reads its tutorial from Swift sources, else `no`, so the plugin builds
/// tourshot-swift-reader (and swift-syntax) only for such a project. The answer is the project
/// decoder's own (`TourEntry.swiftSources`); a project that does not load answers `no` and the
/// command the plugin runs next reports why.
struct SwiftReaderNeededCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-reader-needed",
        abstract: "Print yes when a tour of the project is read from Swift sources (for the SwiftPM plugin).",
        shouldDisplay: false)

    @OptionGroup var project: ProjectOptions

    func run() throws {
        let needed = (try? project.load())?.project.tours.contains { $0.swiftSources != nil } ?? false
        Console.out(needed ? "yes" : "no")
    }
}
