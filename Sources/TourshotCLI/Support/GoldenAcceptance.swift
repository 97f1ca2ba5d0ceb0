import ArgumentParser
import TourshotFiles
import TourshotModel
import TourshotPreview

/// `tourshot serve`'s Accept: the accept command a failing `check` prints for one image,
/// run in process — `tourshot record --changed` narrowed to that image, with the project's
/// tolerances — so the page records goldens exactly as `record` does.
public enum GoldenAcceptance {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        /// The image on disk is not the one the page showed, or the fonts changed under the
        /// server: nothing was recorded, and looking again (or restarting) is the way on.
        public let isConflict: Bool
    }

    /// Records `job`'s goldens if its inputs are still those of the picture the page showed
    /// (`shownKey`, its input key with the fonts' stamps for renderer lines); returns a line saying where.
    public static func record(_ job: ImageJob, project: PreviewProject, shownKey: String) throws -> [String] {
        let base = ["--project", project.project.file.path] + (project.paths.allowsOutside ? ["--allow-outside"] : [])
        do {
            let accept = AcceptCommand(try GoldenSuiteOptions.parse(base))
            // Its first two words are "tourshot record".
            let command = try RecordCommand.parse(Array(accept.arguments(for: job).dropFirst(2)) + ["--changed"])
            // The server draws with the fonts it loaded when it started; record here would too,
            // under a key naming the files now on disk.
            let changedFonts = try project.fonts().loaded.filter { !$0.file.isCurrent }.map(\.file.path)
            guard changedFonts.isEmpty else {
                throw Failure(description: "font files changed since tourshot serve loaded them (\(changedFonts.joined(separator: ", "))), so the page shows pictures drawn with the old ones; nothing recorded: restart tourshot serve, look again and accept", isConflict: true)
            }
            let suite = try GoldenSuite(command.options)
            // Keyed from the bytes record draws from and the fonts it loaded, the same way the
            // server keyed what it showed (ReviewSession's refresh).
            let fonts = try suite.inputs.project.fonts().stampLines
            let keys = UnchangedImages.keys(suite.jobs, renderer: fonts, project: suite.project, decoded: suite.inputs.images)
            guard suite.jobs.count == 1, suite.jobs[0].name == job.name, keys[0] == shownKey else {
                throw Failure(description: "\(job.name.stem) changed since the page showed it (its files on disk give another picture); nothing recorded: look at it again and accept once more", isConflict: true)
            }
            try command.record(suite)
            let goldens = try project.goldensFolder(nil)
            return ["recorded \(job.name.stem) in \(InputFile.displayPath(goldens))"]
        } catch let failure as Failure {
            throw failure
        } catch let failure as CommandFailure {
            throw Failure(description: failure.description, isConflict: false)
        } catch let failure as PreviewFailure {
            throw Failure(description: failure.description, isConflict: false)
        } catch {
            throw Failure(description: RecordCommand.fullMessage(for: error), isConflict: false)
        }
    }
}
