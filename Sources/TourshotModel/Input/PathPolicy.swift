import Foundation

/// Where paths written in input files may lead: inside the project's folder, unless the user
/// passes `--allow-outside`. Symbolic links are resolved first, so a link cannot smuggle a
/// path out. Paths typed on the command line (`--out`) are the user's own and not checked.
public struct PathPolicy: Sendable {
    public let root: URL
    public let allowsOutside: Bool

    public init(root: URL, allowsOutside: Bool = false) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        self.allowsOutside = allowsOutside
    }

    /// Nil when `url` may be used; otherwise the reason and the fix.
    public func violation(_ url: URL) -> String? {
        guard !allowsOutside else { return nil }
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        let rootPath = root.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        guard resolved != rootPath, !resolved.hasPrefix(prefix) else { return nil }
        return "path \(InputFile.displayPath(url)) leads outside the project folder \(InputFile.displayPath(root)); keep the files a project reads and writes inside its folder, or pass --allow-outside"
    }

    /// Problems with the folders and tour files a project file names.
    public func problems(in project: Project) -> [InputProblem] {
        let file = InputFile.displayPath(project.file)
        var problems: [InputProblem] = []
        func check(_ url: URL, _ path: String) {
            if let message = violation(url) { problems.append(InputProblem(file: file, path: path, message: message)) }
        }
        check(project.goldens, "goldens")
        check(project.output, "output")
        for (index, tour) in project.tours.enumerated() {
            check(tour.tutorial, "tours[\(index)].tutorial")
            for (screenIndex, screen) in tour.screens.enumerated() { check(screen, "tours[\(index)].screens[\(screenIndex)]") }
        }
        return problems
    }
}
