import ArgumentParser
import TourshotGolden

/// `--threshold` and `--include-aa`, shared by diff, check and record.
struct DiffThresholdOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Matching threshold from 0 to 1: how far two colours may be apart (YIQ distance) and still count as equal; smaller is stricter.", discussion: "Default: 0.1 (pixelmatch's).", valueName: "t"))
    var threshold: Double?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too (by default they are detected and ignored).")
    var includeAA = false

    func validate() throws {
        try OptionCheck.within(threshold, 0...1, "--threshold")
    }

    var diffOptions: DiffOptions { DiffOptions(threshold: threshold ?? 0.1, includeAntiAliasing: includeAA) }
}
