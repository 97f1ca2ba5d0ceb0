import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where tourshot may read and write: inside the project's folder, unless the user passes
/// `--allow-outside`. It applies to every path a command touches — the paths input files name,
/// the project's `output` and `goldens`, and flags such as `--out`, `--goldens` and `--report`.
///
/// Reads are confined when the file is opened (`open(_:)`, `ConfinedOpen`): a symbolic link
/// swapped in after any earlier look at the path is still refused. `violation(_:)` answers the
/// same question ahead of time — for writes, and for messages that name the JSON path which
/// wrote the path — following links the way the kernel would (also in folders not made yet).
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
        self.root = URL(fileURLWithPath: Self.resolved(givenRoot.path))
        self.allowsOutside = allowsOutside
        self.fix = fix
    }

    /// The current folder, for the commands that have no project (`diff`, `import`): what they
    /// write and read stays in it unless `--allow-outside`.
    public static func currentFolder(allowsOutside: Bool, fix: String) -> PathPolicy {
        PathPolicy(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), allowsOutside: allowsOutside, fix: fix)
    }

    /// Files the user named or tourshot wrote itself: opened wherever they are.
    public static let anywhere = PathPolicy(root: URL(fileURLWithPath: "/"), allowsOutside: true)

    /// Nil when `url` may be used; otherwise the reason and the fix.
    public func violation(_ url: URL) -> String? {
        guard !allowsOutside, !contains(url) else { return nil }
        let resolved = Self.resolved(url.path)
        if resolved.hasPrefix(Self.danglingMarker) {
            let link = String(resolved.dropFirst(Self.danglingMarker.count))
            return "path \(InputFile.displayPath(url)) passes through \(InputFile.displayPath(URL(fileURLWithPath: link))), a link to nothing; create what it points to or remove the link"
        }
        return outsideMessage(url)
    }

    /// What `resolved` answers for a path through a link to nothing (never inside any folder).
    static let danglingMarker = "//dangling-link"


    /// Whether `url`, with its links followed, lies in the project's folder.
    public func contains(_ url: URL) -> Bool {
        let path = Self.resolved(url.path)
        let rootPath = root.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path == rootPath || path.hasPrefix(prefix)
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
            if lstat(existing, &status) == 0 { return danglingMarker + existing }
            guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return absolute }
            rest.append(String(existing[existing.index(after: slash)...]))
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }
}

/// open(2) under a name the method `PathPolicy.open` does not hide.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
