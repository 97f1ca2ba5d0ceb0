import Foundation
import TourshotFiles
import TourshotModel

extension StarterFiles {
    /// Writes the three files, all of them or none (docs/safety.md): staged in a hidden folder,
    /// loaded there as `validate` loads a project, then linked into `folder`. A failed write, a
    /// file that would not validate or a name that appeared meanwhile leaves `folder` as it was.
    func write(in folder: URL) throws { try Self.write(texts, in: folder) }

    /// Any project's files, `tourshot.json` among them (`init --from` writes several screens).
    static func write(_ texts: [(name: String, text: String)], in folder: URL) throws {
        let staged: StagedFiles
        do { staged = try StagedFiles.stage(texts.map { ($0.name, Array($0.text.utf8)) }, in: folder) } catch {
            throw CommandFailure.invalidInput(Self.message(error))
        }
        do {
            let project = try ProjectFileDecoder.load(staged.stagedURL(projectName))
            for entry in project.tours { _ = try TourLoader.load(entry, project: project) }
        } catch {
            staged.discard()
            // Named as they would be in the folder, not in the staging folder.
            let prefix = InputFile.displayPath(staged.staging) + "/"
            throw CommandFailure.invalidInput(error.problems.map {
                $0.description.replacingOccurrences(of: prefix, with: "") + " (in the files init would write; nothing written)"
            })
        }
        do { try staged.commit() } catch { throw CommandFailure.invalidInput(Self.message(error)) }
    }

    /// "cannot write tourshot.json: write failed: No space left on device; nothing written".
    private static func message(_ error: any Error) -> String {
        guard let failure = error as? FileWriteError else { return "\(error); nothing written" }
        let name = URL(fileURLWithPath: failure.path).lastPathComponent
        let reason = failure.reason.hasSuffix("nothing written") ? failure.reason : failure.reason + "; nothing written"
        return "cannot write \(name): \(reason)"
    }
}
