import SwiftSyntax
import TourshotModel

/// Ex.Spotlight: `Spotlight(elements: [Spotlight.Element(key:message:)], …)` sequences, each
/// element's cutout shape taken from the `.spotlightElement(key:shape:)` modifier naming its key.
struct SpotlightReader {
    let folder: ValueFolder

    typealias Sequence = NamedDeclaration<FunctionCallExprSyntax>

    /// Every `Spotlight(elements:…)` call, named by the constant, property or function holding it.
    static func sequences(in files: [SwiftSourceFile]) -> [Sequence] {
        files.flatMap { file in
            CallFinder.find(named: "Spotlight", in: file.tree).map { Sequence(name: holderName($0), file: file, node: $0) }
        }
    }

    static func holderName(_ node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let parent = current {
            if let binding = parent.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) { return name.identifier.text }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            current = parent.parent
        }
        return "Spotlight"
    }

    func read(_ sequence: Sequence, files: [SwiftSourceFile]) throws(SwiftSourceRefusal) -> JSONMembers {
        let file = sequence.file
        let call = SwiftCall(ExprSyntax(sequence.node), named: ["Spotlight"], in: file)!
        let arguments = try call.arguments(allowed: ["elements", "cancellable"])
        guard let elements = arguments["elements"] else {
            throw SwiftSourceRefusal(file, at: sequence.node, argument: "elements", "write `Spotlight(elements: [Spotlight.Element(key:message:)], …)`")
        }
        let (list, listFile) = try elementList(elements.expression, in: file)
        let shapes = try self.shapes(in: files)
        var members = JSONMembers()
        members.set("style", file.node(.string("spotlight"), at: sequence.node))
        var steps: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, item) in list.elements.enumerated() {
            folder.answers?.step = number + 1
            guard let element = SwiftCall(item.expression, named: ["Element", "init"], in: listFile) else {
                throw SwiftSourceRefusal(listFile, at: item.expression, argument: "elements", "expected `Spotlight.Element(key:message:)`; \(ValueFolder.refusal(for: item.expression))")
            }
            let values = try element.arguments(allowed: ["key", "message"])
            guard let key = values["key"], let message = values["message"] else {
                throw SwiftSourceRefusal(listFile, at: element.syntax, argument: "elements", "a Spotlight.Element needs `key:` and `message:`")
            }
            let name = try folder.string(key.expression, in: listFile, argument: "key")
            var highlight = JSONMembers()
            highlight.set("element", listFile.node(.string(name), at: key.expression))
            if let radius = shapes[name] { highlight.set("cornerRadius", listFile.node(.number(radius), at: key.expression)) }
            var step = JSONMembers()
            step.set("body", listFile.node(.string(try folder.string(message.expression, in: listFile, argument: "message")), at: message.expression))
            step.set("highlights", listFile.node(.array([highlight.node(in: listFile, at: element.syntax)]), at: element.syntax))
            steps.append(step.node(in: listFile, at: element.syntax))
        }
        members.set("steps", file.node(.array(steps), at: list))
        return members
    }

    /// The array literal itself, or the `let`/`static let` it names.
    func elementList(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> (ArrayExprSyntax, SwiftSourceFile) {
        if let array = expr.as(ArrayExprSyntax.self) { return (array, file) }
        if let (type, name) = ValueFolder.constantReference(expr) {
            if let constant = folder.constants.lookup(name, type: type), let array = constant.value.as(ArrayExprSyntax.self) { return (array, constant.file) }
            if type == nil, let array = LocalLet.value(named: name, before: expr)?.as(ArrayExprSyntax.self) { return (array, file) }
        }
        throw SwiftSourceRefusal(file, at: expr, argument: "elements", "expected an array literal of `Spotlight.Element(key:message:)`, or a `let` holding one; \(ValueFolder.refusal(for: expr))")
    }

    /// `.spotlightElement(key:shape:)` anywhere in the sources: key → corner radius of a
    /// `.rectangle(cornerRadius:)` shape (`.circle`, Spotlight's default, needs nothing).
    func shapes(in files: [SwiftSourceFile]) throws(SwiftSourceRefusal) -> [String: Double] {
        var radii: [String: Double] = [:]
        for file in files {
            for call in CallFinder.find(named: "spotlightElement", in: file.tree) {
                let arguments = Dictionary(call.arguments.map { ($0.label?.text ?? "_", $0) }, uniquingKeysWith: { a, _ in a })
                guard let key = arguments["key"], let shape = arguments["shape"]?.expression.as(FunctionCallExprSyntax.self),
                      shape.calledExpression.trimmedDescription.hasSuffix("rectangle"),
                      let radius = shape.arguments.first(where: { $0.label?.text == "cornerRadius" }) else { continue }
                let name = try folder.string(key.expression, in: file, argument: "key")
                radii[name] = try folder.number(radius.expression, in: file, argument: "cornerRadius")
            }
        }
        return radii
    }
}

/// Calls whose callee ends in `name` (`Spotlight(…)`, `.spotlightElement(…)`), in source order.
final class CallFinder: SyntaxVisitor {
    private let name: String
    private var found: [FunctionCallExprSyntax] = []

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func find(named name: String, in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(name: name)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let last = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        if last == name { found.append(node) }
        return .visitChildren
    }
}

/// A `let NAME = value` earlier in the same code block as `use`.
enum LocalLet {
    static func value(named name: String, before use: some SyntaxProtocol) -> ExprSyntax? {
        binding(named: name, before: use, letOnly: true)?.initializer?.value
    }

    /// The local `let` (or, unless `letOnly`, `var`) declaring NAME in a block enclosing `use`.
    static func binding(named name: String, before use: some SyntaxProtocol, letOnly: Bool = false) -> PatternBindingSyntax? {
        var current = use.parent
        while let node = current {
            if let block = node.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                          !letOnly || variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding
                    }
                }
            }
            current = node.parent
        }
        return nil
    }
}
