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
    }

    /// Records `job`'s goldens; returns a line saying where.
    public static func record(_ job: ImageJob, project: PreviewProject) throws -> [String] {
        let base = ["--project", project.project.file.path] + (project.paths.allowsOutside ? ["--allow-outside"] : [])
        do {
            let accept = AcceptCommand(try GoldenSuiteOptions.parse(base))
            // Its first two words are "tourshot record".
            let command = try RecordCommand.parse(Array(accept.arguments(for: job).dropFirst(2)) + ["--changed"])
            try command.run()
            let goldens = try project.goldensFolder(nil)
            return ["recorded \(job.name.stem) in \(InputFile.displayPath(goldens))"]
        } catch let failure as CommandFailure {
            throw Failure(description: failure.description)
        } catch let failure as PreviewFailure {
            throw Failure(description: failure.description)
        } catch {
            throw Failure(description: RecordCommand.fullMessage(for: error))
        }
    }
}
