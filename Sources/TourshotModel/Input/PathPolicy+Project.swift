import Foundation
import TourshotFiles

extension PathPolicy {
    /// Problems with the folders and tour files a project file names.
    public func problems(in project: Project) -> [InputProblem] {
        let file = InputFile.displayPath(project.file)
        var problems: [InputProblem] = []
        func check(_ url: URL, _ path: String) {
            if let message = violation(url) { problems.append(InputProblem(file: file, path: path, message: message)) }
        }
        check(project.goldens, "goldens")
        check(project.output, "output")
        for (index, folder) in project.fonts.enumerated() { check(folder, "fonts[\(index)]") }
        for (index, file) in (project.textFont?.files ?? []).enumerated() { check(file, "textFont.files[\(index)]") }
        for (index, tour) in project.tours.enumerated() {
            let tutorials = tour.swiftSources?.paths ?? [tour.tutorial]
            for (i, url) in tutorials.enumerated() { check(url, "tours[\(index)].tutorial" + (tutorials.count > 1 ? "[\(i)]" : "")) }
            for (screenIndex, screen) in tour.screens.enumerated() { check(screen, "tours[\(index)].screens[\(screenIndex)]") }
            if let strings = tour.strings { check(strings, "tours[\(index)].strings") }
        }
        return problems
    }
}
