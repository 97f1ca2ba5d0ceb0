import Foundation
import Testing
import TourshotPNG

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
