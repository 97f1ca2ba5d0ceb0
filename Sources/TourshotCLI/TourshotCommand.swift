import ArgumentParser
import Foundation
import TourshotModel
import TourshotParallel
import TourshotRender

/// The `tourshot` command line.
public struct TourshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tourshot",
        abstract: "Headless previews of mobile tutorial overlays: JSON in, the device's picture out.",
        discussion: """
        Reads tourshot.json (or --project), the screen files of captured element frames and the tutorial file of steps, lays each step out exactly as the reference system does on a device, and renders it with Cairo and Pango.

        `tourshot --version` prints its version and the cairo, pango, libpng and font-file versions its pixels depend on.

        Exit status: 0 success; 1 images differ from their goldens; 2 invalid input or usage.
        """,
        subcommands: [RenderCommand.self, LayoutCommand.self, ValidateCommand.self, LintCommand.self, DevicesCommand.self, ReviewCommand.self, ServeCommand.self,
                      CheckCommand.self, RecordCommand.self, DiffCommand.self,
                      ImportCommand.self, InitCommand.self, SwiftReaderNeededCommand.self])

    public init() {}

    /// Commands that lay out or render, and so need fonts (and a render pool sized by TOURSHOT_JOBS).
    private static let fontCommands: Set = ["render", "layout", "lint", "review", "check", "record"]

    /// Runs the command line and returns the process exit status. Usage errors are 2 (not
    /// argument-parser's 64), as docs/format.md fixes; help and version print and return 0.
    public static func run(arguments: [String]) -> Int32 {
        InterruptHandling.install()
        if arguments == ["--version"] {
            (VersionReport.lines.prefix(1) + [VersionReport.sourcesLine] + VersionReport.lines.dropFirst()).forEach { Console.out($0) }
            return 0
        }
        // A misspelt command would otherwise be blamed on its first option ("Unknown option '--step'").
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        if let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) {
            Console.failure("unknown command \"\(first)\"\(Suggestion.phrase(for: first, in: commands)) (commands: \(commands.joined(separator: ", ")))")
            return 2
        }
        if let first = arguments.first, fontCommands.contains(first), !arguments.contains("--help") {
            FontSystem.prepareInBackground()
        }
        defer { FontSystem.finishPreparation() }
        let command: ParsableCommand
        do {
            command = try PhaseTimings.measure("parse") { () throws in try parseAsRoot(arguments) }
        } catch {
            let message = fullMessage(for: error)
            guard exitCode(for: error) != .success else {
                Console.document(message)
                return 0
            }
            Console.usageFailure(UsageMessage.body(message))
            return 2
        }
        if let name = type(of: command).configuration.commandName, fontCommands.contains(name) {
            // A bad TOURSHOT_JOBS or TOURSHOT_TEXT_MEMO stops the command before it reads or
            // writes anything.
            do {
                _ = try JobsSetting.requested()
                _ = try TextMemoSetting.enabled()
            } catch {
                Console.failure("\(error)")
                return 2
            }
        }
        do {
            var runnable = command
            defer { if let timings = PhaseTimings.shared { Console.document(timings.summary(), on: .error) } }
            try PhaseTimings.measure("run") { () throws -> Void in try runnable.run() }
            return 0
        } catch let failure as CommandFailure {
            failure.lines.forEach(Console.failure)
            return failure.status
        } catch where exitCode(for: error) == .success {
            Console.document(fullMessage(for: error))  // --help, --version
            return 0
        } catch {
            // Render, PNG and file-system failures: say what failed; nothing partial was written.
            Console.failure("\(error)")
            return 2
        }
    }
}
