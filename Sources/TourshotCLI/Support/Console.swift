import Foundation

/// Writes to standard output and standard error without buffering surprises between the two.
///
/// Every line is escaped (`TerminalText`): a message is always exactly one line, whatever its
/// names hold. Only tourshot's own decoration — a coloured word, an indent — goes `after:` it
/// unescaped, and only `document` writes text of several lines, which tourshot formats whole.
enum Console {
    static func out(_ line: String, after decoration: String = "") {
        FileHandle.standardOutput.write(Data((decoration + TerminalText.line(line) + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.line(line) + "\n").utf8))
    }

    /// `error: <message>` on standard error: the one style of every failure, usage errors
    /// included, with "error:" in red on a terminal.
    static func failure(_ message: String) {
        FileHandle.standardError.write(Data((Paint.apply(.red, "error:", on: .error) + " " + TerminalText.line(message) + "\n").utf8))
    }

    /// argument-parser's usage error: its message, then the usage lines it formats.
    static func usageFailure(_ message: String) {
        document(Paint.apply(.red, "error:", on: .error) + " " + message, on: .error)
    }

    /// Text of several lines written as it is: JSON from the one JSON writer (which escapes every
    /// control character inside strings), help and usage text, timings.
    static func document(_ text: String, on stream: Terminal.Stream = .out) {
        (stream == .out ? FileHandle.standardOutput : FileHandle.standardError).write(Data((text + "\n").utf8))
    }
}
