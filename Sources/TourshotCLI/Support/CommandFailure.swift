import ArgumentParser
import TourshotModel
import TourshotPreview

/// A failure that ends a command with a message and an exit status:
/// 2 for invalid input or usage, 1 for images that differ from their goldens.
struct CommandFailure: Error, CustomStringConvertible {
    let lines: [String]
    let status: Int32
    /// The decoders' problems behind `lines` (file, JSON path, line, column), when known.
    var problems: [InputProblem] = []

    static func invalidInput(_ lines: [String]) -> CommandFailure { CommandFailure(lines: lines, status: 2) }
    static func invalidInput(_ line: String) -> CommandFailure { CommandFailure(lines: [line], status: 2) }
    /// Exit status 1 with nothing more to say: the command has already printed which images differ.
    static let imagesDiffer = CommandFailure(lines: [], status: 1)

    init(lines: [String], status: Int32) {
        self.lines = lines
        self.status = status
    }

    init(_ error: InputError) {
        self.init(lines: error.problems.map(\.description), status: 2)
        problems = error.problems
    }

    init(_ failure: PreviewFailure) {
        self.init(lines: failure.lines, status: 2)
        problems = failure.problems
    }

    var description: String { lines.joined(separator: "\n") }
}
