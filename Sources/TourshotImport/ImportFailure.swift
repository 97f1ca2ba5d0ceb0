import TourshotModel

/// Why a capture cannot be imported: each line names the file and says what is wrong and what
/// is expected (`FILE: message`); the command exits 2 and writes nothing.
public struct ImportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let lines: [String]

    /// A message that names its file already (an Interface Builder document's: file, line, view).
    init(line: String) {
        lines = [line]
    }

    public init(file: String, _ message: String) {
        lines = ["\(file): \(message)"]
    }

    /// The problems a screen file (the one merged into, or the one about to be written) has.
    public init(_ error: InputError) {
        lines = error.problems.map(\.description)
    }

    public var description: String { lines.joined(separator: "\n") }
}
