import Foundation

/// What the reader is working on, for the watchdog that stops it at `Limits.swiftReaderSeconds`
/// or `Limits.swiftReaderMemoryMiB` (tourshot-swift-reader): its message names that file.
/// Written by the reading thread, read by the watchdog's.
public final class SwiftReadProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var current: String
    private var answered = false

    public init(_ first: String) { current = first }

    /// The file being parsed, or the sources' name while the tutorial is looked for in them.
    public var file: String {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func reading(_ file: String) {
        lock.lock()
        current = file
        lock.unlock()
    }

    var isAnswered: Bool {
        lock.lock()
        defer { lock.unlock() }
        return answered
    }

    /// True for the first caller only: the reading thread and the watchdog must not both answer.
    public func claimAnswer() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if answered { return false }
        answered = true
        return true
    }
}
