import ArgumentParser
import Foundation
import TourshotFiles
import TourshotModel
import TourshotPreview

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the project, screen and tutorial files and report every problem.",
        discussion: """
        Loads every tour of the project, checks each file against its contract (types, ranges, unknown keys and ids, with did-you-mean suggestions), checks that every path stays inside the project's folder, and decodes every screenshot. Exit status 0 when all is well, 2 with one line per problem otherwise.
        """)

    @OptionGroup var project: ProjectOptions

    @OptionGroup var output: JSONOption<ValidateCommand>

    func run() throws {
        let loaded: PreviewProject
        do { loaded = try project.load() } catch let failure as CommandFailure where output.json {
            Console.document(ValidateJSON.failure(project: project.project ?? "tourshot.json", failure.problems.isEmpty ? failure.lines.map(ValidateJSON.Problem.init) : failure.problems.map(ValidateJSON.Problem.init)).serialized())
            throw CommandFailure(lines: [], status: failure.status)
        }
        let policy = loaded.paths
        var problems = policy.problems(in: loaded.project).map(ValidateJSON.Problem.init)
        var screenFiles = Set<String>(), stepCount = 0
        let store = ScreenshotCache()
        let reader = SwiftReaderProcess()  // one for all tours: a set of Swift files is read once
        for entry in loaded.project.tours {
            let checked: [Screen]
            do {
                let tour = try TourLoader.load(entry, project: loaded.project, allowOutside: policy.allowsOutside,
                                                sourceReader: reader)
                stepCount += tour.tutorial.steps.count
                checked = tour.screens
            } catch {
                problems += error.problems.map(ValidateJSON.Problem.init)
                // A broken tutorial must not hide broken screenshots: check the screen files that decode.
                checked = entry.screens.compactMap { url in
                    policy.violation(url) == nil ? try? ScreenFileDecoder.load(url, policy: policy) : nil
                }
            }
            // Counted by the file on disk: several tours naming one file (by any spelling) count it once.
            screenFiles.formUnion(checked.map { $0.file.resolvingSymlinksInPath().path })
            let captures = checked.flatMap { screen in screen.orientations.map { (screen: screen, orientation: $0) } }
            do { try Screenshots.resolve(captures, into: store) } catch { problems += error.lines.map(ValidateJSON.Problem.init) }
        }
        // A file several tours share (a variant entry reuses its tutorial) is reported once.
        var seen = Set<String>()
        problems = problems.filter { seen.insert($0.text).inserted }
        let file = InputFile.displayPath(loaded.project.file)
        if output.json {
            Console.document(problems.isEmpty
                ? ValidateJSON.success(project: file, tours: loaded.project.tours.count, screenFiles: screenFiles.count, steps: stepCount).serialized()
                : ValidateJSON.failure(project: file, problems).serialized())
            if !problems.isEmpty { throw CommandFailure(lines: [], status: 2) }
            return
        }
        guard problems.isEmpty else { throw CommandFailure.invalidInput(problems.map(\.text)) }
        let tours = loaded.project.tours.count
        Console.out("\(InputFile.displayPath(loaded.project.file)): ok (\(tours) tour\(tours == 1 ? "" : "s"), \(screenFiles.count) screen file\(screenFiles.count == 1 ? "" : "s"), \(stepCount) step\(stepCount == 1 ? "" : "s"))")
    }
}

extension ValidateCommand: JSONPrinting {
    static let jsonHelp = "Print the result as JSON: {project, ok, tours, screenFiles, steps} or {project, ok: false, problems: [{file, path, line, column, message}]} (exit status as without it)."
}
