import Foundation

/// Where tourshot finds tourshot-swift-reader (docs/swift-sources.md): `$TOURSHOT_SWIFT_READER`,
/// else beside the running executable (where `swift build` and `scripts/install --swift-sources`
/// put it; a test process in `.build/debug` finds it there too), else on PATH.
public enum SwiftReaderLocation {
    public static let name = "tourshot-swift-reader"
    public static let environmentKey = "TOURSHOT_SWIFT_READER"
    public static let fix = "build it: `scripts/install --swift-sources`, or `swift build --product \(name)` (or set \(environmentKey) to it)"

    /// The reader, or where it was looked for.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<URL, LookupFailure> {
        if let given = environment[environmentKey], !given.isEmpty {
            return isExecutable(given) ? .success(URL(fileURLWithPath: given))
                                       : .failure(LookupFailure("\(environmentKey)=\(given) is not an executable file"))
        }
        var looked: [String] = []
        if let folder = runningExecutable()?.deletingLastPathComponent() {
            let beside = folder.appendingPathComponent(name)
            if isExecutable(beside.path) { return .success(beside) }
            looked.append(folder.path)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":").map(String.init) where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if isExecutable(candidate.path) { return .success(candidate) }
        }
        looked.append("PATH")
        return .failure(LookupFailure("not found in \(looked.joined(separator: " or "))"))
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
    static func runningExecutable() -> URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return (Bundle.main.executableURL ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0) })?.resolvingSymlinksInPath()
    }
}
