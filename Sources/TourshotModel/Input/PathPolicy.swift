import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where paths written in input files may lead: inside the project's folder, unless the user
/// passes `--allow-outside`. Paths typed on the command line (`--out`) are the user's own and
/// not checked.
///
/// The rule is enforced when a file is opened (`open(_:)`, `ConfinedOpen`): a symbolic link
/// swapped in after any earlier look at the path is still refused. `violation(_:)` answers the
/// same question ahead of time, for messages that name the JSON path which wrote the path.
public struct PathPolicy: Sendable, Hashable {
    /// The project folder, symbolic links resolved.
    public let root: URL
    /// The folder as it was given (`project/` through a linked parent, say): paths below it are
    /// below `root` too.
    private let givenRoot: URL
    public let allowsOutside: Bool
    /// What to do about a path that leads out.
    private let fix: String

    public init(root: URL, allowsOutside: Bool = false,
                fix: String = "keep the files a project reads and writes inside its folder, or pass --allow-outside") {
        givenRoot = root.standardizedFileURL
        self.root = givenRoot.resolvingSymlinksInPath()
        self.allowsOutside = allowsOutside
        self.fix = fix
    }

    /// Files the user named or tourshot wrote itself: opened wherever they are.
    public static let anywhere = PathPolicy(root: URL(fileURLWithPath: "/"), allowsOutside: true)

    /// Nil when `url` may be used; otherwise the reason and the fix.
    public func violation(_ url: URL) -> String? {
        guard !allowsOutside else { return nil }
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        let rootPath = root.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        guard resolved != rootPath, !resolved.hasPrefix(prefix) else { return nil }
        return outsideMessage(url)
    }

    func outsideMessage(_ url: URL) -> String {
        "path \(InputFile.displayPath(url)) leads outside the project folder \(InputFile.displayPath(root)); \(fix)"
    }

    /// Opens `url` for reading, once: beneath the project folder, resolved by the kernel, unless
    /// outside paths are allowed (then an ordinary open). Never blocks on a pipe or device.
    func open(_ url: URL, resolution: ConfinedOpen.Resolution = .automatic) throws(InputReadFailure) -> Int32 {
        let flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK
        guard !allowsOutside else {
            let fd = systemOpen(url.standardizedFileURL.path, flags)
            guard fd >= 0 else { throw InputReadFailure(errno: errno, url: url, policy: self) }
            return fd
        }
        guard let relative = relativePath(url) else { throw .outside(outsideMessage(url)) }
        let folder = systemOpen(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw InputReadFailure(errno: errno, url: url, policy: self) }
        defer { _ = close(folder) }
        switch ConfinedOpen.open(relative, beneath: folder, flags: flags, resolution: resolution) {
        case .success(let fd): return fd
        case .failure(let error): throw InputReadFailure(errno: error.code, url: url, policy: self)
        }
    }

    /// `url`'s path below the project folder as given or as resolved; nil when it names
    /// neither (an absolute path elsewhere, or `..` out of the folder).
    func relativePath(_ url: URL) -> String? {
        let path = url.standardizedFileURL.path
        for base in [givenRoot.path, root.path] {
            if path == base { return "." }
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return nil
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

/// open(2) under a name the method `PathPolicy.open` does not hide.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
