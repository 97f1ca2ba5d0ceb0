/// A failure to write a file, naming the path and the step that failed.
public struct FileWriteError: Error, CustomStringConvertible, Sendable {
    /// The file the caller asked to write.
    public let path: String
    /// What went wrong, e.g. "cannot create temporary file: No such file or directory".
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}
