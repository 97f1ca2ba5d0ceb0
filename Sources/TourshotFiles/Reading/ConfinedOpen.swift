import CConfinedOpen
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a file beneath a folder so that no symbolic link, `..` or absolute path leads out of
/// it, decided while the path is resolved: there is no window between a check and the open in
/// which a link swapped in could redirect it.
///
/// Linux resolves with `openat2(RESOLVE_BENEATH)`. Elsewhere, or where the kernel or a seccomp
/// filter refuses the call, the path is walked one component at a time from the folder's
/// descriptor with `O_NOFOLLOW`, following links by hand with the same rule; both give EXDEV
/// for a way out, like the kernel.
enum ConfinedOpen {
    enum Resolution: CaseIterable {
        /// openat2 when the kernel has it, the walk otherwise.
        case automatic
        /// Always the walk (the portable path; tested on Linux too).
        case walk
    }

    /// Links followed in one path before ELOOP, as Linux's limit.
    static let maximumLinks = 40

    /// The descriptor of `relative` opened with `flags` beneath the folder `directory`, or the
    /// errno of the failure (EXDEV: the path leads out).
    static func open(_ relative: String, beneath directory: Int32, flags: Int32,
                     resolution: Resolution = .automatic) -> Result<Int32, Errno> {
        if resolution == .automatic {
            let fd = tourshot_open_beneath(directory, relative, flags)
            if fd >= 0 { return .success(fd) }
            // ENOSYS: no openat2; EPERM: a seccomp filter that refuses unknown calls.
            guard errno == ENOSYS || errno == EPERM else { return .failure(Errno(errno)) }
        }
        return walk(relative, beneath: directory, flags: flags)
    }

    /// The portable resolution: a stack of open folders from `directory` down; `..` pops it
    /// (never above `directory`), a link's target is spliced into the components still to go.
    static func walk(_ relative: String, beneath directory: Int32, flags: Int32) -> Result<Int32, Errno> {
        guard !relative.hasPrefix("/") else { return .failure(Errno(EXDEV)) }
        var folders: [Int32] = []
        defer { folders.forEach { _ = close($0) } }
        var pending = Array(relative.split(separator: "/").map(String.init).reversed())
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                guard let top = folders.popLast() else { return .failure(Errno(EXDEV)) }
                _ = close(top)
                continue
            }
            let current = folders.last ?? directory
            let isLast = pending.isEmpty
            let fd = openat(current, name, (isLast ? flags : O_RDONLY | O_DIRECTORY | O_CLOEXEC) | O_NOFOLLOW)
            if fd >= 0 {
                if isLast { return .success(fd) }
                folders.append(fd)
                continue
            }
            let failure = errno
            guard let target = linkTarget(name, in: current) else { return .failure(Errno(failure)) }
            links += 1
            guard links <= maximumLinks else { return .failure(Errno(ELOOP)) }
            guard !target.hasPrefix("/") else { return .failure(Errno(EXDEV)) }
            pending += target.split(separator: "/").map(String.init).reversed()
        }
        // An empty path, or one that ends at a folder ("a/.."): open that folder itself.
        let fd = openat(folders.last ?? directory, ".", flags)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// The target of `name` in `folder` when it is a symbolic link.
    private static func linkTarget(_ name: String, in folder: Int32) -> String? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A failed system call's errno.
struct Errno: Error, Equatable {
    let code: Int32
    init(_ code: Int32) { self.code = code }
}
