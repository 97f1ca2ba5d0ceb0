import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old content or the complete new content.
public enum AtomicFile {
    /// Replaces the file at `url` with `bytes` via a temporary file and `rename`.
    ///
    /// The temporary file lives in the same directory (so the rename stays on one file system)
    /// and is removed on any failure; ones a killed run left there are removed first
    /// (`StaleTemporaryFiles`). A `durable` write (the default: goldens, reports) also
    /// fsyncs the file before the rename and the directory after it, so the new content
    /// survives a power loss; previews, which the next run makes again, skip the two syncs
    /// and are still never seen partial.
    ///
    /// A replaced file keeps what its owner set: the new file gets the old one's permission bits
    /// and, where the user may set it, its group. A symbolic link is written through (its target
    /// gets the content, the link stays a link) only for a file the user names and only when the
    /// target lies inside `linksWithin` (the path policy's folder: `import screen --merge`);
    /// otherwise the link itself is replaced, so a link planted among outputs (a golden pointing
    /// at `~/.bashrc`) never leads a write out of the project. Other hard links to the old file
    /// keep the old content: an atomic replace is a new file.
    public static func write(_ bytes: [UInt8], to url: URL, durable: Bool = true, linksWithin: URL? = nil) throws {
        guard url.isFileURL else {
            throw FileWriteError(path: url.absoluteString, reason: "not a file URL")
        }
        let target = try linksWithin.map { root in try followingLinks(url.path, within: root) } ?? url.path
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let temporary = directory + "/" + TemporaryFileName.make(for: URL(fileURLWithPath: target).lastPathComponent)
        StaleTemporaryFiles.sweep(directory)

        let fd = PendingTemporaryFiles.create(temporary, permissions: 0o644)
        defer { PendingTemporaryFiles.remove(temporary) }
        guard fd >= 0 else {
            throw FileWriteError(path: target, reason: "cannot create temporary file: \(lastErrorText())")
        }
        do {
            keepOwnership(of: target, on: fd)
            try writeFully(bytes, to: fd, target: target)
            guard !durable || fsync(fd) == 0 else {
                throw FileWriteError(path: target, reason: "fsync failed: \(lastErrorText())")
            }
        } catch {
            _ = close(fd)
            _ = unlink(temporary)
            throw error
        }
        // close can report delayed write errors (e.g. on network file systems).
        guard close(fd) == 0 else {
            let reason = "close failed: \(lastErrorText())"
            _ = unlink(temporary)
            throw FileWriteError(path: target, reason: reason)
        }
        guard rename(temporary, target) == 0 else {
            let reason = "cannot rename temporary file into place: \(lastErrorText())"
            _ = unlink(temporary)
            throw FileWriteError(path: target, reason: reason)
        }
        if durable { syncDirectory(directory) }
    }

    /// The file a path names, its symbolic links followed; the path itself when it is no link.
    /// A link that leads nowhere, or out of `root`, is refused.
    static func followingLinks(_ path: String, within root: URL) throws -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw FileWriteError(path: path, reason: "a symbolic link that leads nowhere (\(lastErrorText())); create what it points to or remove the link")
        }
        defer { free(resolved) }
        let target = String(cString: resolved)
        let folder = root.resolvingSymlinksInPath().standardizedFileURL.path
        guard target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw FileWriteError(path: path, reason: "a symbolic link to \(target), outside \(folder); write the file itself, or remove the link")
        }
        return target
    }

    /// Gives the new file the replaced file's permission bits, and its owner and group where
    /// the user may (a group the user belongs to; only root can give a file away). Best
    /// effort: a file system without modes (FAT) keeps its own.
    private static func keepOwnership(of target: String, on fd: Int32) {
        // lstat: a link that is being replaced lends the new file nothing of what it points at.
        var old = stat()
        guard lstat(target, &old) == 0, old.st_mode & S_IFMT == S_IFREG else { return }
        if fchown(fd, old.st_uid, old.st_gid) != 0 { _ = fchown(fd, uid_t.max, old.st_gid) }
        _ = fchmod(fd, old.st_mode & 0o777)
    }
}

/// Writes every byte, retrying after short writes and interrupted calls.
private func writeFully(_ bytes: [UInt8], to fd: Int32, target: String) throws {
    try bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: target, reason: "write failed: \(lastErrorText())")
            }
            offset += written
        }
    }
}

/// Makes the rename durable; some file systems refuse to fsync directories, which is harmless.
func syncDirectory(_ path: String) {
    let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
}

private func lastErrorText() -> String {
    String(cString: strerror(errno))
}
