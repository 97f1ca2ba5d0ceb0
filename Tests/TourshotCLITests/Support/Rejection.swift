import Foundation
import Testing
import TourshotModel

/// What an error report must say: `error: <file>: <path>: …` with every one of `words`.
struct ExpectedError: Sendable, CustomTestStringConvertible {
    /// The file as printed (relative to the project folder); nil for pure usage errors.
    var file: String?
    /// The JSON path; nil when the problem concerns the file as a whole.
    var path: String?
    var words: [String]

    init(file: String?, path: String? = nil, _ words: String...) {
        self.file = file
        self.path = path
        self.words = words
    }

    /// The start every matching stderr line has.
    var prefix: String? {
        guard let file else { return nil }
        // The path as messages place it (`step 3 (steps[2].arrows[0])`), by the product's own phrasing.
        let place = path.map { InputProblem(file: file, path: $0, message: "").place }
        return "error: " + ([file] + (place.map { [$0] } ?? [])).joined(separator: ": ") + ": "
    }

    var testDescription: String { [file, path].compactMap { $0 }.joined(separator: ": ") + " " + words.joined(separator: " … ") }
}

extension DemoProject {
    /// Runs tourshot expecting it to reject its input: exit status 2, nothing on stdout, a
    /// stderr line for every expected error, and no file created, changed or removed (so no
    /// image and no temporary file).
    @discardableResult
    func expectRejected(_ arguments: [String], _ errors: ExpectedError..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> CLIResult {
        try await expectRejected(arguments, errors, sourceLocation: sourceLocation)
    }

    @discardableResult
    func expectRejected(_ arguments: [String], _ errors: [ExpectedError], sourceLocation: SourceLocation = #_sourceLocation) async throws -> CLIResult {
        let before = try inventory()
        let result = try await run(arguments)
        #expect(!result.timedOut, "tourshot hung:\n\(result)", sourceLocation: sourceLocation)
        #expect(result.status == 2, "expected exit status 2 for invalid input or usage:\n\(result)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "invalid input should print nothing on stdout:\n\(result)", sourceLocation: sourceLocation)
        for error in errors { expect(result, reports: error, sourceLocation: sourceLocation) }

        let after = try inventory()
        let beforePNGs = Set(before.filter { $0.key.lowercased().hasSuffix(".png") || PNGInfo.hasSignature($0.value) }.keys)
        let newPNGs = Set(try pngFiles()).subtracting(beforePNGs)
        #expect(newPNGs.isEmpty, "invalid input wrote images: \(newPNGs.sorted())", sourceLocation: sourceLocation)
        #expect(temporaryFiles().isEmpty, "temporary files left behind: \(temporaryFiles())", sourceLocation: sourceLocation)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        #expect(changed.isEmpty, "invalid input changed files: \(changed)", sourceLocation: sourceLocation)
        return result
    }
}

/// Checks that stderr holds a line for `error`: with its file and path at the start (when
/// given) and every expected word in that same line.
func expect(_ result: CLIResult, reports error: ExpectedError, sourceLocation: SourceLocation = #_sourceLocation) {
    let candidates: [String]
    if let prefix = error.prefix {
        candidates = result.stderrLines.filter { $0.hasPrefix(prefix) }
        guard !candidates.isEmpty else {
            Issue.record("no stderr line starts with \(prefix.debugDescription):\n\(result)", sourceLocation: sourceLocation)
            return
        }
    } else {
        candidates = [result.stderr]
    }
    let complete = candidates.contains { line in error.words.allSatisfy { line.contains($0) } }
    if !complete {
        let missing = error.words.filter { word in !candidates.contains { $0.contains(word) } }
        Issue.record("stderr lacks a report with all of \(error.words) (missing anywhere: \(missing)):\n\(result)", sourceLocation: sourceLocation)
    }
}
