import ArgumentParser
import Foundation
import TourshotFiles
import TourshotModel
import TourshotPreview

/// `tourshot import tutorial SOURCES… --out FILE.tutorial.json`: the tutorial the app's Swift
/// declares, written as the JSON tutorial file that lays out identically (docs/swift-sources.md).
struct ImportTutorialCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tutorial",
        abstract: "Write a tutorial file from the app's Swift steps (TutorialKit, onboarding pages, Spotlight, Instructions, PolarisGuideKit).",
        discussion: "Reads .swift files and folders with swift-syntax (through tourshot-swift-reader); anything computed at run time exits 2 with File.swift:line:column. See docs/swift-sources.md.")

    @Argument(help: "The .swift files or folders holding the steps and the constants they name.")
    var sources: [String]

    @Option(help: "The tutorial to read when the sources hold several: a type, property or function name (the error lists the candidates).")
    var provider: String?

    @Option(name: .customLong("screen"), help: "A screen file (*.screen.json) of the tour, repeatable: views the running app makes (the navigation bar, a tab bar item, a table cell) are found in its captures, and elements keyed as it names them.")
    var screens: [String] = []
    @Option(help: ArgumentHelp("A JSON file of answers for values the Swift computes when the app runs, as a tour's \"answers\" holds them (docs/swift-sources.md#answers).", valueName: "file"))
    var answers: String?

    @Option(help: "The tutorial file to write (*.tutorial.json): a new file, inside the current folder unless --allow-outside.")
    var out: String

    @Flag(name: .long, help: "Let --out name a file outside the current folder (refused by default).")
    var allowOutside = false

    func validate() throws {
        if !out.hasSuffix(".tutorial.json") { throw ValidationError("--out \(out) must name a .tutorial.json file") }
    }

    func run() throws {
        // import screen --out's rules: inside the folder (links followed), never over a file.
        let target = URL(fileURLWithPath: out).standardizedFileURL
        let here = PathPolicy.currentFolder(allowsOutside: allowOutside,
                                            fix: "keep the tutorial file inside the current folder, or pass --allow-outside")
        if let refusal = NewFile.refusal(target, policy: here, existing: "remove it first to write it again (import tutorial never replaces a file: it may hold your edits)") {
            throw CommandFailure.invalidInput("--out \(InputFile.displayPath(target)): \(refusal)")
        }
        let urls = sources.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let reader = SwiftReaderProcess()
        let result: SwiftReaderWire.ReadTutorial
        do throws(InputError) {
            let loaded = try screens.map { path throws(InputError) in
                try ScreenFileDecoder.load(URL(fileURLWithPath: path).standardizedFileURL, policy: here)
            }
            let given = try answers.map { path throws(InputError) in try SwiftAnswer.load(URL(fileURLWithPath: path).standardizedFileURL, policy: here) } ?? []
            result = try reader.read(urls, provider: provider, answers: given, elementIDs: TourLoader.elementIDs(loaded),
                                     captures: CaptureOutline.of(loaded))
            // Decoded before writing, so a file that would not load is never written; nor is one
            // an answer no longer fits (the Swift changed there).
            _ = try TutorialFileDecoder.decode(result.json, file: result.file)
            let stale = SwiftAnswer.stale(given, used: result.answered, superseded: result.superseded, file: answers.map { InputFile.displayPath(URL(fileURLWithPath: $0)) } ?? "", at: .root)
            if !stale.isEmpty { throw InputError(stale) }
        } catch {
            throw CommandFailure(error)
        }
        for warning in result.warnings { Console.error("warning: \(warning)") }
        for use in result.answered { Console.error(use.note) }
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Linked into place: a file that appeared while the sources were read is not replaced.
            try StagedFiles.stage([(target.lastPathComponent, Array(result.text.utf8))], in: target.deletingLastPathComponent()).commit()
        } catch {
            throw CommandFailure.invalidInput("--out \(out): \(error)")
        }
    }
}
