import Foundation
import Testing

/// One edit that breaks a demo file, and the error tourshot must report for it.
struct Corruption: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let old: String
    let new: String
    let expected: ExpectedError

    init(_ name: String, in file: String, replace old: String, with new: String, expect expected: ExpectedError) {
        self.name = name
        self.file = file
        self.old = old
        self.new = new
        self.expected = expected
    }

    var testDescription: String { name }

    func apply(to project: DemoProject, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try project.replace(old, with: new, in: file, sourceLocation: sourceLocation)
    }
}

/// Every image of the default screen: a missed problem would show up as ten written files.
let renderEverything = ["render", "--all", "--both"]

/// 1-based line and byte column of the first `needle` in `text`, as the JSON parser counts them.
func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
    guard let range = text.range(of: needle) else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    return (line, text[lineStart..<range.lowerBound].utf8.count + 1)
}
