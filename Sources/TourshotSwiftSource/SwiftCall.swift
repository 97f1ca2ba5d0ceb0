import SwiftSyntax
import TourshotModel

/// A call such as `TutorialStep(title: …, body: …)` read by argument label, refusing labels the
/// reference initialiser does not have (a typo must not silently drop a value).
struct SwiftCall {
    let syntax: FunctionCallExprSyntax
    let file: SwiftSourceFile
    /// `TutorialStep`, `Spotlight.Element`; `.init` calls keep the expected type's name.
    let name: String

    /// `expr` as a call of `name` (also `.init(…)` and `Module.name(…)`), or nil.
    init?(_ expr: ExprSyntax, named names: Set<String>, in file: SwiftSourceFile) {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard let match = names.first(where: { callee == $0 || callee.hasSuffix(".\($0)") }) else { return nil }
        syntax = call
        self.file = file
        name = match
    }

    /// Every labelled argument (an unlabelled one is keyed `_`), checked against `allowed`.
    func arguments(allowed: Set<String>) throws(SwiftSourceRefusal) -> [String: LabeledExprSyntax] {
        var found: [String: LabeledExprSyntax] = [:]
        for argument in syntax.arguments {
            let label = argument.label?.text ?? "_"
            guard allowed.contains(label) else {
                let known = allowed.subtracting(["_"]).sorted().joined(separator: ", ")
                throw SwiftSourceRefusal(file, at: argument, argument: label,
                                         "\(name) has no argument `\(label)` tourshot reads; its arguments are \(known)")
            }
            found[label] = argument
        }
        return found
    }
}

/// Members of the tutorial JSON that the reader builds, each placed at its Swift position.
struct JSONMembers {
    var members: [(key: String, node: JSONNode)] = []

    mutating func set(_ key: String, _ node: JSONNode?) {
        if let node { members.append((key, node)) }
    }

    func node(in file: SwiftSourceFile, at syntax: some SyntaxProtocol) -> JSONNode {
        file.node(.object(members), at: syntax)
    }
}
