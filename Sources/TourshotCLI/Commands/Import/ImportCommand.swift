import ArgumentParser

/// `tourshot import …`: inputs made from what the app itself holds. Each kind of input is a
/// subcommand of its own file; add new ones to `subcommands`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make input files from the app's own sources.",
        subcommands: [ImportTutorialCommand.self])
}
