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

    /// About something `type` lacks: at its declaration when the sources have one.
    init(missingFrom type: String, in files: [SwiftSourceFile], argument: String, _ message: String) {
        if let (file, decl) = StaticConstants.declaration(of: type, in: files) {
            self.init(file, at: decl, argument: argument, message)
        } else {
            self.init(file: type, message)
        }
    }

    init(file: String, _ message: String) {
        problem = InputProblem(file: file, path: "", message: message)
    }
}
