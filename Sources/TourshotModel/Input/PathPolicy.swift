import Foundation

/// Where tourshot may read and write: inside the project's folder, unless the user passes
/// `--allow-outside`. It applies to every path a command touches — the paths input files name,
/// the project's `output` and `goldens`, and flags such as `--out`, `--goldens` and `--report`.
/// Symbolic links are resolved the way the kernel would follow them (also in folders that do
/// not exist yet), so a link cannot smuggle a path out.
public struct PathPolicy: Sendable {
    public let root: URL
    public let allowsOutside: Bool

    public init(root: URL, allowsOutside: Bool = false) {
        self.root = URL(fileURLWithPath: Self.resolved(root.path))
        self.allowsOutside = allowsOutside
    }

    /// Nil when `url` may be used; otherwise the reason and the fix.
    public func violation(_ url: URL) -> String? {
        guard !allowsOutside, !contains(url) else { return nil }
        return "path \(InputFile.displayPath(url)) leads outside the project folder \(InputFile.displayPath(root)); keep the files a project reads and writes inside its folder, or pass --allow-outside"
    }

    /// Whether `url`, with its links followed, lies in the project's folder.
    public func contains(_ url: URL) -> Bool {
        let path = Self.resolved(url.path)
        let rootPath = root.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path == rootPath || path.hasPrefix(prefix)
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

    /// The absolute path the kernel would reach: the longest existing ancestor through
    /// `realpath` (links and `..` as the kernel follows them), the rest appended lexically.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                var components = String(cString: real).split(separator: "/").map(String.init)
                for component in rest.reversed() {
                    switch component {
                    case "", ".": continue
                    case "..": if !components.isEmpty { components.removeLast() }
                    default: components.append(component)
                    }
                }
                return "/" + components.joined(separator: "/")
            }
            // A link that leads nowhere yet could be made to lead anywhere: never inside.
            var status = stat()
            if lstat(existing, &status) == 0 { return "//dangling-link" + existing }
            guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return absolute }
            rest.append(String(existing[existing.index(after: slash)...]))
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }
}
