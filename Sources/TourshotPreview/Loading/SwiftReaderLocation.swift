import Foundation
import TourshotFiles
import TourshotModel

/// Where tourshot finds tourshot-swift-reader (docs/swift-sources.md), in order:
/// `$TOURSHOT_SWIFT_READER` (an absolute path), else beside the running executable (where
/// `swift build` and `scripts/install --swift-sources` put it; a test process in `.build/debug`
/// finds it there too), else the absolute `PATH` entries outside the project's folder. A
/// relative `PATH` entry (`node_modules/.bin`, `.`, an empty one) or one inside the project
/// names a program the project's files control, which would run with the user's rights on
/// opening a repository: such entries are skipped, and said so when nothing else is found.
public enum SwiftReaderLocation {
    public static let name = "tourshot-swift-reader"
    public static let environmentKey = "TOURSHOT_SWIFT_READER"
    public static let fix = "build it: `scripts/install --swift-sources`, or `swift build --product \(name)` (or set \(environmentKey) to it)"

    /// The reader, or where it was looked for. `project`: the folder whose files must not pick
    /// the program (the project's, or the current folder for `import tutorial`).
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment,
                            project: URL? = nil, executable: URL? = runningExecutable()) -> Result<URL, LookupFailure> {
        if let given = environment[environmentKey], !given.isEmpty {
            guard given.hasPrefix("/") else {
                return .failure(LookupFailure("\(environmentKey)=\(given) is a relative path, which would depend on the current folder; give an absolute path"))
            }
            return isExecutable(given) ? .success(URL(fileURLWithPath: given))
                                       : .failure(LookupFailure("\(environmentKey)=\(given) is not an executable file"))
        }
        var looked: [String] = []
        if let folder = executable?.deletingLastPathComponent() {
            let beside = folder.appendingPathComponent(name)
            if isExecutable(beside.path) { return .success(beside) }
            looked.append(folder.path)
        }
        let inside = project.map { PathPolicy(root: $0) }
        var skipped: [String] = []
        for folder in (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init) {
            let candidate = URL(fileURLWithPath: folder.isEmpty ? "." : folder).appendingPathComponent(name)
            guard isExecutable(candidate.path) else { continue }
            if !folder.hasPrefix("/") {
                skipped.append("\(folder.isEmpty ? "(empty)" : folder), a relative PATH entry")
            } else if let inside, inside.contains(candidate) {
                skipped.append("\(folder), inside the project's folder")
            } else {
                return .success(candidate)
            }
        }
        looked.append("PATH")
        let skips = skipped.isEmpty ? "" : "; skipped \(skipped.joined(separator: " and ")): a program there is the project's, not yours"
        return .failure(LookupFailure("not found in \(looked.joined(separator: " or "))\(skips)"))
    }

    public struct LookupFailure: Error {
        public let detail: String
        init(_ detail: String) { self.detail = detail }
    }

    static func isExecutable(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// The running program's file, links resolved (a linked `~/.local/bin/tourshot` still finds
    /// the reader installed beside the real one).
    public static func runningExecutable() -> URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return (Bundle.main.executableURL ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0) })?.resolvingSymlinksInPath()
    }
}
