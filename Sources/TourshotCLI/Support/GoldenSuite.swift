import Foundation
import TourshotFiles
import TourshotGolden
import TourshotModel
import TourshotPreview

/// The images `check` or `record` works on: the selection's images in suite order (tour,
/// screen, step, orientation), one shard of them, with their inputs resolved and the goldens
/// folder checked against the path policy.
///
/// With `skipUnchanged` (check without --full), images whose input key and goldens still match
/// the key file `record` wrote are set apart before sharding: they pass undrawn, and the shards
/// split only the images that must be drawn.
struct GoldenSuite: Sendable {
    let inputs: PreviewInputs
    let goldens: URL
    /// Images before sharding.
    let selectedCount: Int
    /// Whether the options select everything (so goldens without an image can be reported).
    let selectsEverything: Bool
    /// This shard's images that pass without drawing (empty unless skipping).
    let unchanged: [ImageJob]
    /// The input key of each of this shard's images, drawn or not, by image stem; an image whose
    /// key could not be computed has none (it is drawn, and record writes no key for it).
    let inputKeys: [String: String]
    /// Key files that are there but cannot be trusted (their images are drawn), for notes.
    let untrustedKeyFiles: [String]
    /// Each selected image's place in the selection, by stem.
    private let order: [String: Int]

    init(_ options: GoldenSuiteOptions, skipUnchanged: Bool = false) throws {
        let shard = options.golden.resolvedShard
        let project = try options.selection.project.load()
        do { goldens = try project.goldensFolder(options.golden.goldens) } catch { throw CommandFailure(error) }
        let selected: [ImageJob]
        do { selected = try options.selection.selection.jobs(in: project) } catch { throw CommandFailure(error) }
        AnswerNotes.print(shard.select(selected))
        selectedCount = selected.count
        order = Dictionary(selected.enumerated().map { ($1.name.stem, $0) }, uniquingKeysWith: { first, _ in first })
        selectsEverything = options.selection.selection.namesNothing && shard == .whole

        // Keys of every selected image when skipping (the shards split what must be drawn), else
        // of this shard's only (record writes them).
        let keyed = skipUnchanged ? selected : shard.select(selected)
        // The version lines without the folders fonts sit in and the code tourshot was built
        // from, then the bytes of the font files as loaded and of the libraries (RendererIdentity),
        // then what decides a pass.
        let renderer: [String]
        do {
            let fonts = try project.fonts()
            renderer = VersionReport.lines(fontDirectories: fonts.directories).map(RendererVersionsFile.pixelKey) + [VersionReport.sourcesLine]
                + (try RendererIdentity.lines(fonts: fonts)) + ["tolerances \(options.tolerance.resolve(project.project))"]
        } catch {
            throw CommandFailure(error)
        }
        let goldens = self.goldens
        // Each tour's key file read once: its keys, and why it cannot be trusted when it cannot.
        let recorded = skipUnchanged ? Set(keyed.map(\.tour.name)).sorted().map { ($0, GoldenKeys.recorded(tour: $0, in: goldens)) } : []
        untrustedKeyFiles = recorded.compactMap(\.1.problem)
        var toDraw = keyed
        var unchanged: [ImageJob] = []
        let keys: [String?]
        if skipUnchanged {
            // Keys before any screenshot is decoded: unchanged images are never decoded.
            keys = UnchangedImages.keys(keyed, renderer: renderer, project: project.project)
            let matching = UnchangedImages.matching(keyed, keys: keys, recorded: Dictionary(uniqueKeysWithValues: recorded.map { ($0.0, $0.1.keys) }),
                                                    goldens: goldens)
            toDraw = shard.select(zip(keyed, matching).filter { !$0.1 }.map(\.0))
            unchanged = shard.select(zip(keyed, matching).filter { $0.1 }.map(\.0))
            do { inputs = try PreviewInputs(project: project, jobs: toDraw) } catch { throw CommandFailure(error) }
        } else {
            // Keys after decoding, from the bytes decoded: record's key lines name the
            // screenshots the goldens were drawn from, even if a file changes during the run.
            do { inputs = try PreviewInputs(project: project, jobs: toDraw) } catch { throw CommandFailure(error) }
            keys = UnchangedImages.keys(keyed, renderer: renderer, project: project.project, decoded: inputs.images)
        }
        self.unchanged = unchanged
        let inShard = Set((toDraw + unchanged).map(\.name.stem))
        var inputKeys: [String: String] = [:]
        for (job, key) in zip(keyed, keys) where inShard.contains(job.name.stem) { inputKeys[job.name.stem] = key }
        self.inputKeys = inputKeys
    }

    var project: Project { inputs.project.project }
    /// The images to draw.
    var jobs: [ImageJob] { inputs.jobs }

    func files(_ job: ImageJob) -> GoldenFiles { GoldenFiles(folder: goldens, name: job.name) }

    /// Golden files in the folder that no image of the suite owns (a removed step or screen);
    /// none unless the suite is the whole project (a selection or shard owns only a part).
    func orphans() -> [String] {
        guard selectsEverything else { return [] }
        let owned = Set((jobs + unchanged).flatMap { [$0.name.png, $0.name.layout] })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".layout.json")) && !owned.contains($0) }.sorted()
    }

    /// `entries` in the selection's order (tour, screen, step, orientation), drawn or not.
    func inSuiteOrder(_ entries: [ReportEntry]) -> [ReportEntry] {
        entries.sorted { order[$0.name.stem, default: 0] < order[$1.name.stem, default: 0] }
    }

    /// The goldens folder as the user sees it.
    var goldensShown: String { InputFile.displayPath(goldens) }
}
