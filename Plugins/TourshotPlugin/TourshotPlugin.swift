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
        let process = Process()
        process.executableURL = try context.tool(named: "tourshot").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // Tours whose tutorial is Swift are read by this reader, built with tourshot for the plugin.
        var environment = ProcessInfo.processInfo.environment
        if environment["TOURSHOT_SWIFT_READER", default: ""].isEmpty {
            environment["TOURSHOT_SWIFT_READER"] = try context.tool(named: "tourshot-swift-reader").url.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        // tourshot has printed what differs or what is wrong; the plugin only passes the status on.
        if process.terminationStatus != 0 {
            throw PluginExitStatus(command: command, status: process.terminationStatus)
        }
    }
}

struct PluginUsageError: Error, CustomStringConvertible {
    let given: String?
    var description: String {
        "usage: swift package tourshot \(TourshotPlugin.commands.joined(separator: "|")) [options]"
            + (given.map { " (got \"\($0)\")" } ?? "")
    }
}

struct PluginExitStatus: Error, CustomStringConvertible {
    let command: String
    let status: Int32
    var description: String {
        "tourshot \(command) exited with status \(status) (1: images differ from their goldens; 2: invalid input or usage)"
    }
}
