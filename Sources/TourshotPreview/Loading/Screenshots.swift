import Foundation
import TourshotFiles
import TourshotModel
import TourshotRender

/// Decodes every screenshot a set of captures shows before anything is drawn or written, so
/// a corrupt PNG stops the run with the screen file and JSON path that name it.
public enum Screenshots {
    /// Decodes into `store` every background of `captures`; all problems are reported together.
    public static func resolve(_ captures: [(screen: Screen, orientation: Orientation)], into store: ScreenshotCache) throws(PreviewFailure) {
        var problems: [String] = []
        var seen = Set<String>()
        for (screen, orientation) in captures {
            guard let capture = screen.capture(orientation) else { continue }
            var references: [(String, InputPath)] = []
            if let background = capture.background { references.append(("\(orientation.rawValue).background", background)) }
            for presentation in capture.presentations {
                if let background = presentation.background {
                    references.append(("\(orientation.rawValue).presentations.\(presentation.id).background", background))
                }
            }
            for (path, url) in references where seen.insert(screen.file.path + "#" + path).inserted {
                do {
                    _ = try store.image(url)
                } catch {
                    problems.append("\(InputFile.displayPath(screen.file)): \(path): screenshot \(error)")
                }
            }
        }
        guard problems.isEmpty else { throw PreviewFailure(problems) }
    }
}
