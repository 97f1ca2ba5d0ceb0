import SwiftSyntax
import TourshotModel

/// TutorialKit: a `TutorialStepProvider`'s `static var steps: [TutorialStep]`, with the
/// `TutorialElement` and `TutorialBlurTargets` constants it names (docs/swift-sources.md).
struct TutorialKitReader {
    let folder: ValueFolder
    /// The screens' element ids (empty for `import tutorial`).
    let elementIDs: Set<String>
    var warnings: [String] = []
    /// Property name → the key arrows and labels use: the name, id or label the screens capture.
    private var keys: [String: String] = [:]

    init(folder: ValueFolder, elementIDs: Set<String> = []) {
        self.folder = folder
        self.elementIDs = elementIDs
    }

    static let stepArguments: Set<String> = ["title", "body", "arrows", "blurTargets", "supplementalArrows", "triggers", "tags",
                                             "centered", "position", "landscapePosition", "passthroughElements", "cardContent"]
    static let arrowArguments: Set<String> = ["_", "anchor", "anchorH", "fromAnchor", "fromAnchorH", "length", "lengthH", "angle", "angleH",
                                              "textAlignment", "textAlignmentH", "bend", "bendStrength", "anchorOffset", "anchorOffsetH"]

    /// Types declaring conformance to `TutorialStepProvider` (in their declaration or an extension).
    static func providers(in files: [SwiftSourceFile]) -> [String] {
        var names: [String] = []
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, _) = StaticConstants.typeMembers(decl),
                      inherited(decl).contains("TutorialStepProvider"), !names.contains(name) else { continue }
                names.append(name)
            }
        }
        return names
    }

    static func inherited(_ decl: DeclSyntax) -> [String] {
        let clause = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(EnumDeclSyntax.self)?.inheritanceClause
            ?? decl.as(ClassDeclSyntax.self)?.inheritanceClause ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
    }

    /// The provider's tutorial as tutorial JSON members (`style`, `elements`, `steps`).
    mutating func read(provider: String, files: [SwiftSourceFile]) throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile) {
        guard let (file, steps) = StepsProperty.find(named: "steps", on: provider, in: files) else {
            throw SwiftSourceRefusal(missingFrom: provider, in: files, argument: "steps", "\(provider) has no `static var steps: [TutorialStep]`; declare the steps there")
        }
        let array = try StepsProperty.arrayLiteral(steps, in: file, argument: "steps", of: "TutorialStep(…)")
        var members = JSONMembers()
        members.set("style", file.node(.string("tutorialkit"), at: array))
        var labels: [(key: String, node: JSONNode)] = []
        for constant in folder.constants.declared(on: "TutorialElement") {
            let (id, label) = try element(constant)
            let key = [constant.name, id, label].first(where: elementIDs.contains) ?? constant.name
            keys[constant.name] = key
            labels.append((key, constant.file.node(.string(label), at: constant.value)))
        }
        if !labels.isEmpty { members.set("elements", file.node(.object(labels), at: array)) }
        var stepNodes: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, element) in array.elements.enumerated() {
            folder.answers?.step = number + 1
            stepNodes.append(try step(element.expression, in: file))
        }
        members.set("steps", file.node(.array(stepNodes), at: array))
        return (members, file)
    }

    /// `TutorialElement("label")` (the label is the id too) or `TutorialElement(id:label:)`.
    func element(_ constant: StaticConstants.Constant) throws(SwiftSourceRefusal) -> (id: String, label: String) {
        let file = constant.file
        guard let call = SwiftCall(constant.value, named: ["TutorialElement", "init"], in: file) else {
            throw SwiftSourceRefusal(file, at: constant.value, argument: constant.name, "write `TutorialElement(\"label\")` or `TutorialElement(id:label:)`")
        }
        let arguments = try call.arguments(allowed: ["_", "id", "label"])
        guard let label = arguments["_"] ?? arguments["label"] else {
            throw SwiftSourceRefusal(file, at: call.syntax, argument: constant.name, "a TutorialElement needs its label; write `TutorialElement(\"label\")`")
        }
        let text = try folder.string(label.expression, in: file, argument: "label")
        let id = try arguments["id"].map { argument throws(SwiftSourceRefusal) in try folder.string(argument.expression, in: file, argument: "id") }
        return (id ?? text, text)
    }

    mutating func step(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        guard let call = SwiftCall(expr, named: ["TutorialStep", "init"], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: "steps", "expected `TutorialStep(…)`; \(ValueFolder.refusal(for: expr))")
        }
        let arguments = try call.arguments(allowed: TutorialKitReader.stepArguments)
        var step = JSONMembers()
        for key in ["title", "body"] {
            if let argument = arguments[key] {
                step.set(key, file.node(.string(try folder.string(argument.expression, in: file, argument: key)), at: argument.expression))
            }
        }
        for key in ["arrows", "supplementalArrows"] {
            guard let argument = arguments[key] else { continue }
            let list = try StepsProperty.arrayLiteral(argument.expression, in: file, argument: key, of: "TutorialArrow(…)")
            var arrows: [JSONNode] = []
            for element in list.elements { arrows.append(try arrow(element.expression, in: file)) }
            step.set(key, file.node(.array(arrows), at: list))
        }
        if let argument = arguments["blurTargets"] { step.set("blurTargets", try blurTargets(argument.expression, in: file)) }
        for key in ["triggers", "tags"] {
            guard let argument = arguments[key] else { continue }
            let list = try StepsProperty.arrayLiteral(argument.expression, in: file, argument: key, of: "a string")
            var names: [JSONNode] = []
            for element in list.elements {
                names.append(file.node(.string(try folder.string(element.expression, in: file, argument: key)), at: element.expression))
            }
            step.set(key, file.node(.array(names), at: list))
        }
        if let argument = arguments["centered"] {
            step.set("centered", file.node(.bool(try folder.bool(argument.expression, in: file, argument: "centered")), at: argument.expression))
        }
        for key in ["position", "landscapePosition"] {
            guard let argument = arguments[key] else { continue }
            step.set(key, try pair(argument.expression, type: "CGSize", labels: ("width", "height"), in: file, argument: key))
        }
        if let argument = arguments["cardContent"] { step.set("buttons", try cardButtons(argument.expression, in: file)) }
        return step.node(in: file, at: call.syntax)
    }

    func arrow(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        guard let call = SwiftCall(expr, named: ["TutorialArrow", "init"], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: "arrows", "expected `TutorialArrow(.element, …)`; \(ValueFolder.refusal(for: expr))")
        }
        let arguments = try call.arguments(allowed: TutorialKitReader.arrowArguments)
        guard let target = arguments["_"] else {
            throw SwiftSourceRefusal(file, at: call.syntax, argument: "element", "a TutorialArrow names its element first: `TutorialArrow(.searchField, …)`")
        }
        var arrow = JSONMembers()
        let name = try elementKey(target.expression, in: file)
        arrow.set("element", file.node(.string(keys[name] ?? name), at: target.expression))
        for key in ["anchor", "anchorH", "fromAnchor", "fromAnchorH"] {
            if let argument = arguments[key] { arrow.set(key, try anchor(argument.expression, in: file, argument: key)) }
        }
        for key in ["length", "lengthH", "angle", "angleH"] {
            if let argument = arguments[key] {
                arrow.set(key, file.node(.number(try folder.number(argument.expression, in: file, argument: key)), at: argument.expression))
            }
        }
        for key in ["textAlignment", "textAlignmentH", "bend", "bendStrength"] {
            if let argument = arguments[key] { arrow.set(key, try caseName(argument.expression, in: file, argument: key)) }
        }
        for key in ["anchorOffset", "anchorOffsetH"] {
            if let argument = arguments[key] { arrow.set(key, try pair(argument.expression, type: "CGPoint", labels: ("x", "y"), in: file, argument: key)) }
        }
        return arrow.node(in: file, at: call.syntax)
    }

    /// `.searchField` or `TutorialElement.searchField`: the property's name, which a screen
    /// file's element may carry as its id, or the element's id or label (resolved by the tour).
    func elementKey(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> String {
        guard let (type, name) = ValueFolder.constantReference(expr), type == nil || type == "TutorialElement",
              folder.constants.lookup(name, type: "TutorialElement") != nil else {
            throw SwiftSourceRefusal(file, at: expr, argument: "element",
                                     "`\(expr.trimmedDescription)` is not a `static let` of a TutorialElement extension in the sources read; declare it there")
        }
        return name
    }

    /// `[.map, .instrument]`, `.map` or `[]`: blur-target names, each a TutorialBlurTargets constant.
    func blurTargets(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        let items: [ExprSyntax] = expr.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expr]
        var names: [JSONNode] = []
        for item in items {
            guard let (type, name) = ValueFolder.constantReference(item), type == nil || type == "TutorialBlurTargets",
                  folder.constants.lookup(name, type: "TutorialBlurTargets") != nil else {
                throw SwiftSourceRefusal(file, at: item, argument: "blurTargets",
                                         "`\(item.trimmedDescription)` is not a `static let` of a TutorialBlurTargets extension in the sources read; name one, or a list of them")
            }
            names.append(file.node(.string(name), at: item))
        }
        return file.node(.array(names), at: expr)
    }

    /// `.top` → "top"; `.alongTop(0.3)` → {"alongTop": 0.3}.
    func anchor(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           call.arguments.count == 1, let fraction = call.arguments.first, fraction.label == nil {
            let value = file.node(.number(try folder.number(fraction.expression, in: file, argument: argument)), at: fraction.expression)
            return file.node(.object([(member.declName.baseName.text, value)]), at: expr)
        }
        return try caseName(expr, in: file, argument: argument)
    }

    /// `.leading` → "leading" (the decoder checks the name).
    func caseName(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base!.is(DeclReferenceExprSyntax.self) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected a case such as `.leading`; \(ValueFolder.refusal(for: expr))")
        }
        return file.node(.string(member.declName.baseName.text), at: expr)
    }

    /// `CGSize(width:height:)` / `CGPoint(x:y:)` → `[a, b]`.
    func pair(_ expr: ExprSyntax, type: String, labels: (String, String), in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        guard let call = SwiftCall(expr, named: [type], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected `\(type)(\(labels.0):\(labels.1):)` with literal numbers")
        }
        let arguments = try call.arguments(allowed: [labels.0, labels.1])
        guard let first = arguments[labels.0], let second = arguments[labels.1] else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "write both `\(labels.0):` and `\(labels.1):`")
        }
        let a = try folder.number(first.expression, in: file, argument: argument)
        let b = try folder.number(second.expression, in: file, argument: argument)
        return file.node(.array([file.node(.number(a), at: first.expression), file.node(.number(b), at: second.expression)]), at: expr)
    }

    /// `cardContent` is SwiftUI drawn at run time; its `Button("Title") { actions.advance() /
    /// dismiss() }` calls become the card's buttons, and the approximation is reported.
    mutating func cardButtons(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        let location = expr.startLocation(converter: file.converter)
        warnings.append("\(file.displayPath):\(location.line):\(location.column): cardContent: custom SwiftUI card approximated by its buttons")
        var buttons: [JSONNode] = []
        for call in ButtonCalls.find(in: expr) {
            guard let title = call.arguments.first, title.label == nil else { continue }
            let action = call.trailingClosure?.trimmedDescription ?? ""
            let role = action.contains(".dismiss(") ? "dismiss" : (action.contains(".skip(") ? "skip" : "next")
            var button = JSONMembers()
            button.set("title", file.node(.string(try folder.string(title.expression, in: file, argument: "cardContent")), at: title.expression))
            button.set("role", file.node(.string(role), at: call))
            buttons.append(button.node(in: file, at: call))
        }
        guard !buttons.isEmpty else {
            throw SwiftSourceRefusal(file, at: expr, argument: "cardContent", "a custom card without a `Button(\"Title\") { actions.dismiss() }` has nothing tourshot can draw; add the card's buttons or leave cardContent out")
        }
        return file.node(.array(buttons), at: expr)
    }
}

/// `Button("Title") { … }` calls anywhere inside a closure, in source order.
final class ButtonCalls: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func find(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let visitor = ButtonCalls(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "Button" { found.append(node) }
        return .visitChildren
    }
}
