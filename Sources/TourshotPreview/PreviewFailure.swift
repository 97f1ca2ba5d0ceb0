import TourshotModel

/// Why images cannot be previewed: every line names the file, JSON path or option at fault and
/// the fix. Commands print it and exit 2; `TourshotTesting` throws it as a test failure.
public struct PreviewFailure: Error, Sendable, CustomStringConvertible {
    public let lines: [String]
    /// The input problems behind the lines, with file, JSON path, line and column, when the
    /// failure came from the decoders (for machine-readable reports such as GitHub annotations).
    public let problems: [InputProblem]

    public init(_ lines: [String]) { self.lines = lines; self.problems = [] }
    public init(_ line: String) { self.lines = [line]; self.problems = [] }
    public init(_ error: InputError) {
        self.lines = error.problems.map(\.description)
        self.problems = error.problems
    }

    public var description: String { lines.joined(separator: "\n") }
}
