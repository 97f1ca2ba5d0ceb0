import TourshotPreview

/// The exact `tourshot record` command that accepts one image's new rendering: the same
/// project, goldens folder and tolerances as the check that failed, narrowed to that image.
struct AcceptCommand: Sendable {
    let base: [String]
    /// The command that accepts every image the check looked at.
    let everything: String

    init(_ options: GoldenSuiteOptions) {
        let selection = options.selection, golden = options.golden
        var base = ["tourshot", "record"]
        if let project = selection.project.project { base += ["--project", project] }
        if let goldens = golden.goldens { base += ["--goldens", goldens] }
        if selection.project.allowOutside { base.append("--allow-outside") }
        self.base = base + options.tolerance.arguments
        var narrowed = self.base
        if let tour = selection.tour { narrowed += ["--tour", tour] }
        if let screen = selection.screen { narrowed += ["--screen", screen] }
        if let step = selection.step { narrowed += ["--step", String(step)] }
        if let orientation = selection.orientation { narrowed.append("--" + orientation.name) }
        if let locale = selection.locale { narrowed += ["--locale", locale] }
        if let shard = golden.shard { narrowed += ["--shard", shard] }
        everything = ShellWords.command(narrowed)
    }

    func command(for job: ImageJob) -> String {
        ShellWords.command(arguments(for: job))
    }

    /// The words of `command(for:)`, `tourshot record` first (`tourshot serve`'s Accept runs them).
    func arguments(for job: ImageJob) -> [String] {
        base + ["--tour", job.tour.name, "--screen", job.screen.name, "--step", String(job.step), "--" + job.orientation.rawValue]
            + (job.tour.locale.map { ["--locale", $0] } ?? [])
    }
}
