import ArgumentParser

/// `--json`: the command's result as JSON for scripts instead of text. Each command says what
/// its JSON holds (`JSONPrinting.jsonHelp`), which its help shows.
struct JSONOption<Command: JSONPrinting>: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Command.jsonHelp))
    var json = false
}

/// A command that prints its result as JSON with `--json`.
protocol JSONPrinting {
    /// `--json`'s help: what the JSON holds.
    static var jsonHelp: String { get }
}
