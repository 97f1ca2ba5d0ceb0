import SwiftSyntax

/// A tutorial found in the sources: the name `"provider"` picks it by, the file it is in and the
/// syntax a reader reads it from (a guide function, a `Spotlight(…)` call, a pages literal).
struct NamedDeclaration<Node: SyntaxProtocol> {
    let name: String
    let file: SwiftSourceFile
    let node: Node
}
