import Foundation

/// One `.swift` file a tour's `tutorial` names: the path as messages show it, and its text.
public struct SwiftSourceText: Sendable, Hashable, Codable {
    public let path: String
    public let text: String
}

/// The `.swift` files a tour's `tutorial` names, read through the path policy like every input:
/// files as listed, folders walked recursively in path order, so every run reads the same files
/// in the same order. tourshot reads them and hands the text to tourshot-swift-reader, which
/// opens nothing (docs/swift-sources.md).
public enum SwiftSourceTexts {
    /// Largest source file read, as for JSON inputs: a generated file this big is not a tutorial.
    public static let byteLimit = 4 << 20

    public static func load(_ urls: [URL], policy: PathPolicy, referencedFrom: String?) throws(InputError) -> [SwiftSourceText] {
        var files: [SwiftSourceText] = []
        for url in expand(urls) {
            let bytes = try InputFile.readBytes(url, limit: byteLimit, policy: policy, referencedFrom: referencedFrom)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InputError(file: InputFile.displayPath(url), message: "not UTF-8 text; save the Swift file as UTF-8")
            }
            files.append(SwiftSourceText(path: InputFile.displayPath(url), text: text))
        }
        guard !files.isEmpty else {
            throw InputError(file: urls.map(InputFile.displayPath).joined(separator: ", "),
                             message: "no .swift file found; name a .swift file, a list of them or a folder holding them")
        }
        return files
    }

    /// Folders become their `.swift` files (sorted by path); files stay in the order given.
    static func expand(_ urls: [URL]) -> [URL] {
        urls.flatMap { url -> [URL] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
            let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
            let found = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            return found.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        }
    }
}
