import ArgumentParser

/// `tourshot import …`: inputs made from what the app itself reports or holds. Each kind of input is a
/// subcommand of its own file; add new ones to `subcommands`.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make input files from the app's own UI-test captures and Swift sources.",
        discussion: "See docs/import.md for a recipe per tool and a CI job that keeps screen files in sync, and docs/swift-sources.md for tutorials read from Swift.",
        subcommands: [ImportScreenCommand.self, ImportTutorialCommand.self])
}
