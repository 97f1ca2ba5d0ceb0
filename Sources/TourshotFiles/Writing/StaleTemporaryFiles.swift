import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of `AtomicFile`'s temporary files, and the removal of those a killed run left.
///
/// A temporary is `.<name>.tmp-tourshot-<host>-<pid>-<random>`. A run killed with SIGKILL (or
/// by a power loss) cannot remove its own; a later run that writes into the same folder removes
/// every temporary whose name carries the marker, this machine's name and the PID of a process
/// that no longer exists — together they prove the file is tourshot's and abandoned. Another
/// run writing now (its PID alive), another machine's files on a shared disk, and other
/// programs' files are left alone.
enum TemporaryFileName {
    static let marker = ".tmp-tourshot-"

    /// This machine's name as it appears in temporaries (no `/`).
    static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        let name = gethostname(&buffer, buffer.count - 1) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let cleaned = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
        return cleaned.isEmpty ? "_" : String(cleaned.prefix(64))
    }()

    static func make(for name: String) -> String {
        "." + name + marker + host + "-\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// The writer's PID when `name` is a temporary this machine's tourshot made; nil otherwise.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let marked = name.range(of: marker, options: .backwards) else { return nil }
        let fields = name[marked.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count >= 3, fields.dropLast(2).joined(separator: "-") == host,
              let pid = pid_t(fields[fields.count - 2]), pid > 0,
              !fields[fields.count - 1].isEmpty, fields[fields.count - 1].allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) })
        else { return nil }
        return pid
    }
}

enum StaleTemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var swept = Set<String>()

    /// Removes, once per process and folder, the temporaries in `directory` whose writer is
    /// gone. Only folders tourshot writes to are swept (it is called before a write).
    static func sweep(_ directory: String) {
        guard lock.withLock({ swept.insert(directory).inserted }) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let pid = TemporaryFileName.writer(of: name), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid() else { continue }
            _ = unlink(path)
        }
    }
}
