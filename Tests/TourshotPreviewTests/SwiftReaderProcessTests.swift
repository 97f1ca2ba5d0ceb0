import Foundation
import Testing
import TourshotModel
import TourshotPreview
import TourshotTestSupport

/// The reader process's bounds: a reader that hangs (even leaving a child holding its pipes) or
/// floods stdout is stopped and reported, in bounded time; the built reader gives the tutorial.
@Suite("Swift reader process bounds")
struct SwiftReaderProcessBoundsTests {
    static let approach = RepositoryPaths.path("Fixtures/swift/approach")

    /// The message `SwiftReaderProcess` fails with when `script` is the reader.
    static func failure(script: String, timeout: TimeInterval, environment: [String: String] = [:]) throws -> (message: String, seconds: TimeInterval) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = folder.appendingPathComponent("reader.sh")
        try ExecutableScript.write(script, to: reader)
        let started = Date()
        do {
            _ = try SwiftReaderProcess(environment: environment.merging(["TOURSHOT_SWIFT_READER": reader.path]) { $1 }, timeout: timeout)
                .read([approach], provider: "ApproachSteps")
            return ("read without error", Date().timeIntervalSince(started))
        } catch {
            return (error.description.replacingOccurrences(of: reader.path, with: "READER"), Date().timeIntervalSince(started))
        }
    }

    @Test("a reader that hangs, its child holding the pipes, is stopped at the time limit")
    func hangs() throws {
        let (message, seconds) = try Self.failure(script: "sleep 20; echo late", timeout: 1)
        #expect(message.hasSuffix(": READER gave no result within 1 s and was stopped, though it stops itself after 30 s; it may be another program (build it: `scripts/install --swift-sources`, or `swift build --product tourshot-swift-reader` (or set TOURSHOT_SWIFT_READER to it)), else report it with these Swift files and use a tutorial file meanwhile (docs/swift-sources.md)"), "\(message)")
        #expect(seconds < 10, "stopped after \(seconds) s")
    }

    @Test("a reader timed out is killed with what it started")
    func hangKillsGroup() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-survived-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let (message, seconds) = try Self.failure(script: "(sleep 2; touch '\(marker.path)') & sleep 20; echo late", timeout: 1)
        #expect(message.contains("gave no result within 1 s"), "\(message)")
        #expect(seconds < 2, "stopped after \(seconds) s")
        Thread.sleep(forTimeInterval: 3 - seconds)
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the reader's background job outlived it")
    }

    @Test("a reader that answers and exits is not waited for past its exit, though its child holds the pipes")
    func exitsLeavingChild() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TOURSHOT_SWIFT_READER"] = nil
        let built = try SwiftReaderLocation.find(environment: environment).get()
        let (message, seconds) = try Self.failure(script: "(sleep 20 &); exec '\(built.path)'", timeout: 60)
        #expect(message == "read without error")
        #expect(seconds < 3, "answered after \(seconds) s")
    }

    @Test("a reader that answers and exits takes what it started in the background with it")
    func exitKillsGroup() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-survived-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: marker) }
        let built = try Self.builtReader()
        let (message, seconds) = try Self.failure(script: "(sleep 2; touch '\(marker.path)') & exec '\(built.path)'", timeout: 60)
        #expect(message == "read without error")
        Thread.sleep(forTimeInterval: max(0, 3 - seconds))
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the reader's background job outlived it")
    }

    static func builtReader() throws -> URL {
        var environment = ProcessInfo.processInfo.environment
        environment["TOURSHOT_SWIFT_READER"] = nil
        return try SwiftReaderLocation.find(environment: environment).get()
    }

    /// A reader that counts its runs in `runs` and then is the built reader.
    static func countingReader(in folder: URL) throws -> (process: SwiftReaderProcess, runs: () -> Int) {
        let runs = folder.appendingPathComponent("runs")
        let script = folder.appendingPathComponent("reader.sh")
        try ExecutableScript.write("echo run >> '\(runs.path)'; exec '\(try builtReader().path)'", to: script)
        var environment = ProcessInfo.processInfo.environment
        environment["TOURSHOT_SWIFT_READER"] = script.path
        let count = { ((try? String(contentsOf: runs, encoding: .utf8)) ?? "").split(separator: "\n").count }
        return (SwiftReaderProcess(environment: environment), count)
    }

    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-reads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("three tours naming the same files start the reader once; other screens' ids ask again")
    func oneReadPerRequest() throws {
        try Self.withFolder { folder in
            let (process, runs) = try Self.countingReader(in: folder)
            for _ in 0..<3 { _ = try process.read([Self.approach], provider: "ApproachSteps") }
            #expect(runs() == 1)
            _ = try process.read([Self.approach], provider: "ApproachSteps", elementIDs: ["searchField"])
            #expect(runs() == 2)
        }
    }

    @Test("files over a limit are read once, whatever the provider and screens of the tours naming them")
    func limitFailureReadOnce() throws {
        try Self.withFolder { folder in
            let (process, runs) = try Self.countingReader(in: folder)
            let deep = folder.appendingPathComponent("Deep.swift")
            try Data(("let x = " + String(repeating: "[", count: 30) + "\n").utf8).write(to: deep)
            var messages: [String] = []
            for ids in [[], ["a"], ["b"]] as [Set<String>] {
                do { _ = try process.read([deep], provider: nil, elementIDs: ids) } catch { messages.append("\(error)") }
            }
            #expect(runs() == 1)
            #expect(messages.count == 3 && Set(messages).count == 1, "\(messages)")
            #expect(messages.first?.contains("Deep.swift:1:") == true, "\(messages)")
        }
    }

    @Test("the reader gets the environment it was located with")
    func environment() throws {
        let (message, _) = try Self.failure(script: "echo \"probe=$TOURSHOT_PROBE\" >&2; exit 3", timeout: 60, environment: ["TOURSHOT_PROBE": "passed"])
        #expect(message.contains("READER exited with status 3: probe=passed;"), "\(message)")
    }

    @Test("a reader that floods stdout is stopped at the size limit")
    func floods() throws {
        let (message, seconds) = try Self.failure(script: "exec yes", timeout: 60)
        #expect(message.hasSuffix(": READER wrote over 64 MiB and was stopped; it may be another program: build it: `scripts/install --swift-sources`, or `swift build --product tourshot-swift-reader` (or set TOURSHOT_SWIFT_READER to it)"), "\(message)")
        #expect(seconds < 30, "stopped after \(seconds) s")
    }

    @Test("the built reader, found beside the test process, returns the tutorial with Swift positions and warnings")
    func builtReader() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TOURSHOT_SWIFT_READER"] = nil
        let read = try SwiftReaderProcess(environment: environment).read([Self.approach], provider: "ApproachSteps")
        #expect(read.file.hasSuffix("Fixtures/swift/approach/ApproachSteps.swift"), "\(read.file)")
        #expect(read.warnings.map { $0.hasSuffix("ApproachSteps.swift:51:26: cardContent: custom SwiftUI card approximated by its buttons") } == [true],
                "\(read.warnings)")
        let tutorial = try TutorialFileDecoder.decode(read.json, file: read.file)
        let twin = try TutorialFileDecoder.load(RepositoryPaths.path("Fixtures/approach/approach.tutorial.json"))
        #expect(tutorial.steps.count == twin.steps.count)
    }
}
