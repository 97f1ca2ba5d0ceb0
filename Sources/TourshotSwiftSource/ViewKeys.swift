import SwiftSyntax
import TourshotModel

/// A UIKit view a tutorial names by its property (`avatar`, `self.avatar`): keyed by whichever of
/// the property name, its `accessibilityIdentifier` and its `accessibilityLabel` the tour's screens
/// capture (the property name when none does), and its label kept so a screen element titled with
/// it is found. Without screens (`import tutorial`) the identifier, else the label, else the
/// property name: what a capture of the running app records for that view.
final class ViewKeys {
    private let folder: ValueFolder
    private let elementIDs: Set<String>
    /// View property → `accessibilityIdentifier`/`accessibilityLabel` → the value assigned.
    private var assigned: [String: [String: (ExprSyntax, SwiftSourceFile)]] = [:]
    /// Key → label of the views read so far, in the order first named.
    private(set) var labels: [(key: String, node: JSONNode)] = []

    static let properties: Set<String> = ["accessibilityIdentifier", "accessibilityLabel"]

    init(files: [SwiftSourceFile], folder: ValueFolder, elementIDs: Set<String>) {
        self.folder = folder
        self.elementIDs = elementIDs
        for file in files {
            for (target, value) in SequenceFinder.assignments(in: file.tree) {
                let parts = target.split(separator: ".").map(String.init)
                guard parts.count == 2, ViewKeys.properties.contains(parts[1]) else { continue }
                assigned[ViewKeys.owner(of: value, base: parts[0]), default: [:]][parts[1]] = (value, file)
            }
        }
    }

    /// `button.accessibilityIdentifier = …` inside `lazy var saveButton: UIButton = { … }()` is
    /// `saveButton`'s; elsewhere the assignment's own base.
    static func owner(of value: ExprSyntax, base: String) -> String {
        guard let binding = NamedValue.ancestor(value, PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return base }
        return name
    }

    /// The key a view property is found by; its label is recorded for the tutorial's `elements`.
    func key(_ property: String) throws(SwiftSourceRefusal) -> String {
        let values = assigned[property] ?? [:]
        var id: String?
        var label: JSONNode?
        if let (expr, file) = values["accessibilityIdentifier"] { id = try folder.string(expr, in: file, argument: "accessibilityIdentifier") }
        if let (expr, file) = values["accessibilityLabel"] {
            label = file.node(.string(try folder.string(expr, in: file, argument: "accessibilityLabel")), at: expr)
        }
        let text: String? = if case .string(let text)? = label?.value { text } else { nil }
        let fallback = elementIDs.isEmpty ? id ?? text ?? property : property
        let key = [property, id, text].compactMap { $0 }.first(where: elementIDs.contains) ?? fallback
        if let label, !labels.contains(where: { $0.key == key }) { labels.append((key, label)) }
        return key
    }

    /// The key of the view `expr` names by its property (`for:`, `focusView`); anything else is
    /// refused where its value comes from: a branch, a view the running app makes, another expression.
    /// `write`: what to write instead, `style`: the tutorial file's style to name.
    func propertyKey(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, style: String, write: String) throws(SwiftSourceRefusal) -> String {
        guard let name = ImperativeStatements.propertyView(expr) else {
            let source = RuntimeViewReference.source(expr)
            if ValueFolder.branches(source) != nil {
                throw SwiftSourceRefusal(file, at: source, argument: argument, "expected a view property; \(ValueFolder.refusal(for: source))")
            }
            if let (what, node) = RuntimeViewReference.describe(expr) {
                throw SwiftSourceRefusal(file, at: node, argument: argument, RuntimeViewReference.refusal(what, expr: node, style: style, captured: captured))
            }
            throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                     "`\(expr.trimmedDescription)` is not a view named by its property; write \(write), the property being an element of the screen files")
        }
        return try key(name)
    }

    /// The element ids the tour's screens capture (none without screens).
    var captured: Set<String> { elementIDs }

    /// The tutorial's `elements` (key → label), if any view has a label.
    func elements(in file: SwiftSourceFile, at node: some SyntaxProtocol) -> JSONNode? {
        labels.isEmpty ? nil : file.node(.object(labels), at: node)
    }
}
