import Foundation
import SwiftParser
import SwiftSyntax
import TourshotModel

/// One parsed `.swift` file and what turns its nodes into `line:column`.
struct SwiftSourceFile {
    let displayPath: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Refused before parsing when nested past `Limits.swiftNesting` or `Limits.swiftBrackets`
    /// (what makes the parser's time and memory grow faster than the text), and parsed with the
    /// parser's own nesting bound set to the same limit (its default differs between debug and
    /// release builds), which also counts angle brackets.
    init(displayPath: String, text: String) throws(SwiftSourceRefusal) {
        if let excess = SwiftNestingScan.excess(in: text, nesting: Limits.swiftNesting, brackets: Limits.swiftBrackets) {
            throw SwiftSourceRefusal(file: "\(displayPath):\(excess.line):\(excess.column)", Self.nestingMessage(brackets: excess.brackets))
        }
        self.displayPath = displayPath
        var text = text
        tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Limits.swiftNesting) }
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        if tree.hasMaximumNestingLevelOverflow { throw overflowRefusal() }
    }

    static func nestingMessage(brackets: Bool) -> String {
        let what = brackets ? "`[` is nested over \(Limits.swiftBrackets) deep here (square brackets open at once)"
                            : "parentheses, brackets, braces, angle brackets and string interpolations are nested over \(Limits.swiftNesting) deep here"
        return "\(what), the limit of a Swift file tourshot reads (the parser's time and memory grow faster than the text past it); move the inner part into a `static let` or a function, or leave this file out of the tour's \"tutorial\""
    }

    /// Refused at the first token the parser gave up on, found by descending (not recursing)
    /// into the first child that holds it.
    private func overflowRefusal() -> SwiftSourceRefusal {
        var node = Syntax(tree)
        while let inner = node.children(viewMode: .sourceAccurate).first(where: \.hasMaximumNestingLevelOverflow) { node = inner }
        let place = node.firstToken(viewMode: .sourceAccurate).map(Syntax.init) ?? node
        let location = place.startLocation(converter: converter)
        return SwiftSourceRefusal(file: "\(displayPath):\(location.line):\(location.column)", Self.nestingMessage(brackets: false))
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
    static func parse(_ texts: [SwiftSourceText], progress: SwiftReadProgress? = nil) throws(SwiftSourceRefusal) -> [SwiftSourceFile] {
        var files: [SwiftSourceFile] = []
        for text in texts {
            progress?.reading(text.path)
            files.append(try SwiftSourceFile(displayPath: text.path, text: text.text))
        }
        return files
    }
}
