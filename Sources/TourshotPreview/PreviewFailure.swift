import TourshotModel

/// Why images cannot be previewed: every line names the file, JSON path or option at fault and
/// the fix. Commands print it and exit 2; `TourshotTesting` throws it as a test failure.
public struct PreviewFailure: Error, Sendable, CustomStringConvertible {
    public let lines: [String]

    public init(_ lines: [String]) { self.lines = lines }
    public init(_ line: String) { self.lines = [line] }
    public init(_ error: InputError) { self.lines = error.problems.map(\.description) }

    public var description: String { lines.joined(separator: "\n") }
}
