import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that appear together or not at all (`tourshot init`'s project, screen and tutorial).
///
/// `stage` writes each file complete (`AtomicFile`) into a hidden folder beside its place, so a
/// full disk or any other failed write leaves the folder as it was. The staged files can be
/// read as they will be (init validates them as `validate` would). `commit` then hard-links each
/// into place — a link never replaces a file that appeared in the meantime — and, when one
/// fails, removes the ones it already placed: the folder gets all of them or none.
public struct StagedFiles: Sendable {
    /// Where the files go.
    public let folder: URL
    /// The hidden folder holding them until `commit`.
    public let staging: URL
    public let names: [String]

    /// Writes `files` (plain names, no `/`) into a new staging folder inside `folder`. On any
    /// failure the staging folder is removed and the error thrown.
    public static func stage(_ files: [(name: String, bytes: [UInt8])], in folder: URL) throws -> StagedFiles {
        // A temporary's name: a killed run's folder is recognisable as tourshot's (and hidden).
        let staging = folder.appendingPathComponent(TemporaryFileName.make(for: "staged"), isDirectory: true)
        guard mkdir(staging.path, 0o755) == 0 else {
            throw FileWriteError(path: folder.path, reason: "cannot create a staging folder: \(String(cString: strerror(errno)))")
        }
        let staged = StagedFiles(folder: folder, staging: staging, names: files.map(\.name))
        do {
            for file in files { try AtomicFile.write(file.bytes, to: staged.stagedURL(file.name)) }
        } catch {
            staged.discard()
            throw error
        }
        return staged
    }

    /// The staged copy of `name`, to read before committing.
    public func stagedURL(_ name: String) -> URL { staging.appendingPathComponent(name) }

    /// Links every staged file into `folder`, none over an existing file; on a failure removes
    /// those already linked and throws. The staging folder is removed either way.
    public func commit() throws {
        defer { discard() }
        var placed: [String] = []
        for name in names {
            let target = folder.appendingPathComponent(name).path
            guard link(stagedURL(name).path, target) == 0 else {
                let reason = errno == EEXIST ? "it appeared while tourshot was writing; nothing written" : "cannot link it into place: \(String(cString: strerror(errno)))"
                for done in placed.reversed() { removePlaced(done) }
                throw FileWriteError(path: target, reason: reason)
            }
            placed.append(name)
        }
        syncDirectory(folder.path)
    }

    /// Removes the staging folder and what it holds (nothing outside it).
    public func discard() {
        for name in names { _ = unlink(stagedURL(name).path) }
        _ = rmdir(staging.path)
    }

    /// Unlinks a file `commit` placed, only while it is still the staged file (same inode).
    private func removePlaced(_ name: String) {
        var placed = stat(), staged = stat()
        let target = folder.appendingPathComponent(name).path
        guard lstat(target, &placed) == 0, lstat(stagedURL(name).path, &staged) == 0,
              placed.st_ino == staged.st_ino, placed.st_dev == staged.st_dev else { return }
        _ = unlink(target)
    }
}
