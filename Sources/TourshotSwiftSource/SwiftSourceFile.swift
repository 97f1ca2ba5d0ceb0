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

/// The `.swift` files a tour's `tutorial` names, read by TourshotModel's `SwiftSourceTexts`
/// (the path policy, the order) and parsed here.
enum SwiftSourceFiles {
    static func parse(_ texts: [SwiftSourceText]) -> [SwiftSourceFile] {
        texts.map { SwiftSourceFile(displayPath: $0.path, text: $0.text) }
    }
}
