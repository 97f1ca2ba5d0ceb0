import Foundation
import TourshotFiles

/// One `.swift` file a tour's `tutorial` names: the path as messages show it, and its text.
public struct SwiftSourceText: Sendable, Hashable, Codable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The `.swift` files a tour's `tutorial` names, read through the path policy like every input:
/// files as listed, folders walked recursively in path order, so every run reads the same files
/// in the same order. tourshot reads them and hands the text to tourshot-swift-reader, which
/// opens nothing (docs/swift-sources.md).
public enum SwiftSourceTexts {
    /// The files, each at most `Limits.swiftFileBytes`, together at most `Limits.swiftSourceBytes`
    /// and `Limits.swiftFiles` of them: what one reader request may hold.
    public static func load(_ urls: [URL], policy: PathPolicy, referencedFrom: String?) throws(InputError) -> [SwiftSourceText] {
        let named = urls.map(InputFile.displayPath).joined(separator: ", ")
        let found = expand(urls)
        guard found.count <= Limits.swiftFiles else {
            throw InputError(file: named, message: "names \(found.count) .swift files, over the limit of \(Limits.swiftFiles) a tour; name the files or folder declaring the tutorial and the constants it uses, not the whole app")
        }
        var files: [SwiftSourceText] = []
        var total = 0
        for url in found {
            let bytes = try InputFile.readBytes(url, limit: Limits.swiftFileBytes, policy: policy, referencedFrom: referencedFrom)
            total += bytes.count
            guard total <= Limits.swiftSourceBytes else {
                throw InputError(file: named, message: "the .swift files named hold over \(Limits.swiftSourceBytes >> 20) MiB together (the limit a tour; over it at \(InputFile.displayPath(url)), file \(files.count + 1) of \(found.count)); name the files or folder declaring the tutorial and the constants it uses, not the whole app")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InputError(file: InputFile.displayPath(url), message: "not UTF-8 text; save the Swift file as UTF-8")
            }
            files.append(SwiftSourceText(path: InputFile.displayPath(url), text: text))
        }
        guard !files.isEmpty else {
            throw InputError(file: named,
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
