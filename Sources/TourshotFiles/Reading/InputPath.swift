import Foundation

/// A file an input file names (a screenshot), with the rule for where it may be opened from.
/// The rule travels with the path to whoever opens the file — the painter, long after the
/// screen file was decoded — so every open is confined, not just the first look.
public struct InputPath: Sendable, Hashable {
    public let url: URL
    public let policy: PathPolicy

    public init(_ url: URL, policy: PathPolicy) {
        self.url = url
        self.policy = policy
    }
}
