/// Where something was written in its input file (1-based line and column), for messages that
/// point there. Never part of what it is: two steps written in different places (a JSON file and
/// its Swift twin) are equal, so the position compares equal and hashes to nothing.
public struct SourcePosition: Sendable, Hashable {
    public let line: Int
    public let column: Int

    public static func == (lhs: SourcePosition, rhs: SourcePosition) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
