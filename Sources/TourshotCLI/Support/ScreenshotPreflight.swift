import Foundation
import TourshotModel
import TourshotRender

/// Decodes every screenshot a set of images needs before anything is written, so a corrupt
/// PNG stops the run with the screen file and JSON path that name it, and no image appears.
enum ScreenshotPreflight {
    static func check(_ jobs: [ImageJob], cache: ScreenshotCache) throws {
        try check(captures: jobs.map { ($0.screen, $0.orientation) }, cache: cache)
    }

    /// The same check for captures without a tour (validate checks screenshots even when the
    /// tutorial that would use them is broken).
    static func check(captures: [(screen: Screen, orientation: Orientation)], cache: ScreenshotCache) throws {
        var problems: [String] = []
        var seen = Set<String>()
        for job in captures {
            for orientation in [job.orientation] {
                guard let capture = job.screen.capture(orientation) else { continue }
                var references: [(String, InputPath)] = []
                if let background = capture.background { references.append(("\(orientation.rawValue).background", background)) }
                for presentation in capture.presentations {
                    if let background = presentation.background {
                        references.append(("\(orientation.rawValue).presentations.\(presentation.id).background", background))
                    }
                }
                for (path, source) in references {
                    let key = job.screen.file.path + "#" + path
                    guard seen.insert(key).inserted else { continue }
                    do {
                        _ = try cache.image(source)
                    } catch {
                        problems.append("\(InputFile.displayPath(job.screen.file)): \(path): screenshot \(error)")
                    }
                }
            }
        }
        if !problems.isEmpty { throw CommandFailure.invalidInput(problems) }
    }
}
