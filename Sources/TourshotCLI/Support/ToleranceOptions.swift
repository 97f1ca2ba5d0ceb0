import ArgumentParser
import TourshotGolden
import TourshotModel

/// `--threshold`, `--include-aa`, `--max-diff-pixels`, `--max-diff-pixel-ratio`; unset values
/// fall back to the project file's `check` settings, then to pixelmatch's defaults.
struct ToleranceOptions: ParsableArguments {
    @OptionGroup var diff: DiffThresholdOptions

    @Option(name: .long, help: ArgumentHelp("Differing pixels an image may have and still pass (default 0).", discussion: "Unset tolerances (this one, --max-diff-pixel-ratio, --threshold, --include-aa) fall back to the project file's check settings, then to the defaults.", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(name: .long, help: ArgumentHelp("Share of differing pixels, 0 to 1, an image may have and still pass. With --max-diff-pixels too, the stricter applies.", valueName: "r"))
    var maxDiffPixelRatio: Double?

    func validate() throws {
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more; got \(maxDiffPixels)") }
        try OptionCheck.within(maxDiffPixelRatio, 0...1, "--max-diff-pixel-ratio")
    }

    func resolve(_ project: Project) -> GoldenTolerances {
        GoldenTolerances(project: project.check, threshold: diff.threshold, includeAntiAliasing: diff.includeAA ? true : nil,
                         maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffPixelRatio)
    }

    /// The options as given, to repeat in an accept command.
    var arguments: [String] {
        var arguments: [String] = []
        if let threshold = diff.threshold { arguments += ["--threshold", Decode.format(threshold)] }
        if diff.includeAA { arguments.append("--include-aa") }
        if let maxDiffPixels { arguments += ["--max-diff-pixels", String(maxDiffPixels)] }
        if let maxDiffPixelRatio { arguments += ["--max-diff-pixel-ratio", Decode.format(maxDiffPixelRatio)] }
        return arguments
    }
}
