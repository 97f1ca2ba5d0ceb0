import ArgumentParser
import Foundation
import TourshotModel
import TourshotRender

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the project, screen and tutorial files and report every problem.",
        discussion: """
        Loads every tour of the project, checks each file against its contract (types, ranges, unknown keys and ids, with did-you-mean suggestions) and decodes every screenshot. Exit status 0 when all is well, 2 with one line per problem otherwise.
        """)

    @Option(name: .long, help: ArgumentHelp("Project file (default: tourshot.json here).", valueName: "path"))
    var project: String?

    @Flag(name: .long, help: "Let input files name paths outside the project's folder (refused by default).")
    var allowOutside = false

    func run() throws {
        var options = try SelectionOptions.parse([])
        options.project = project
        let projectURL = URL(fileURLWithPath: project ?? "tourshot.json").standardizedFileURL
        guard FileManager.default.fileExists(atPath: projectURL.path) else {
            _ = try ResolvedSelection(options)  // reports the missing project file
            return
        }
        let loaded: Project
        do { loaded = try ProjectFileDecoder.load(projectURL) } catch { throw CommandFailure(error) }
        let policy = PathPolicy(root: loaded.directory, allowsOutside: allowOutside)
        var problems = policy.problems(in: loaded).map(\.description)
        var screens = 0, steps = 0
        let cache = ScreenshotCache()
        for entry in loaded.tours {
            let checked: [Screen]
            do {
                let tour = try TourLoader.load(entry, project: loaded, allowOutside: allowOutside)
                screens += tour.screens.count
                steps += tour.tutorial.steps.count
                checked = tour.screens
            } catch {
                problems += error.problems.map(\.description)
                // A broken tutorial must not hide broken screenshots: check the screen files that decode.
                checked = entry.screens.compactMap { url in
                    policy.violation(url) == nil ? try? ScreenFileDecoder.load(url, policy: policy) : nil
                }
            }
            let captures = checked.flatMap { screen in screen.orientations.map { (screen: screen, orientation: $0) } }
            do { try ScreenshotPreflight.check(captures: captures, cache: cache) } catch let failure as CommandFailure { problems += failure.lines }
        }
        // A file several tours share (a variant entry reuses its tutorial) is reported once.
        var seen = Set<String>()
        problems = problems.filter { seen.insert($0).inserted }
        guard problems.isEmpty else { throw CommandFailure.invalidInput(problems) }
        Console.out("\(InputFile.displayPath(loaded.file)): ok (\(loaded.tours.count) tour\(loaded.tours.count == 1 ? "" : "s"), \(screens) screen file\(screens == 1 ? "" : "s"), \(steps) steps)")
    }
}
