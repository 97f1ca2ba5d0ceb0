/// When a burst of file events becomes one refresh. Editors save in several steps (write a
/// temporary file, rename it over the old one, touch attributes), and tools write many files at
/// once: the refresh waits for `quiet` seconds without events, but never longer than `longest`
/// after the first, so a steady stream of writes still shows.
public struct DebounceWindow: Sendable, Equatable {
    public let quiet: Double
    public let longest: Double
    public private(set) var first: Double?
    public private(set) var last: Double?

    public init(quiet: Double = 0.05, longest: Double = 0.3) {
        self.quiet = quiet
        self.longest = longest
    }

    public mutating func record(at time: Double) {
        if first == nil { first = time }
        last = time
    }

    /// When the pending burst is due; nil when nothing is pending.
    public var deadline: Double? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + longest)
    }

    public func isDue(at now: Double) -> Bool {
        guard let deadline else { return false }
        return now >= deadline
    }

    /// Starts a new burst (the refresh has been started).
    public mutating func reset() {
        first = nil
        last = nil
    }
}
