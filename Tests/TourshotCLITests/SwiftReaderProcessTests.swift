import Foundation
import Testing
import TourshotTestSupport

/// tourshot reads Swift tours through tourshot-swift-reader: a missing, crashing or babbling
/// reader is one exit-2 line naming the tour's Swift file and the fix, with nothing written; a
/// JSON-only project never looks for the reader.
@Suite("Swift reader process")
struct SwiftReaderProcessTests {
    static let render = ["render", "--project", "tourshot.swift-sources.json", "--tour", "approach-swift", "--out", "swift"]
    static let fix = "build it: `scripts/install --swift-sources`, or `swift build --product tourshot-swift-reader` (or set TOURSHOT_SWIFT_READER to it)"

    /// Renders the Swift approach tour with `reader` (a shell script body) as the reader.
    static func renderWith(script: String?, _ check: (DemoProject, CLIResult, String) throws -> Void) async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            var reader = project.url("no-such-reader").path
            if let script {
                try ExecutableScript.write(script, to: project.url("reader.sh"))
                reader = project.url("reader.sh").path
            }
            let result = try await project.run(render, environment: ["TOURSHOT_SWIFT_READER": reader])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines.count == 1, "one line: \(result)")
            #expect(!FileManager.default.fileExists(atPath: project.url("swift").path), "nothing written")
            try check(project, result, reader)
        }
    }

    @Test("a missing reader: exit 2 naming the tour's Swift file and how to build the reader")
    func missing() async throws {
        try await Self.renderWith(script: nil) { _, result, reader in
            #expect(result.stderr.contains("Fixtures/swift/approach: reading Swift sources needs tourshot-swift-reader (TOURSHOT_SWIFT_READER=\(reader) is not an executable file); \(Self.fix)"), "\(result)")
        }
    }

    @Test("a reader that crashes: exit 2 with the signal and what it printed")
    func crashes() async throws {
        try await Self.renderWith(script: "echo 'Fatal error: boom' >&2; kill -SEGV $$") { _, result, reader in
            #expect(result.stderr.contains("Fixtures/swift/approach: \(reader) crashed (signal 11): Fatal error: boom; report it with the Swift files it was given, or use a tutorial file meanwhile (docs/swift-sources.md)"), "\(result)")
        }
    }

    @Test("a reader that fails: exit 2 with its status and first line")
    func fails() async throws {
        try await Self.renderWith(script: "echo 'no request' >&2; exit 3") { _, result, reader in
            #expect(result.stderr.contains("Fixtures/swift/approach: \(reader) exited with status 3: no request; \(Self.fix)"), "\(result)")
        }
    }

    @Test("a reader that prints garbage: exit 2, not a crash")
    func garbage() async throws {
        try await Self.renderWith(script: "cat >/dev/null; echo '{\"tutorial\": 3}'") { _, result, reader in
            #expect(result.stderr.contains("Fixtures/swift/approach: \(reader) answered with no readable result; it may be another program or another tourshot's; \(Self.fix)"), "\(result)")
        }
    }

    @Test("import tutorial and validate take the same path: the Swift files named, nothing written")
    func importAndValidate() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            let nowhere = ["TOURSHOT_SWIFT_READER": "/nonexistent/tourshot-swift-reader"]
            let needs = "reading Swift sources needs tourshot-swift-reader (TOURSHOT_SWIFT_READER=/nonexistent/tourshot-swift-reader is not an executable file); \(Self.fix)"
            let imported = try await project.run(["import", "tutorial", "Fixtures/swift/approach", "--out", "t.tutorial.json"], environment: nowhere)
            #expect(imported.status == 2, "\(imported)")
            #expect(imported.stderrLines == ["error: Fixtures/swift/approach: \(needs)"], "\(imported)")
            #expect(!FileManager.default.fileExists(atPath: project.url("t.tutorial.json").path), "nothing written")
            let validated = try await project.run(["validate", "--project", "tourshot.swift-sources.json"], environment: nowhere)
            #expect(validated.status == 2, "\(validated)")
            #expect(validated.stderrLines == ["error: Fixtures/swift/approach: \(needs)",
                                              "error: Fixtures/swift/onboarding/OnboardingView.swift: \(needs)",
                                              "error: Fixtures/swift/onboarding-pages: \(needs)",
                                              "error: Fixtures/swift/spotlight/HomeSpotlight.swift: \(needs)",
                                              "error: Fixtures/swift/instructions: \(needs)",
                                              "error: Fixtures/swift/instructions-var: \(needs)",
                                              "error: Fixtures/swift/instructions-answers: \(needs)",
                                              "error: Fixtures/swift/instructions-colors: \(needs)",
                                              "error: Fixtures/swift/polaris: \(needs)",
                                              "error: Fixtures/swift/runtime-views: \(needs)"], "\(validated)")
        }
    }

    @Test("three tours naming one file nested too deep: one read, refused at the place (said once)")
    func threeToursOneRead() async throws {
        try await DemoProject.with { project in
            try project.write("Deep.swift", "let x = " + String(repeating: "[", count: 30) + "\n")
            let tours = (1...3).map { #"{"name": "t\#($0)", "tutorial": "Deep.swift", "screens": ["\#(Demo.proScreen)"]}"# }
            try project.write("deep.json", #"{"tours": [\#(tours.joined(separator: ", "))]}"#)
            let reader = RepositoryPaths.tourshotBinary.deletingLastPathComponent().appendingPathComponent("tourshot-swift-reader")
            try ExecutableScript.write("echo run >> '\(project.url("runs").path)'; exec '\(reader.path)'", to: project.url("reader.sh"))
            // (Its time is NestingLimitTests'; here the wall clock would also count the wait for a process slot.)
            let result = try await project.run(["render", "--project", "deep.json", "--all", "--out", "deep"],
                                               environment: ["TOURSHOT_SWIFT_READER": project.url("reader.sh").path])
            #expect(result.status == 2, "\(result)")
            #expect(try project.text("runs") == "run\n")
            let refusal = "error: Deep.swift:1:19: `[` is nested over 10 deep here (square brackets open at once), the limit of a Swift file tourshot reads (the parser's time and memory grow faster than the text past it); move the inner part into a `static let` or a function, or leave this file out of the tour's \"tutorial\""
            #expect(result.stderrLines.filter { $0 == refusal }.count == 1, "\(result)")
            #expect(!FileManager.default.fileExists(atPath: project.url("deep").path), "nothing written")
        }
    }

    @Test("a JSON-only project renders with TOURSHOT_SWIFT_READER pointing nowhere")
    func jsonNeedsNoReader() async throws {
        try await DemoProject.with { project in
            let result = try await project.run(["render", "--tour", "approach", "--step", "1", "--out", "json"],
                                               environment: ["TOURSHOT_SWIFT_READER": "/nonexistent/tourshot-swift-reader"])
            #expect(result.status == 0, "\(result)")
            #expect(try !FileManager.default.contentsOfDirectory(atPath: project.url("json").path).isEmpty, "\(result)")
        }
    }
}
