import Foundation
import TourshotGolden
import TourshotModel
import TourshotRender

/// The images `check` or `record` works on, resolved from `GoldenOptions`: project, goldens
/// folder, and the jobs in suite order (tour, screen, step, orientation), filtered and sharded.
struct GoldenSuite: Sendable {
    let project: Project
    let goldens: URL
    let jobs: [ImageJob]
    /// Images before sharding.
    let selectedCount: Int

    init(_ options: GoldenOptions) throws {
        let project = try ProjectLookup.load(options.project)
        self.project = project
        goldens = options.goldens.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? project.goldens
        let entries = try project.tourEntries(named: options.tour)
        var tours: [Tour] = []
        var problems: [String] = []
        for entry in entries {
            do { tours.append(try TourLoader.load(entry, project: project, allowOutside: options.allowOutside)) } catch { problems += error.problems.map(\.description) }
        }
        guard problems.isEmpty else { throw CommandFailure.invalidInput(problems) }

        var all: [ImageJob] = []
        for tour in tours {
            let screens = try options.screen.map { try project.screens(of: tour, named: $0) } ?? tour.screens
            let count = tour.tutorial.steps.count
            if let step = options.step, step > count {
                throw CommandFailure.invalidInput("\(InputFile.displayPath(tour.tutorialFile)): steps: step \(step) does not exist; tour \"\(tour.name)\" has steps 1…\(count)")
            }
            let steps = options.step.map { [$0] } ?? Array(1...count)
            for screen in screens {
                let orientations = screen.orientations.filter { options.orientation == nil || $0.rawValue == options.orientation!.rawValue }
                for step in steps {
                    all += orientations.map { ImageJob(tour: tour, screen: screen, step: step, orientation: $0) }
                }
            }
        }
        guard !all.isEmpty else {
            throw CommandFailure.invalidInput("no image selected: no selected screen has a \(options.orientation?.rawValue ?? "") capture")
        }
        selectedCount = all.count
        jobs = options.resolvedShard.select(all)
    }

    static func name(_ job: ImageJob) -> GoldenName {
        GoldenName(tour: job.tour.name, screen: job.screen.name, step: job.step,
                   stepCount: job.tour.tutorial.steps.count, orientation: job.orientation)
    }

    func files(_ job: ImageJob) -> GoldenFiles { GoldenFiles(folder: goldens, name: Self.name(job)) }

    /// Golden files in the folder that no image of the suite owns (a removed step or screen).
    func orphans() -> [String] {
        let owned = Set(jobs.flatMap { [Self.name($0).png, Self.name($0).layout] })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".layout.json")) && !owned.contains($0) }.sorted()
    }

    /// The goldens folder as the user sees it.
    var goldensShown: String { InputFile.displayPath(goldens) }
}
