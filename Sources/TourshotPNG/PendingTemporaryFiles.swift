import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Temporary files being written right now, so an interrupted run (Ctrl-C) can remove them
/// and leave no partial files behind.
public enum PendingTemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths = Set<String>()

    static func add(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
    }

    static func remove(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    /// Unlinks every pending temporary file; finished outputs are already renamed into place.
    public static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        for path in paths { _ = unlink(path) }
        paths.removeAll()
    }
}
