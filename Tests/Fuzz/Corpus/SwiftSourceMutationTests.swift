import Foundation
import Testing
import TourshotFuzzing
import TourshotModel
import TourshotSwiftSource
import TourshotTestSupport

/// The Instructions tour read from Swift, mutated: every outcome is acceptance or a clean
/// rejection naming `File.swift:line:column`, in bounded time, also for the nesting that made
/// swift-syntax's parser take exponential time or overflow its stack.
struct SwiftSourceMutationTests {
    static let swiftFile = "Fixtures/swift/instructions/ProfileCoachMarks.swift"

    /// A private copy of the Instructions tour with its tutorial read from Swift.
    static func makeProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-fuzz-swift-\(UUID().uuidString)")
        for path in [swiftFile, "Fixtures/instructions/iphone-15.screen.json"] {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: RepositoryPaths.path(path), to: target)
        }
        let project = """
            {"tours": [{"name": "instructions-swift", "tutorial": "\(swiftFile)",
              "screens": ["Fixtures/instructions/iphone-15.screen.json"]}]}
            """
        try Data(project.utf8).write(to: folder.appendingPathComponent("tourshot.json"))
        return folder
    }

    /// Swift-shaped damage: brackets, braces and quotes inserted or removed, lines cut.
    static func mutateSwift(_ bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let pieces: [String] = ["[", "]", "(", ")", "{", "}", "\"", "\\(", "<", ">", "#", "\n", "/*", "//", "??", "!", ".", ","]
        let at = Int.random(in: 0...bytes.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: bytes.insert(contentsOf: Array(pieces[Int.random(in: 0..<pieces.count, using: &rng)].utf8), at: at)
        case 1: if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &rng))) }
        default: bytes.removeSubrange(min(at, bytes.count)...)  // a file cut short
        }
        return bytes
    }

    @Test func mutatedSwiftSourcesAreAcceptedOrRejectedCleanly() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(Self.swiftFile)
        let original = try [UInt8](Data(contentsOf: url))
        let projectURL = folder.appendingPathComponent("tourshot.json")
        let measurer = FixedAdvanceMeasurer()
        #expect(InputExercise.run(project: projectURL, measurer: measurer, sourceReader: SwiftTutorialReader()) == .accepted(images: 10))

        var rng = SeededGenerator(seed: 0x73_77_69_66_74)
        var accepted = 0, rejected = 0
        var failures: [String] = []
        let cases = 300
        for index in 0..<cases {
            var mutated = original
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                mutated = Int.random(in: 0..<4, using: &rng) == 0 ? Mutator.mutateBytes(mutated, using: &rng) : Self.mutateSwift(mutated, using: &rng)
            }
            try Data(mutated).write(to: url)
            switch InputExercise.run(project: projectURL, measurer: measurer, sourceReader: SwiftTutorialReader()) {
            case .accepted: accepted += 1
            case .rejected: rejected += 1
            case .unexpected(let reason): failures.append("case \(index): \(reason)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) unexpected outcomes:\n\(failures.prefix(20).joined(separator: "\n"))")
        #expect(accepted > cases / 20 && rejected > cases / 4, "accepted \(accepted), rejected \(rejected)")
    }

    /// The review's cases: unclosed `[` 30 and 1,000 deep, 8,000 nested interpolations; each
    /// refused at its place, quickly.
    /// (The exact messages: TourshotSwiftSourceTests' NestingLimitTests.)
    @Test("deep nesting is refused in bounded time", arguments: [
        "let x = " + String(repeating: "[", count: 30),
        "let x = " + String(repeating: "[", count: 1000),
        "let x = " + String(repeating: #""\("#, count: 8000) + "1" + String(repeating: #")""#, count: 8000),
    ])
    func deepNesting(_ line: String) throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(Self.swiftFile)
        try Data((line + "\n" + (try String(contentsOf: url, encoding: .utf8))).utf8).write(to: url)
        let started = Date()
        let outcome = InputExercise.run(project: folder.appendingPathComponent("tourshot.json"), measurer: FixedAdvanceMeasurer(), sourceReader: SwiftTutorialReader())
        #expect(outcome == .rejected(problems: 1))
        #expect(Date().timeIntervalSince(started) < 5, "took \(Date().timeIntervalSince(started)) s")
    }
}
