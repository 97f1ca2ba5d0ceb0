import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Input files as tourshot reads them: confined by a `PathPolicy`, bounded in size, never a
/// folder, device or pipe; and their paths as messages show them. The model parses JSON from
/// these bytes (`InputFile.parseJSON`).
public enum InputFile {
    /// The path as users should see it in messages: relative to the working directory when inside it.
    public static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Reads a file's bytes through one descriptor opened under `policy` (confined to the
    /// project folder unless it allows outside paths), refusing missing files, folders, devices
    /// and pipes, and files over `limit` bytes. Every input file is read through here. With
    /// `stamp`, the file opened must still be the one stamped (`changed` otherwise): what a
    /// library loaded earlier by path is what is read.
    public static func read(_ url: URL, limit: Int, policy: PathPolicy, stamp: FileStamp? = nil) throws(InputReadFailure) -> [UInt8] {
        try withRegularFile(url, policy: policy) { fd, info throws(InputReadFailure) in
            if let stamp, FileStamp(info) != stamp { throw .changed }
            let bytes = try readUpTo(fd, count: limit + 1, expected: Int(info.st_size))
            guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
            return bytes
        }
    }

    /// The first `count` bytes of a file (fewer when it is shorter), opened as `read` does.
    public static func readPrefix(_ url: URL, count: Int, policy: PathPolicy) throws(InputReadFailure) -> [UInt8] {
        try withRegularFile(url, policy: policy) { fd, info throws(InputReadFailure) in try readUpTo(fd, count: count, expected: Int(info.st_size)) }
    }

    /// Opens `url` once and checks what the descriptor is (not the path, which could change).
    private static func withRegularFile<T>(_ url: URL, policy: PathPolicy,
                                           _ body: (Int32, stat) throws(InputReadFailure) -> T) throws(InputReadFailure) -> T {
        let fd = try policy.open(url)
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return try body(fd, info)
        case S_IFDIR: throw .folder
        default: throw .notRegularFile
        }
    }

    /// Up to `count` bytes, read straight into the result; `expected` (the size fstat saw, plus
    /// one byte to meet the end of the file) only sizes it at first.
    private static func readUpTo(_ fd: Int32, count: Int, expected: Int) throws(InputReadFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(count, max(expected, 0) + 1))
        var filled = 0
        while filled < count {
            if filled == bytes.count { bytes += repeatElement(0, count: min(count, 2 * bytes.count + 4096) - bytes.count) }
            let got = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

}

/// read(2) under a name `InputFile.read` does not hide.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
