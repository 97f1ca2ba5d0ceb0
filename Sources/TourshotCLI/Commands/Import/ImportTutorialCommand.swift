import ArgumentParser
import Foundation
import TourshotModel
import TourshotPNG
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

    @Option(help: "The tutorial file to write (*.tutorial.json).")
    var out: String

    func run() throws {
        let urls = sources.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let reader = SwiftReaderProcess()
        let result: SwiftReaderWire.ReadTutorial
        do {
            result = try reader.read(urls, provider: provider)
            // Decoded before writing, so a file that would not load is never written.
            _ = try TutorialFileDecoder.decode(result.json, file: result.file)
        } catch {
            throw CommandFailure(error)
        }
        for warning in result.warnings { Console.error("warning: \(warning)") }
        do {
            try AtomicFile.write(Array(result.text.utf8), to: URL(fileURLWithPath: out))
        } catch {
            throw CommandFailure.invalidInput("--out \(out): \(error)")
        }
    }
}
