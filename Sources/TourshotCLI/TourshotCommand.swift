import ArgumentParser
import Foundation

/// The `tourshot` command line.
public struct TourshotCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tourshot",
        abstract: "Headless previews of mobile tutorial overlays: JSON in, the device's picture out.",
        discussion: """
        Reads tourshot.json (or --project), the screen files of captured element frames and the
        tutorial file of steps, lays each step out exactly as the reference system does on a
        device, and renders it with Cairo and Pango.

        Exit status: 0 success; 1 images differ from their goldens; 2 invalid input or usage.
        """,
        subcommands: [RenderCommand.self, LayoutCommand.self, ValidateCommand.self])

    public init() {}

    /// Runs the command line and returns the process exit status (usage errors are 2, not 64).
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let failure as CommandFailure {
            failure.lines.forEach { Console.error("error: " + $0) }
            return failure.status
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Console.out(fullMessage(for: error))
                return 0
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { Console.error(message) }
            return code == .validationFailure || code.rawValue == 64 ? 2 : (code.rawValue == 0 ? 0 : 2)
        }
    }
}
