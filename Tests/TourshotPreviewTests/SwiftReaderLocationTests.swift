import Foundation
import Testing
import TourshotPreview
import TourshotTestSupport

/// Where the reader is looked for: never through a relative PATH entry or one inside the
/// project, whose files would then choose the program tourshot runs (docs/swift-sources.md).
@Suite("Swift reader location")
struct SwiftReaderLocationTests {
    /// A folder with `project/node_modules/.bin/` and `tools/`, each holding a reader script.
    static func withFolders(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-path-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        for bin in ["project/node_modules/.bin", "tools"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(bin), withIntermediateDirectories: true)
            try ExecutableScript.write("exit 0", to: folder.appendingPathComponent("\(bin)/tourshot-swift-reader"))
        }
        try body(folder)
    }

    static func find(path: String, in folder: URL) -> String {
        switch SwiftReaderLocation.find(environment: ["PATH": path], project: folder.appendingPathComponent("project"), executable: nil) {
        case .success(let url): return url.path.replacingOccurrences(of: folder.path, with: "ROOT")
        case .failure(let lookup): return lookup.detail.replacingOccurrences(of: folder.path, with: "ROOT")
        }
    }

    /// `folder`'s `project/node_modules/.bin` as a path relative to the current folder (which the
    /// test process shares, so it is not changed).
    static func relative(_ folder: URL) -> String {
        let depth = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().pathComponents.count - 1
        return String(repeating: "../", count: depth) + folder.path.dropFirst() + "/project/node_modules/.bin"
    }

    @Test("a relative PATH entry is skipped, and said so when nothing else is found")
    func relativeEntry() throws {
        try Self.withFolders { folder in
            let entry = Self.relative(folder)
            let shown = entry.replacingOccurrences(of: folder.path, with: "ROOT")
            #expect(Self.find(path: entry, in: folder)
                    == "not found in PATH; skipped \(shown), a relative PATH entry: a program there is the project's, not yours")
            #expect(Self.find(path: "::\(entry):\(folder.path)/tools", in: folder) == "ROOT/tools/tourshot-swift-reader")
        }
    }

    @Test("an absolute PATH entry inside the project's folder is skipped; one outside is used")
    func entryInsideProject() throws {
        try Self.withFolders { folder in
            #expect(Self.find(path: "\(folder.path)/project/node_modules/.bin", in: folder)
                    == "not found in PATH; skipped ROOT/project/node_modules/.bin, inside the project's folder: a program there is the project's, not yours")
            #expect(Self.find(path: "\(folder.path)/project/node_modules/.bin:\(folder.path)/tools", in: folder) == "ROOT/tools/tourshot-swift-reader")
        }
    }

    @Test("TOURSHOT_SWIFT_READER must be an absolute path")
    func relativeVariable() throws {
        let found = SwiftReaderLocation.find(environment: ["TOURSHOT_SWIFT_READER": "bin/reader"], executable: nil)
        guard case .failure(let lookup) = found else { Issue.record("found \(found)"); return }
        #expect(lookup.detail == "TOURSHOT_SWIFT_READER=bin/reader is a relative path, which would depend on the current folder; give an absolute path")
    }
}
