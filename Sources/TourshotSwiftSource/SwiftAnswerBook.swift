import SwiftSyntax
import TourshotDigest
import TourshotModel

/// The tour's answers for values the Swift computes when the app runs (docs/swift-sources.md#answers),
/// consulted where a step's text or element is refused: an answer whose key matches stands in for
/// the value and is recorded as used; without one, the refusal names the key to write.
///
/// The key is `step N argument hash`. The hash covers what the answer replaces and where the
/// value comes from — the enclosing declaration's name, the expression read and the refused
/// expression (a local's value, a constant's, an inner interpolation), each as its tokens — but
/// not line numbers or whitespace: moving the code or reformatting it keeps the answer, editing
/// the expression, what it refers to or the method it is in makes it stale.
final class SwiftAnswerBook {
    private let answers: [SwiftAnswer]
    /// The step being read (1-based); readers set it per step, nil outside the steps.
    var step: Int?
    private(set) var used: [SwiftAnswerUse] = []
    /// Answers the captures made unneeded: the view each stood for is now found in a capture,
    /// which is read before any answer (docs/swift-sources.md#answers).
    private(set) var superseded: [SwiftAnswerSuperseded] = []
    /// The views the tour's captures resolved so far (`ViewKeys`): the Swift a refusal would
    /// have named, where it is, and the captured element it became.
    private var resolved: [(node: Syntax, at: String, element: String)] = []

    init(_ answers: [SwiftAnswer]) {
        self.answers = answers
    }

    /// `read()`'s value, or on a refusal during a step, the answer keyed for it.
    func value(_ kind: SwiftAnswer.Kind, replacing expr: some SyntaxProtocol, argument: String,
               _ read: () throws(SwiftSourceRefusal) -> String) throws(SwiftSourceRefusal) -> String {
        let before = resolved.count
        do {
            let value = try read()
            if let step, !answers.isEmpty { supersede(resolved[before...], step: step, argument: argument, replacing: expr) }
            return value
        } catch {
            guard let step, !error.offersAnswer else { throw error }
            let key = Self.key(step: step, argument: argument, replacing: expr, refused: error.node)
            guard let answer = answers.first(where: { $0.key == key }) else { throw error.offering(offer(key, kind)) }
            guard answer.kind == kind else {
                throw error.offering("; the tour's answer \(JSONString.quoted(key)) gives \(answer.kind == .element ? "an element" : "a text"), but this value is \(kind == .element ? "a view" : "a text"): write \(JSONString.quoted(key)): \(Self.template(kind))")
            }
            if !used.contains(where: { $0.key == key }) {
                used.append(SwiftAnswerUse(key: key, step: step, at: error.problem.file, kind: kind, value: answer.value))
            }
            return answer.value
        }
    }

    /// A view the tour's captures resolved (`ViewKeys`): where an answer has the key its refusal
    /// would have had, that answer is superseded, and said so rather than just stale.
    func resolvedByCapture(_ node: some SyntaxProtocol, at position: String, as element: String) {
        resolved.append((Syntax(node), position, element))
    }

    private func supersede(_ views: ArraySlice<(node: Syntax, at: String, element: String)>, step: Int, argument: String,
                           replacing expr: some SyntaxProtocol) {
        for view in views {
            let key = Self.key(step: step, argument: argument, replacing: expr, refused: view.node)
            guard answers.contains(where: { $0.key == key }), !superseded.contains(where: { $0.key == key }) else { continue }
            superseded.append(SwiftAnswerSuperseded(key: key, at: view.at, capturedAs: view.element))
        }
    }

    /// How to go on: the key and the JSON to write, and an answer for the same step and argument
    /// written for other Swift (now stale).
    private func offer(_ key: String, _ kind: SwiftAnswer.Kind) -> String {
        let prefix = key.split(separator: " ").dropLast().joined(separator: " ") + " "
        let stale = answers.first { $0.key.hasPrefix(prefix) && $0.key != key }
            .map { " (the answer \(JSONString.quoted($0.key)) was written for other Swift here: replace it)" } ?? ""
        return "; or, to preview it, answer it in the tour's \"answers\": \(JSONString.quoted(key)): \(Self.template(kind))\(stale)"
    }

    static func template(_ kind: SwiftAnswer.Kind) -> String {
        kind == .element ? "{\"element\": \"<the captured element's id>\"}" : "{\"text\": \"<the text this step shows>\"}"
    }

    static func key(step: Int, argument: String, replacing expr: some SyntaxProtocol, refused: Syntax?) -> String {
        let material = [declarationName(of: expr), tokens(expr), refused.map { tokens($0) } ?? ""].joined(separator: "\n")
        let name = argument.isEmpty ? "value" : argument.replacingOccurrences(of: " ", with: "_")
        return "step \(step) \(name) \(SHA256.hex(Array(material.utf8)).prefix(8))"
    }

    /// The Swift as its tokens, one space apart: whitespace and comments do not count.
    static func tokens(_ node: some SyntaxProtocol) -> String {
        node.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    }

    /// `Guide.coachMarksController(_:coachMarkAt:)`: the types and members enclosing `node`.
    static func declarationName(of node: some SyntaxProtocol) -> String {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                names.append("\(function.name.text)(\(labels))")
            } else if let variable = parent.as(VariableDeclSyntax.self) {
                names.append(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }.joined(separator: ","))
            } else if let decl = parent.as(DeclSyntax.self), let (name, _) = StaticConstants.typeMembers(decl) {
                names.append(name)
            }
            current = parent.parent
        }
        return names.reversed().joined(separator: ".")
    }
}
