import Foundation
import Testing
import TourshotFuzzing
import TourshotImport
import TourshotTestSupport

/// Every capture format's fixture, mutated with a fixed seed and cut short, through the import
/// path (`CaptureExercise`): each outcome is an import that validates or a refusal naming the
/// file, and a file cut short is never imported.
struct CaptureMutationTests {
    static let fixtures: [(file: String, format: CaptureFormat)] = [
        ("xcuitest-quirks.txt", .xcuitest), ("xcuitest-lldb-string.txt", .xcuitest), ("appium-source.xml", .appium),
        ("appium-source.json", .appium), ("idb-flat.json", .idb), ("idb-nested.json", .idb), ("maestro-hierarchy.json", .maestro),
        ("recursive-description.txt", .recursiveDescription),
    ]
    /// A recursiveDescription has no closing section, so only the other formats can tell a
    /// file cut at a line boundary from a whole one.
    static let closed = fixtures.filter { $0.format != .recursiveDescription }.map(\.file)

    @Test(arguments: fixtures.map(\.file)) func mutatedCapturesAreImportedOrRefusedCleanly(_ file: String) throws {
        let format = Self.fixtures.first { $0.file == file }!.format
        let original = [UInt8](try Data(contentsOf: RepositoryPaths.path("Fixtures/captures/" + file)))
        guard case .imported = CaptureExercise.run(original, format: format) else {
            Issue.record("\(file) itself is not imported: \(CaptureExercise.run(original, format: format))")
            return
        }
        var rng = SeededGenerator(seed: 0x63_61_70_74 ^ UInt64(file.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var imported = 0, refused = 0
        var failures: [String] = []
        let cases = 400
        for index in 0..<cases {
            var mutated = original
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where file.hasSuffix(".json"):
                for _ in 0..<Int.random(in: 1...3, using: &rng) { mutated = Mutator.mutateJSON(mutated, using: &rng) }
            case 1:
                for _ in 0..<Int.random(in: 1...4, using: &rng) { mutated = Mutator.nudgeNumber(mutated, using: &rng) }
            default:
                for _ in 0..<Int.random(in: 1...3, using: &rng) { mutated = Mutator.mutateBytes(mutated, using: &rng) }
            }
            for chosen in [format, nil] {
                switch CaptureExercise.run(mutated, format: chosen) {
                case .imported: imported += 1
                case .refused: refused += 1
                case .unexpected(let reason): failures.append("case \(index) (--from \(chosen?.rawValue ?? "detected")): \(reason)")
                }
            }
        }
        #expect(failures.isEmpty, "\(file): \(failures.count) unexpected outcomes:\n\(failures.prefix(20).joined(separator: "\n"))")
        #expect(imported > cases / 10 && refused > cases / 10, "\(file): imported \(imported), refused \(refused)")
    }

    /// A capture cut anywhere short of its last character is refused, in every format.
    @Test(arguments: closed) func capturesCutShortAreRefused(_ file: String) throws {
        let original = [UInt8](try Data(contentsOf: RepositoryPaths.path("Fixtures/captures/" + file)))
        let end = original.lastIndex { !Character(Unicode.Scalar($0)).isWhitespace }!
        var rng = SeededGenerator(seed: 0x63_75_74)
        for _ in 0..<200 {
            let length = Int.random(in: 0...end, using: &rng)
            let outcome = CaptureExercise.run(Array(original.prefix(length)), format: nil)
            #expect(outcome == .refused, "\(file) cut to \(length) of \(original.count) bytes: \(outcome)")
        }
    }
}
