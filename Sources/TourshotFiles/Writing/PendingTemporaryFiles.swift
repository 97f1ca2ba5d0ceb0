import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Temporary files being written right now, so an interrupted run (Ctrl-C) can remove them
/// and leave no partial files behind.
public enum PendingTemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths = Set<String>()
    nonisolated(unsafe) private static var interrupted = false

    /// Creates `path` for writing (it must not exist) and records it, both under the lock
    /// `removeAll` takes: a file is recorded before an interrupt removes the recorded ones, or
    /// is never created (-1, errno EINTR) — none appears between the removal and the exit.
    static func create(_ path: String, permissions: mode_t) -> Int32 {
        lock.lock(); defer { lock.unlock() }
        guard !interrupted else {
            errno = EINTR
            return -1
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        if fd >= 0 { paths.insert(path) }
        return fd
    }

    static func remove(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
    }

    /// Unlinks every pending temporary file and refuses new ones; finished outputs are already
    /// renamed into place.
    public static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        interrupted = true
        for path in paths { _ = unlink(path) }
        paths.removeAll()
    }
}
