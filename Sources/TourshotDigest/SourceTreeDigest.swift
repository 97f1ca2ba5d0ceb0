import Foundation

/// The digest of a set of files under one folder: each file by its path relative to the folder
/// and its bytes, in path order. A clone elsewhere gives the same digest; any edit, added or
/// removed file gives another. Used at build time for the digest of tourshot's own sources.
public enum SourceTreeDigest {
    public enum Failure: Error, Equatable {
        case outside(String)
        case unreadable(String)
    }

    /// The files the SourceDigest plugin counts: every regular file under `folder` but hidden
    /// ones (a Finder's .DS_Store must not change the digest).
    public static func files(under folder: URL) -> [String] {
        var files: [String] = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url.path) }
        }
        return files
    }

    public static func digest(root: String, files: [String]) throws(Failure) -> String {
        let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
        var relative: [(name: String, path: String)] = []
        for file in files {
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard path.hasPrefix(prefix) else { throw .outside(file) }
            relative.append((String(path.dropFirst(prefix.count)), path))
        }
        var hash = SHA256()
        for file in relative.sorted(by: { $0.name < $1.name }) {
            guard let bytes = FileManager.default.contents(atPath: file.path) else { throw .unreadable(file.path) }
            // Lengths first, so no two lists of files run into each other.
            hash.update("\(file.name.utf8.count):\(file.name)\(bytes.count):")
            hash.update(bytes)
        }
        return hash.finalHex()
    }
}
