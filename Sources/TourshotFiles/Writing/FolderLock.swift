import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock one run holds on a folder it fills (`OwnedFolder`: a check report, a review), so a
/// second run on the same folder is refused up front instead of emptying the first one's files
/// under it. An advisory `flock(2)` on the folder itself (no lock file to leave behind or race
/// on): the kernel releases it when the run ends however it ends, SIGKILL included, so a stale
/// lock cannot remain.
public final class FolderLock: Sendable {
    private let state: Descriptor

    /// Takes the lock of `folder` (which must exist), or says that another run holds it.
    static func take(_ folder: URL) throws(OwnedFolderError) -> FolderLock {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OwnedFolderError(url: folder, reason: "cannot be opened to lock it: \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            _ = close(fd)
            throw OwnedFolderError(url: folder, reason: "is being written by another tourshot run, which holds the folder's lock (flock on the folder); wait for it to finish, or give each run its own folder")
        }
        return FolderLock(descriptor: fd)
    }

    /// Waits for the lock of `folder` (which must exist) and runs `body` holding it: for a short
    /// read-change-write of files that several runs share (the goldens' key files, which
    /// `record` shards running side by side each add their lines to).
    public static func holding<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OwnedFolderError(url: folder, reason: "cannot be opened to lock it: \(String(cString: strerror(errno)))")
        }
        let lock = FolderLock(descriptor: fd)
        defer { lock.release() }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw OwnedFolderError(url: folder, reason: "cannot be locked: \(String(cString: strerror(errno)))")
            }
        }
        return try body()
    }

    private init(descriptor: Int32) { state = Descriptor(descriptor) }

    /// Lets the next run in; called when a run has finished writing.
    func release() { state.close() }

    deinit { state.close() }

    /// The descriptor, closed once.
    private final class Descriptor: @unchecked Sendable {
        private let lock = NSLock()
        private var descriptor: Int32

        init(_ descriptor: Int32) { self.descriptor = descriptor }

        func close() {
            lock.withLock {
                if descriptor >= 0 { closeDescriptor(descriptor) }
                descriptor = -1
            }
        }
    }
}

/// close(2) under a name `Descriptor.close` does not hide.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }
