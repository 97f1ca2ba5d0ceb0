import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input file could not be read; `message` follows "<file>: ".
public enum InputReadFailure: Error, Sendable, Equatable {
    case notFound
    case folder
    case notRegularFile
    /// The path leads out of the project folder; the message says where and what to do.
    case outside(String)
    case tooLarge(limit: Int)
    case unreadable(String)
    /// Not the file stamped when it was first loaded (`InputFile.read(_:limit:policy:stamp:)`).
    case changed

    init(errno code: Int32, url: URL, policy: PathPolicy) {
        switch code {
        case ENOENT, ENOTDIR: self = .notFound
        case EXDEV: self = .outside(policy.outsideMessage(url))
        case ELOOP: self = .unreadable("too many symbolic links in its path")
        case EACCES, EPERM: self = .unreadable("permission denied")
        default: self = .unreadable(String(cString: strerror(code)))
        }
    }

    public var message: String {
        switch self {
        case .notFound: "file not found"
        case .folder: "is a folder, not a file"
        case .notRegularFile: "is not a regular file (a device, pipe or socket cannot be read as input)"
        case .outside(let message): message
        case .tooLarge(let limit): "is larger than \(limit >> 20) MiB; input files are limited to that size"
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .changed: "changed since this process loaded it"
        }
    }
}
