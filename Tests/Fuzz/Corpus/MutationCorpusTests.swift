import Foundation
import Testing
import TourshotFuzzing
import TourshotModel
import TourshotPNG
import TourshotTestSupport

/// A few thousand mutated inputs through the whole input path, with a fixed seed: every
/// outcome must be acceptance or a clean rejection naming file and JSON path.
struct MutationCorpusTests {
    static let jsonFiles = ["tourshot.json", "Fixtures/approach/approach.tutorial.json",
                            "Fixtures/approach/iphone-15-pro.screen.json", "Fixtures/approach/iphone-se.screen.json"]
    static let screenshots = ["Fixtures/approach/screenshots/approach-portrait.png", "Fixtures/approach/screenshots/settings-landscape.png"]

    /// A private copy of the demo's approach tour, so mutations never touch the repository.
    static func makeProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-fuzz-\(UUID().uuidString)")
        for path in jsonFiles + ["Fixtures/approach/screenshots"] {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: RepositoryPaths.path(path), to: target)
        }
        // Only the approach tour: the corpus mutates its files.
        let project = """
            {"tours": [{"name": "approach", "tutorial": "Fixtures/approach/approach.tutorial.json",
              "screens": ["Fixtures/approach/iphone-15-pro.screen.json", "Fixtures/approach/iphone-se.screen.json"]}]}
            """
        try Data(project.utf8).write(to: folder.appendingPathComponent("tourshot.json"))
        return folder
    }

    @Test func mutatedInputFilesAreAcceptedOrRejectedCleanly() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let originals = try Dictionary(uniqueKeysWithValues: (Self.jsonFiles + Self.screenshots).map {
            ($0, try [UInt8](Data(contentsOf: folder.appendingPathComponent($0))))
        })
        // Screenshots are decoded once up front; later only a mutated one is decoded again.
        let screenshotFolder = folder.appendingPathComponent("Fixtures/approach/screenshots")
        let unchanged = try Dictionary(uniqueKeysWithValues: FileManager.default.contentsOfDirectory(atPath: screenshotFolder.path).map { name in
            let url = screenshotFolder.appendingPathComponent(name).standardizedFileURL
            return (url.path, try PNGCodec.decode(Array(try Data(contentsOf: url)), maxWidth: Limits.imageSide, maxHeight: Limits.imageSide))
        })
        let projectURL = folder.appendingPathComponent("tourshot.json")
        let measurer = FixedAdvanceMeasurer()
        #expect(InputExercise.run(project: projectURL, measurer: measurer) == .accepted(images: 20))

        var rng = SeededGenerator(seed: 0x70_75_72_73_68_6F_74)
        var accepted = 0, rejected = 0
        var failures: [String] = []
        let cases = 2500
        for index in 0..<cases {
            let files = Self.jsonFiles + Self.screenshots
            let path = files[Int.random(in: 0..<files.count, using: &rng)]
            let original = originals[path]!
            let isJSON = path.hasSuffix(".json")
            // JSON files: numbers nudged (valid structure, odd geometry), values replaced, or bytes damaged.
            var mutated = original
            let kind = isJSON ? Int.random(in: 0..<4, using: &rng) : 3
            if kind < 2 {
                for _ in 0..<Int.random(in: 1...4, using: &rng) { mutated = Mutator.nudgeNumber(mutated, using: &rng) }
            } else if kind == 2 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) { mutated = Mutator.mutateJSON(mutated, using: &rng) }
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &rng) { mutated = Mutator.mutateBytes(mutated, using: &rng) }
            }
            let url = folder.appendingPathComponent(path)
            try Data(mutated).write(to: url)
            var known = unchanged
            if !isJSON { known[url.standardizedFileURL.path] = nil }
            switch InputExercise.run(project: projectURL, measurer: measurer, decoded: known) {
            case .accepted: accepted += 1
            case .rejected: rejected += 1
            case .unexpected(let reason): failures.append("case \(index) (\(path)): \(reason)")
            }
            try Data(original).write(to: url)
        }
        #expect(failures.isEmpty, "\(failures.count) unexpected outcomes:\n\(failures.prefix(20).joined(separator: "\n"))")
        // Both kinds of outcome must occur, or the mutations are too weak or too strong.
        #expect(accepted > cases / 10 && rejected > cases / 4, "accepted \(accepted), rejected \(rejected)")
    }
}
