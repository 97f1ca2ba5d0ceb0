import ArgumentParser

/// `tourshot import …`: inputs made from what the app itself reports. Each kind of input is a
/// subcommand of its own file; add new ones to `subcommands`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make input files from the app's own UI-test captures.",
        discussion: "See docs/import.md for a recipe per tool and a CI job that keeps screen files in sync.",
        subcommands: [ImportScreenCommand.self])
}
