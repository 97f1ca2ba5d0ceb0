import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path led to and its state: device, inode, size and modification time. Two
/// equal stamps mean the same bytes as far as the file system says; a file replaced by a
/// rename, re-pointed through a link or rewritten in place gets another stamp.
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
    let device: UInt64
    let inode: UInt64
    public let size: Int
    let seconds: Int
    let nanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }

    public var description: String { "\(device):\(inode) \(size) bytes \(seconds).\(nanoseconds)" }

    /// The stamp of the regular file `path` leads to, links followed; a folder, pipe, device or
    /// socket is refused without being opened (opening a pipe blocks).
    public static func of(_ path: String) throws(InputReadFailure) -> FileStamp {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .notFound : .unreadable(String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return FileStamp(info)
        case S_IFDIR: throw .folder
        default: throw .notRegularFile
        }
    }

    /// `path` with every link and `..` resolved, as the kernel would open it; nil when it leads nowhere.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
