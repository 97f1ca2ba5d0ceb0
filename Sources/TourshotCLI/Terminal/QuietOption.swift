import ArgumentParser

/// `--quiet` of the long-running commands: no progress line.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "No progress line on standard error (it is shown only on a terminal anyway).")
    var quiet = false
}
