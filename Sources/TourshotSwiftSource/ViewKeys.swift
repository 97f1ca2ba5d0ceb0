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
    /// The tour's captures: where views the running app makes are found (`RuntimeViewReference`).
    private let captures: [CaptureOutline]
    /// Which captured element each such view became, a note each (`import tutorial` prints them).
    private(set) var notes: [String] = []
    /// View property → `accessibilityIdentifier`/`accessibilityLabel` → the value assigned.
    private var assigned: [String: [String: (ExprSyntax, SwiftSourceFile)]] = [:]
    /// Key → label of the views read so far, in the order first named.
    private(set) var labels: [(key: String, node: JSONNode)] = []

    static let properties: Set<String> = ["accessibilityIdentifier", "accessibilityLabel"]

    init(files: [SwiftSourceFile], folder: ValueFolder, elementIDs: Set<String>, captures: [CaptureOutline] = []) {
        self.folder = folder
        self.elementIDs = elementIDs
        self.captures = captures
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
    /// An identifier or label computed when the app runs names an element, not a text: refused
    /// here unanswered, the step's view is answered with an element where it is named.
    func key(_ property: String) throws(SwiftSourceRefusal) -> String {
        let values = assigned[property] ?? [:]
        var id: String?
        var label: JSONNode?
        if let (expr, file) = values["accessibilityIdentifier"] { id = try folder.elementName(expr, in: file, argument: "accessibilityIdentifier") }
        if let (expr, file) = values["accessibilityLabel"] {
            label = file.node(.string(try folder.elementName(expr, in: file, argument: "accessibilityLabel")), at: expr)
        }
        let text: String? = if case .string(let text)? = label?.value { text } else { nil }
        let fallback = elementIDs.isEmpty ? id ?? text ?? property : property
        let key = [property, id, text].compactMap { $0 }.first(where: elementIDs.contains) ?? fallback
        if let label, !labels.contains(where: { $0.key == key }) { labels.append((key, label)) }
        return key
    }

    /// The key of the view `expr` names by its property (`for:`, `focusView`), or the captured
    /// element a view the running app makes became; anything else is refused where its value comes
    /// from: a branch, a view no capture holds, another expression.
    /// `write`: what to write instead, `style`: the tutorial file's style to name.
    func propertyKey(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, style: String, write: String) throws(SwiftSourceRefusal) -> String {
        guard let name = ImperativeStatements.propertyView(expr) else {
            let source = RuntimeViewReference.source(expr)
            if ValueFolder.branches(source) != nil {
                throw SwiftSourceRefusal(file, at: source, argument: argument, "expected a view property; \(ValueFolder.refusal(for: source))")
            }
            if let reference = RuntimeViewReference.describe(expr) {
                return try key(for: reference, in: file, argument: argument, style: style)
            }
            throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                     "`\(expr.trimmedDescription)` is not a view named by its property; write \(write), the property being an element of the screen files")
        }
        return try key(name)
    }

    /// The element ids the tour's screens capture (none without screens).
    var captured: Set<String> { elementIDs }

    /// The captured element a view the running app makes became (`navigationController?.navigationBar`
    /// → the capture's NavigationBar), found in every capture that has it under one id; refused
    /// naming what the captures hold instead, or, for what no capture records, what it is.
    func key(for reference: RuntimeViewReference.Reference, in file: SwiftSourceFile, argument: String,
             style: String) throws(SwiftSourceRefusal) -> String {
        guard let view = reference.view, !captures.isEmpty else {
            throw SwiftSourceRefusal(file, at: reference.node, argument: argument,
                                     RuntimeViewReference.refusal(reference, style: style, captured: captured))
        }
        var found: [(capture: String, element: CapturedElement)] = []
        var holdings: [String] = []
        for capture in captures {
            switch capture.find(view) {
            case .success(let element): found.append((capture.name, element))
            case .failure(let holding): holdings.append("\(capture.name): \(holding.text)")
            }
        }
        let expr = "`\(reference.node.trimmedDescription.prefix(80))`"
        guard let first = found.first else {
            throw SwiftSourceRefusal(file, at: reference.node, argument: argument,
                                     "\(expr) is \(reference.what), made by the running app, and the tour's screens capture none: \(holdings.joined(separator: "; ")); "
                                     + "capture the screen showing it, or write the tour as a tutorial file with \"style\": \"\(style)\" naming a captured element")
        }
        let ids = Set(found.map(\.element.id))
        guard ids.count == 1 else {
            let listed = found.map { "\"\($0.element.id)\" in \($0.capture)" }.joined(separator: ", ")
            throw SwiftSourceRefusal(file, at: reference.node, argument: argument,
                                     "\(expr) is \(reference.what), which the tour's screens capture under different ids (\(listed)); give it one id in every screen file")
        }
        let location = reference.node.startLocation(converter: file.converter)
        let type = first.element.type.map { " (\($0)\(first.element.title.map { " \"\($0)\"" } ?? ""))" } ?? ""
        let position = "\(file.displayPath):\(location.line):\(location.column)"
        let element = "the captured element \"\(first.element.id)\"\(type) of \(found.map(\.capture).joined(separator: ", "))"
        let note = "\(position): note: \(expr) is \(reference.what): \(element)"
        if !notes.contains(note) { notes.append(note) }
        folder.answers?.resolvedByCapture(reference.node, at: position, as: element)
        return first.element.id
    }

    /// The tutorial's `elements` (key → label), if any view has a label.
    func elements(in file: SwiftSourceFile, at node: some SyntaxProtocol) -> JSONNode? {
        labels.isEmpty ? nil : file.node(.object(labels), at: node)
    }
}
