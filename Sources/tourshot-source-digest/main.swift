import Foundation
import TourshotDigest

/// Writes a Swift file holding `SourceTreeDigest` of tourshot's source files, for the
/// SourceDigest build plugin: `tourshot-source-digest ROOT OUTPUT FILE...`.
func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data("tourshot-source-digest: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: tourshot-source-digest ROOT OUTPUT FILE...", 64) }
let digest: String
do {
    digest = try SourceTreeDigest.digest(root: arguments[0], files: Array(arguments.dropFirst(2)))
} catch .outside(let file) {
    fail("\(file) is outside \(arguments[0])", 65)
} catch .unreadable(let file) {
    fail("cannot read \(file)", 66)
}
let text = """
    // Written at build time by tourshot-source-digest (the SourceDigest plugin); not in the repository.

    /// The SHA-256 of every source file tourshot is built from: part of each input key, so a
    /// tourshot built from other code draws again what an earlier one recorded.
    let tourshotSourceDigest = "\(digest)"

    """
do {
    try Data(text.utf8).write(to: URL(fileURLWithPath: arguments[1]), options: .atomic)
} catch {
    fail("cannot write \(arguments[1]): \(error)", 73)
}
