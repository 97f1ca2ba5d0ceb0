import ArgumentParser
import TourshotGolden
import TourshotModel

/// The goldens folder and the shard `check` and `record` work on.
struct GoldenOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Goldens folder (default: the project file's \"goldens\", GoldenImages).", valueName: "dir"))
    var goldens: String?

    @Option(name: .long, help: ArgumentHelp("Work on one of n deterministic parts of the images, e.g. 2/3 on the second of three CI machines.", valueName: "i/n"))
    var shard: String?

    func validate() throws {
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, e.g. 1/3; got \(shard)")
        }
    }

    var resolvedShard: Shard { shard.flatMap(Shard.init) ?? .whole }
}
