import Foundation
#if os(Linux)
import Glibc
#else
import Darwin
#endif
import TourshotModel

/// The HTTP connections open, at most `limit` (`Limits.serveConnections`). A connection over the
/// limit closes the one that has waited longest for its next request (idle, or sending its head
/// slowly): a flood of idle connections then takes nothing from the page, whose requests arrive
/// whole at once. Only when every connection is busy answering is the new one turned away.
final class ConnectionTable: @unchecked Sendable {
    private struct Entry {
        let descriptor: Int32
        /// When it started waiting for its current request; nil while a request is answered.
        var waitingSince: Double?
    }

    private let lock = NSLock()
    private var entries: [Int: Entry] = [:]
    private var nextID = 0
    let limit: Int

    init(limit: Int = Limits.serveConnections) {
        self.limit = limit
    }

    /// Takes `descriptor` in, closing the longest-waiting connection to make room; nil when
    /// every one is busy.
    func admit(_ descriptor: Int32) -> Int? {
        lock.lock(); defer { lock.unlock() }
        if entries.count >= limit {
            guard let oldest = entries.filter({ $0.value.waitingSince != nil }).min(by: { $0.value.waitingSince! < $1.value.waitingSince! }) else {
                return nil
            }
            // Its own thread sees the end of its stream and closes the descriptor, which is
            // therefore never closed twice nor reused under it.
            shutdown(oldest.value.descriptor, Int32(SHUT_RDWR))
            entries[oldest.key] = nil
        }
        nextID += 1
        entries[nextID] = Entry(descriptor: descriptor, waitingSince: SocketIO.now())
        return nextID
    }

    func waiting(_ id: Int) {
        lock.lock(); defer { lock.unlock() }
        entries[id]?.waitingSince = SocketIO.now()
    }

    /// Answering a request: not to be closed for another.
    func busy(_ id: Int) {
        lock.lock(); defer { lock.unlock() }
        entries[id]?.waitingSince = nil
    }

    func remove(_ id: Int) {
        lock.lock(); defer { lock.unlock() }
        entries[id] = nil
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
