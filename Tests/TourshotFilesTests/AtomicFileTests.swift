import Foundation
import Testing
import TourshotFiles

/// A fresh, empty directory under the system temporary directory.
private func makeScratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("tourshot-atomic-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
}

/// Durable writes (goldens) and previews' writes without syncs replace files the same way.
@Test(arguments: [true, false])
func writesContentAndLeavesNoTemporaryFiles(durable: Bool) throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("out.png")

    try AtomicFile.write([1, 2, 3], to: target, durable: durable)
    #expect(try Data(contentsOf: target) == Data([1, 2, 3]))

    // Replacing an existing file, including with empty content.
    let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try AtomicFile.write(large, to: target, durable: durable)
    #expect(try [UInt8](Data(contentsOf: target)) == large)
    try AtomicFile.write([], to: target, durable: durable)
    // Checked via the size: Data(contentsOf:) leaks a buffer for empty files (seen under ASan).
    let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
    #expect(attributes[.size] as? Int == 0)

    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
}

@Test func missingDirectoryThrowsAndCreatesNothing() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing", isDirectory: true)
    let target = missing.appendingPathComponent("out.png")

    let error = #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: target) }
    #expect(error?.description.contains(target.path) == true, "\(error.map(String.init(describing:)) ?? "-")")
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
}

@Test func failedRenameRemovesTheTemporaryFile() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A non-empty directory at the target path makes rename fail after the data was written.
    let target = directory.appendingPathComponent("occupied")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try Data([9]).write(to: target.appendingPathComponent("keep"))

    let error = #expect(throws: FileWriteError.self) { try AtomicFile.write([1, 2], to: target) }
    #expect(error?.description.contains("rename") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["occupied"])
}

/// A replaced file keeps its permission bits and group (issue: `--merge` turned 0640 into 0644
/// and reset the group).
@Test func replacingKeepsModeAndGroup() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("screen.json")
    try AtomicFile.write([1], to: target)
    #expect(chmod(target.path, 0o640) == 0)
    // A group other than the user's own: root may give any; others, one they belong to.
    var groups = [gid_t](repeating: 0, count: 64)
    let count = getgroups(Int32(groups.count), &groups)
    let group: gid_t? = getuid() == 0 ? 4242 : groups.prefix(Int(max(count, 0))).first { $0 != getgid() }
    if let group { #expect(chown(target.path, uid_t.max, group) == 0) } else { print("replacingKeepsModeAndGroup: the user belongs to one group only; the group is not checked") }

    try AtomicFile.write([2, 3], to: target)
    var info = stat()
    #expect(stat(target.path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o640)
    if let group { #expect(info.st_gid == group) }
    #expect(try Data(contentsOf: target) == Data([2, 3]))
}

/// A symbolic link is written through: its target gets the content and the link stays a link
/// (issue: `--merge` replaced a linked screen file with a plain copy).
@Test func linksAreWrittenThrough() throws {
    let directory = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("real"), withIntermediateDirectories: false)
    let real = directory.appendingPathComponent("real/screen.json")
    try AtomicFile.write([1], to: real)
    #expect(chmod(real.path, 0o600) == 0)
    let link = directory.appendingPathComponent("screen.json")
    let chained = directory.appendingPathComponent("again.json")
    #expect(symlink("real/screen.json", link.path) == 0)
    #expect(symlink("screen.json", chained.path) == 0)

    try AtomicFile.write([7, 8], to: chained, linksWithin: directory)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/screen.json")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: chained.path) == "screen.json")
    #expect(try Data(contentsOf: real) == Data([7, 8]))
    var info = stat()
    #expect(stat(real.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("real").path) == ["screen.json"])

    // A link to nothing is refused, and nothing is created.
    let dangling = directory.appendingPathComponent("dangling.json")
    #expect(symlink("missing/file.json", dangling.path) == 0)
    let error = #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: dangling, linksWithin: directory) }
    #expect(error?.description == "cannot write \(dangling.path): a symbolic link that leads nowhere (No such file or directory); create what it points to or remove the link")
}

/// Outputs tourshot names itself (goldens, reports) replace a link rather than write through it,
/// and a named file's link out of the folder is refused: a link planted in a repository never
/// leads a write out of the project.
@Test func linksOutOfTheFolderAreNeverWrittenThrough() throws {
    let directory = try makeScratchDirectory()
    let outside = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory); try? FileManager.default.removeItem(at: outside) }
    let victim = outside.appendingPathComponent("bashrc")
    try Data([9]).write(to: victim)
    let golden = directory.appendingPathComponent("golden.png")
    #expect(symlink(victim.path, golden.path) == 0)
    try AtomicFile.write([1, 2], to: golden)
    #expect(try Data(contentsOf: victim) == Data([9]))
    #expect(try Data(contentsOf: golden) == Data([1, 2]))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: golden.path)) == nil, "the link itself was replaced")

    let named = directory.appendingPathComponent("screen.json")
    #expect(symlink(victim.path, named.path) == 0)
    let error = #expect(throws: FileWriteError.self) { try AtomicFile.write([3], to: named, linksWithin: directory) }
    #expect(error?.description.contains("outside") == true)
    #expect(try Data(contentsOf: victim) == Data([9]))
}
