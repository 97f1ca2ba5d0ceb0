import SwiftSyntax
import TourshotModel

/// A Swift construct tourshot will not guess at: reported as `File.swift:line:column`, the
/// argument it was found in, what was there and what would work (docs/swift-sources.md).
struct SwiftSourceRefusal: Error {
    private(set) var problem: InputProblem
    /// The refused Swift (an answer's key hashes its tokens), when the refusal has a node.
    private(set) var node: Syntax?
    /// Whether the message already offers an answer's key (an outer read offers none again).
    private(set) var offersAnswer = false

    init(_ file: SwiftSourceFile, at node: some SyntaxProtocol, argument: String, _ message: String) {
        let location = node.startLocation(converter: file.converter)
        problem = InputProblem(file: "\(file.displayPath):\(location.line):\(location.column)", path: argument, message: message)
        self.node = Syntax(node)
    }

    /// The same refusal, its message ending with how to answer it.
    func offering(_ offer: String) -> SwiftSourceRefusal {
        var refusal = self
        refusal.problem = InputProblem(file: problem.file, path: problem.path, message: problem.message + offer, line: problem.line, column: problem.column)
        refusal.offersAnswer = true
        return refusal
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
