import Foundation
import TourshotGolden
import TourshotModel
import TourshotParallel
import TourshotRender

/// Which images of a suite `check` may pass without drawing: their input keys, and whether each
/// key and its goldens still match the key file `record` wrote. Both on all cores: a suite of
/// tens of thousands of images reads and hashes every golden.
public enum UnchangedImages {
    /// The input key of each job, in order; nil where one could not be computed (an unreadable
    /// screenshot), so that image is drawn and reports the problem. With `decoded`, screenshots
    /// count by the bytes that store decoded them from.
    public static func keys(_ jobs: [ImageJob], renderer: [String], project: Project, decoded: ScreenshotCache? = nil) -> [String?] {
        let keys = InputKeys(renderer: renderer, project: project, decoded: decoded)
        return ParallelLoop.map(jobs.count) { try? keys.key(for: jobs[$0]) }
    }

    /// Whether each job's key and both goldens are the ones its tour's key file records
    /// (`recorded`, by tour: `GoldenKeys.recorded`'s keys).
    public static func matching(_ jobs: [ImageJob], keys: [String?], recorded: [String: [String: GoldenKey]], goldens: URL) -> [Bool] {
        ParallelLoop.map(jobs.count) { index in
            let job = jobs[index]
            guard let input = keys[index] else { return false }
            return GoldenKeys.unchanged(GoldenFiles(folder: goldens, name: job.name), key: recorded[job.tour.name]?[job.name.stem], input: input)
        }
    }
}
