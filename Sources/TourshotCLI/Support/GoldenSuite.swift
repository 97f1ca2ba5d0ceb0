import Foundation
import TourshotGolden
import TourshotModel
import TourshotPreview

/// The images `check` or `record` works on: the selection's images in suite order (tour,
/// screen, step, orientation), one shard of them, with their inputs resolved and the goldens
/// folder checked against the path policy.
struct GoldenSuite: Sendable {
    let inputs: PreviewInputs
    let goldens: URL
    /// Images before sharding.
    let selectedCount: Int
    /// Whether the options select everything (so goldens without an image can be reported).
    let selectsEverything: Bool

    init(_ options: GoldenSuiteOptions) throws {
        var selected = 0
        let shard = options.golden.resolvedShard
        inputs = try options.selection.load { jobs in
            selected = jobs.count
            return shard.select(jobs)
        }
        selectedCount = selected
        do { goldens = try inputs.project.goldensFolder(options.golden.goldens) } catch { throw CommandFailure(error) }
        selectsEverything = options.selection.selection.namesNothing && shard == .whole
    }

    var project: Project { inputs.project.project }
    var jobs: [ImageJob] { inputs.jobs }

    func files(_ job: ImageJob) -> GoldenFiles { GoldenFiles(folder: goldens, name: job.name) }

    /// Golden files in the folder that no image of the suite owns (a removed step or screen);
    /// none unless the suite is the whole project (a selection or shard owns only a part).
    func orphans() -> [String] {
        guard selectsEverything else { return [] }
        let owned = Set(jobs.flatMap { [$0.name.png, $0.name.layout] })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".layout.json")) && !owned.contains($0) }.sorted()
    }

    /// The goldens folder as the user sees it.
    var goldensShown: String { InputFile.displayPath(goldens) }
}
