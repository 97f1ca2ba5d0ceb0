import Foundation

/// A folder tourshot fills on every run (a check report, a review): the next run removes what
/// the previous one wrote, and nothing else.
///
/// A manifest (`.tourshot-files`) lists every file a run may write, saved before its first write
/// (so an interrupted run's files are known too) and rewritten with what it did write at the
/// end. A folder holding a file the manifest does not list is refused, never emptied, so a
/// mistyped or shared folder cannot lose a user's file. Files are removed only when they are
/// plain files reached through plain folders (no links). One run at a time: a run holds the
/// folder's `FolderLock` from `prepare` until the last copy of its `OwnedFolder` is gone, and a
/// second run is refused naming the lock.
public struct OwnedFolder: Sendable {
    public static let manifestName = ".tourshot-files"
    static let header = "# files written by tourshot in this folder; the next run removes them"
    public let url: URL
    /// Held while the run writes; nil for a folder only being read (`init(url:)`).
    private let lock: FolderLock?

    init(url: URL, lock: FolderLock? = nil) {
        self.url = url
        self.lock = lock
    }

    /// Makes the folder ready for a run that may write `planned` (paths relative to it).
    public static func prepare(_ url: URL, planned: [String]) throws(OwnedFolderError) -> OwnedFolder {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let existed = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
        if existed {
            guard isFolder.boolValue else { throw OwnedFolderError(url: url, reason: "is a file, not a folder") }
            // Refused before the lock file is made: a folder that is not tourshot's gets nothing.
            _ = try OwnedFolder(url: url).previousFiles()
        }
        do { try manager.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw OwnedFolderError(url: url, reason: "cannot be created: \(error.localizedDescription)")
        }
        // Locked before anything is removed, and the folder read again under the lock: another
        // run's files are never emptied under it.
        let folder = OwnedFolder(url: url, lock: try FolderLock.take(url))
        if existed {
            for file in try folder.previousFiles() { try folder.remove(file) }
        }
        try folder.writeManifest(planned)
        return folder
    }

    /// The files the last run's manifest lists that are present; throws when the folder holds
    /// anything else.
    func previousFiles() throws(OwnedFolderError) -> [String] {
        let previous = try readManifest()
        let (present, foreign) = try files(listed: previous)
        guard foreign.isEmpty else {
            let what = previous.isEmpty && !FileManager.default.fileExists(atPath: manifest.path) ? "files tourshot did not write" : "files its last tourshot run did not write"
            throw OwnedFolderError(url: url, reason: "holds \(what) (\(foreign.joined(separator: ", "))\(foreign.count >= 3 ? ", …" : "")); choose an empty or new folder, or remove them")
        }
        return present
    }

    /// Records the files the run wrote, replacing the planned list, and lets the next run in.
    public func finish(written: [String]) throws(OwnedFolderError) {
        defer { lock?.release() }
        try writeManifest(written)
    }

    var manifest: URL { url.appendingPathComponent(Self.manifestName) }

    /// The manifest's paths; each must stay inside the folder.
    func readManifest() throws(OwnedFolderError) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: manifest.path) else { return [] }
        var paths = Set<String>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let path = String(line)
            guard Self.isContained(path) else {
                throw OwnedFolderError(url: url, reason: "has a \(Self.manifestName) naming \(path), outside the folder; remove the folder by hand")
            }
            paths.insert(path)
        }
        return paths
    }

    func writeManifest(_ paths: [String]) throws(OwnedFolderError) {
        let text = ([Self.header] + Set(paths).sorted()).joined(separator: "\n") + "\n"
        do { try AtomicFile.write(Array(text.utf8), to: manifest) } catch {
            throw OwnedFolderError(url: url, reason: "cannot write \(Self.manifestName): \(error)")
        }
    }

    /// The files below the folder, as relative paths, that `listed` names and the first few it
    /// does not (the walk stops there: a mistyped `--report ~` is not read to the end). Hidden
    /// files are skipped: the manifest, a Finder's .DS_Store, temporaries of a write in progress.
    func files(listed: Set<String>) throws(OwnedFolderError) -> (listed: [String], foreign: [String]) {
        var found: [String] = [], foreign: [String] = []
        func walk(_ relative: String) throws(OwnedFolderError) {
            let path = relative.isEmpty ? url.path : url.path + "/" + relative
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
                throw OwnedFolderError(url: url, reason: "cannot be read: \(error.localizedDescription)")
            }
            for name in names.sorted() where !name.hasPrefix(".") && foreign.count < 3 {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(url.path + "/" + child, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    try walk(child)
                } else if listed.contains(child) {
                    found.append(child)
                } else {
                    foreign.append(child)
                }
            }
        }
        try walk("")
        return (found, foreign)
    }

    /// Removes the plain files `names` from `folder` (not through links, never a folder) and
    /// the folder when that leaves it empty: what an assertion wrote for one image last time,
    /// the goldens `record --prune` removes. Returns the names it removed.
    @discardableResult
    public static func removeFiles(_ names: [String], from folder: URL) -> [String] {
        var status = stat()
        guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        var removed: [String] = []
        for name in names where isContained(name) && !name.contains("/") {
            let path = folder.path + "/" + name
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 { removed.append(name) }
        }
        rmdir(folder.path)
        return removed
    }

    /// Removes a listed plain file and the folders it leaves empty.
    func remove(_ relative: String) throws(OwnedFolderError) {
        let path = url.path + "/" + relative
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        guard unlink(path) == 0 else {
            throw OwnedFolderError(url: url, reason: "cannot remove the previous run's \(relative): \(String(cString: strerror(errno)))")
        }
        var parent = (relative as NSString).deletingLastPathComponent
        while !parent.isEmpty, rmdir(url.path + "/" + parent) == 0 {
            parent = (parent as NSString).deletingLastPathComponent
        }
    }

    /// A relative path without `..`, `.` or empty parts.
    static func isContained(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }
}

/// A folder tourshot cannot use for its output.
public struct OwnedFolderError: Error, Sendable, CustomStringConvertible {
    public let url: URL
    public let reason: String
    public var description: String { "\(url.path): \(reason)" }
}
