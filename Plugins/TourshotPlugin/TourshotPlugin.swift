import Foundation
import PackagePlugin

/// `swift package tourshot check|record|render [options]` in an app's package that depends on
/// tourshot: runs the tourshot built from that dependency in the package's folder, so the
/// project file, goldens and previews are the package's own (docs/install.md).
@main
struct TourshotPlugin: CommandPlugin {
    static let commands = ["check", "record", "render"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let command = arguments.first, Self.commands.contains(command) else {
            throw PluginUsageError(given: arguments.first)
        }
        let tourshot = try context.tool(named: "tourshot").url
        var environment = ProcessInfo.processInfo.environment
        // Tours whose tutorial is Swift are read by tourshot-swift-reader, which compiles
        // swift-syntax (minutes): it is built only when tourshot says a tour needs it.
        if environment["TOURSHOT_SWIFT_READER", default: ""].isEmpty,
           try output(tourshot, ["swift-reader-needed"] + Self.projectArguments(arguments), in: context) == "yes" {
            let built = try packageManager.build(.product("tourshot-swift-reader"), parameters: .init())
            guard built.succeeded, let reader = built.builtArtifacts.first(where: { $0.url.lastPathComponent == "tourshot-swift-reader" }) else {
                throw PluginReaderBuildError(log: built.logText)
            }
            environment["TOURSHOT_SWIFT_READER"] = reader.url.path
        }
        let status = try run(tourshot, arguments, in: context, environment: environment)
        // tourshot has printed what differs or what is wrong; the plugin only passes the status on.
        if status != 0 {
            throw PluginExitStatus(command: command, status: status)
        }
    }

    /// `--project P` (or `--project=P`) of the arguments, for the question asked before the command.
    static func projectArguments(_ arguments: [String]) -> [String] {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--project=") { return [argument] }
            if argument == "--project", index + 1 < arguments.count { return [argument, arguments[index + 1]] }
        }
        return []
    }

    /// Runs tourshot in the package's folder and returns its exit status; what it prints passes through.
    func run(_ tool: URL, _ arguments: [String], in context: PluginContext, environment: [String: String]) throws -> Int32 {
        let process = Self.process(tool, arguments, in: context)
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs tourshot in the package's folder and returns what it printed, trimmed.
    func output(_ tool: URL, _ arguments: [String], in context: PluginContext) throws -> String {
        let process = Self.process(tool, arguments, in: context)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func process(_ tool: URL, _ arguments: [String], in context: PluginContext) -> Process {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        return process
    }
}

struct PluginUsageError: Error, CustomStringConvertible {
    let given: String?
    var description: String {
        "usage: swift package tourshot \(TourshotPlugin.commands.joined(separator: "|")) [options]"
            + (given.map { " (got \"\($0)\")" } ?? "")
    }
}

struct PluginReaderBuildError: Error, CustomStringConvertible {
    let log: String
    var description: String {
        "building tourshot-swift-reader (for the project's tours read from Swift sources) failed:\n" + log
    }
}

struct PluginExitStatus: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    var description: String {
        "tourshot \(command) exited with status \(status) (1: images differ from their goldens; 2: invalid input or usage)"
    }
}
