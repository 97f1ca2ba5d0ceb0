import Foundation

/// What the streams are connected to, asked once: progress and colour are for people at a
/// terminal, never for a pipe, a file or a CI log.
enum Terminal {
    enum Stream { case out, error }

    static let outIsTerminal = isatty(STDOUT_FILENO) == 1
    static let errorIsTerminal = isatty(STDERR_FILENO) == 1

    /// NO_COLOR set to anything but the empty string turns colour off (no-color.org).
    static let colourAllowed = !(ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false)

    static func colours(_ stream: Stream) -> Bool {
        colourAllowed && (stream == .out ? outIsTerminal : errorIsTerminal)
    }
}
