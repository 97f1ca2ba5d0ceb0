import SwiftSyntax
import TourshotModel

/// A Swift construct tourshot will not guess at: reported as `File.swift:line:column`, the
/// argument it was found in, what was there and what would work (docs/swift-sources.md).
struct SwiftSourceRefusal: Error {
    let problem: InputProblem

    init(_ file: SwiftSourceFile, at node: some SyntaxProtocol, argument: String, _ message: String) {
        let location = node.startLocation(converter: file.converter)
        problem = InputProblem(file: "\(file.displayPath):\(location.line):\(location.column)", path: argument, message: message)
    }

    init(file: String, _ message: String) {
        problem = InputProblem(file: file, path: "", message: message)
    }
}
