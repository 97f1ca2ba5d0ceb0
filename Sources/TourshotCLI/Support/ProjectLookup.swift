import Foundation
import TourshotModel

/// Finds and loads the project file: `--project PATH`, or `tourshot.json` in the current folder.
enum ProjectLookup {
    static func load(_ path: String?) throws -> Project {
        let url = URL(fileURLWithPath: path ?? "tourshot.json").standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            if let path { throw CommandFailure.invalidInput("\(path): project file not found; check --project") }
            throw CommandFailure.invalidInput("tourshot.json: not found in \(FileManager.default.currentDirectoryPath); run tourshot in a project folder or pass --project PATH")
        }
        do {
            return try ProjectFileDecoder.load(url)
        } catch { throw CommandFailure(error) }
    }
}
