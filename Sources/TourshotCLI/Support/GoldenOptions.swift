import ArgumentParser
import TourshotGolden
import TourshotModel

/// Which images `check` and `record` work on: every tour × screen × step × orientation of the
/// project unless narrowed, optionally one shard of them.
struct GoldenOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Project file.", discussion: "Default: tourshot.json in the current directory.", valueName: "path"))
    var project: String?

    @Option(name: .long, help: ArgumentHelp("Goldens folder (default: the project file's \"goldens\", GoldenImages).", valueName: "dir"))
    var goldens: String?

    @Option(name: .long, help: ArgumentHelp("Only this tour (default: every tour).", valueName: "name"))
    var tour: String?

    @Option(name: .long, help: ArgumentHelp("Only this screen, by name or file stem (default: every screen).", valueName: "name"))
    var screen: String?

    @Option(name: .long, help: ArgumentHelp("Only this 1-based step (default: every step).", valueName: "n"))
    var step: Int?

    @Flag(help: "Only this orientation (default: every orientation each screen has).")
    var orientation: OrientationFilter?

    @Option(name: .long, help: ArgumentHelp("Work on one of n deterministic parts of the images, e.g. 2/3 on the second of three CI machines.", valueName: "i/n"))
    var shard: String?

    @Flag(name: .long, help: "Let input files name paths outside the project's folder (refused by default).")
    var allowOutside = false

    enum OrientationFilter: String, EnumerableFlag {
        case portrait, landscape
    }

    func validate() throws {
        if let step, step < 1 { throw ValidationError("--step counts from 1; got \(step)") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, e.g. 1/3; got \(shard)")
        }
    }

    var resolvedShard: Shard { shard.flatMap(Shard.init) ?? .whole }

    /// Whether the options select everything (so goldens without an image can be reported).
    var selectsEverything: Bool { tour == nil && screen == nil && step == nil && orientation == nil && resolvedShard == .whole }
}
