import Foundation

/// "[3/12] approach-iphone-se-step03-portrait" on one line of standard error, rewritten as
/// images finish and erased at the end. Shown only when standard error is a terminal and the
/// command was not given --quiet; workers report from their own threads.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let shown: Bool
    private let lock = NSLock()
    private var done = 0

    init(total: Int, quiet: Bool) {
        self.total = total
        shown = !quiet && Terminal.errorIsTerminal && total > 1
    }

    /// One more image finished: `name` is the one just done.
    func finished(_ name: String) {
        guard shown else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        // \r and erase-line: the line is rewritten in place, never scrolls.
        FileHandle.standardError.write(Data("\r\u{1B}[2K[\(done)/\(total)] \(name)".utf8))
    }

    /// Erases the line, so what the command prints next starts clean.
    func end() {
        guard shown else { return }
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
