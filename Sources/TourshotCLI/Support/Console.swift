import Foundation

/// Writes to standard output and standard error without buffering surprises between the two.
enum Console {
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `error: <message>` on standard error: the one style of every failure, usage errors
    /// included, with "error:" in red on a terminal.
    static func failure(_ message: String) {
        error(Paint.apply(.red, "error:", on: .error) + " " + message)
    }
}
