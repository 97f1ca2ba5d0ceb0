import Foundation
import SwiftParser
import SwiftSyntax
import TourshotModel

/// One parsed `.swift` file and what turns its nodes into `line:column`.
struct SwiftSourceFile {
    let displayPath: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(displayPath: String, text: String) {
        self.displayPath = displayPath
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    }

    /// A node's position as the JSON node's line and column, so the decoder's own messages
    /// point into the Swift file.
    func node(_ value: JSONNode.Value, at syntax: some SyntaxProtocol) -> JSONNode {
        let location = syntax.startLocation(converter: converter)
        return JSONNode(value: value, line: location.line, column: location.column)
    }
}

/// The `.swift` files a tour's `tutorial` names: files as listed, folders walked recursively
/// in path order, so every run reads the same files in the same order.
enum SwiftSourceFiles {
    /// Largest source file read, as for JSON inputs: a generated file this big is not a tutorial.
    static let byteLimit = 4 << 20

    static func load(_ urls: [URL], policy: PathPolicy, referencedFrom: String?) throws(InputError) -> [SwiftSourceFile] {
        var files: [SwiftSourceFile] = []
        for url in expand(urls) {
            let bytes = try InputFile.readBytes(url, limit: byteLimit, policy: policy, referencedFrom: referencedFrom)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InputError(file: InputFile.displayPath(url), message: "not UTF-8 text; save the Swift file as UTF-8")
            }
            files.append(SwiftSourceFile(displayPath: InputFile.displayPath(url), text: text))
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
