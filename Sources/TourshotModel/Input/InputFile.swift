import Foundation

/// Reads and parses one JSON input file, turning I/O and syntax failures into `InputError`s.
public enum InputFile {
    /// The path as users should see it in messages: relative to the working directory when inside it.
    public static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// True for plain files (after following links); pipes and devices could block or never end.
    public static func isRegularFile(_ url: URL) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFREG
    }

    /// Reads a file's bytes, refusing folders, missing files and files over `limit` bytes.
    public static func readBytes(_ url: URL, limit: Int, referencedFrom: String? = nil) throws(InputError) -> [UInt8] {
        let shown = displayPath(url)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            let hint = referencedFrom.map { "; check the path given in \($0)" } ?? ""
            throw InputError(file: shown, message: "file not found\(hint)")
        }
        guard !isDirectory.boolValue else { throw InputError(file: shown, message: "is a folder, not a file") }
        guard isRegularFile(url) else {
            throw InputError(file: shown, message: "is not a regular file (a device, pipe or socket cannot be read as input)")
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw InputError(file: shown, message: "cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw InputError(file: shown, message: "cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= limit else {
            throw InputError(file: shown, message: "is larger than \(limit >> 20) MiB; input files are limited to that size")
        }
        return [UInt8](data)
    }

    /// Reads and parses a JSON file; syntax errors carry line and column.
    public static func parseJSON(_ url: URL, referencedFrom: String? = nil) throws(InputError) -> JSONNode {
        let bytes = try readBytes(url, limit: JSONParser.maximumBytes, referencedFrom: referencedFrom)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw InputError([InputProblem(file: displayPath(url), path: "", message: "invalid JSON: \(error.message)",
                                           line: error.line, column: error.column)])
        }
    }
}
