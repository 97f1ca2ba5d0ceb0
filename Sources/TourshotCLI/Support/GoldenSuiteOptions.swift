import ArgumentParser

/// What `check` and `record` both take: the images, the goldens folder and shard, the
/// tolerances and `--quiet`. One group, so an accept command can repeat a check's options.
struct GoldenSuiteOptions: ParsableArguments {
    @OptionGroup var selection: SelectionOptions<EverythingDefaults>
    @OptionGroup var golden: GoldenOptions
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var quiet: QuietOption
}
