import SwiftSyntax
import TourshotModel

/// PolarisGuideKit: one function building `GuideStep()`s — `focusView`, `focusStyle`,
/// `buddyView` — and handing them to a `GuideController` (docs/swift-sources.md).
struct PolarisReader {
    let folder: ValueFolder
    let files: [SwiftSourceFile]
    let keys: ViewKeys

    typealias Guide = NamedDeclaration<FunctionDeclSyntax>

    /// Functions creating `GuideStep()`s, by the function's name.
    static func guides(in files: [SwiftSourceFile]) -> [Guide] {
        var guides: [Guide] = []
        for file in files {
            for call in libraryCalls(in: file, files: files) {
                guard let function = NamedValue.ancestor(call, FunctionDeclSyntax.self),
                      !guides.contains(where: { $0.node.id == function.id }) else { continue }
                guides.append(Guide(name: function.name.text, file: file, node: function))
            }
        }
        return guides
    }

    /// `GuideStep(…)` calls that are PolarisGuideKit's: all of them, unless the sources declare a
    /// `GuideStep` of their own (an app's page or step type); then only `PolarisGuideKit.GuideStep()`.
    static func libraryCalls(in file: SwiftSourceFile, files: [SwiftSourceFile]) -> [FunctionCallExprSyntax] {
        let calls = CallFinder.find(named: "GuideStep", in: file.tree)
        guard files.contains(where: { declaresType("GuideStep", in: $0.tree) }) else { return calls }
        return calls.filter { $0.calledExpression.trimmedDescription == "PolarisGuideKit.GuideStep" }
    }

    /// A struct, class or enum (not an extension) named `name`.
    static func declaresType(_ name: String, in tree: SourceFileSyntax) -> Bool {
        StaticConstants.typeDecls(in: tree).contains { !$0.is(ExtensionDeclSyntax.self) && StaticConstants.typeMembers($0)?.0 == name }
    }

    /// Step properties that change nothing on the picture (identity, completion, touch handling).
    static let ignoredStepProperties: Set<String> = ["identifier", "completer", "dismissesOnOutsideTap", "forwardsTouchEventsToFocusView"]

    private struct Step {
        /// The `focusView` assigned, read once the step's place in the guide is known.
        var focus: ExprSyntax?
        var style: ExprSyntax?
        var buddy: ExprSyntax?
        let node: Syntax
    }

    func read(_ guide: Guide) throws(SwiftSourceRefusal) -> JSONMembers {
        let file = guide.file
        let reader = ImperativeStatements(file: file, folder: folder, index: nil)
        let statements = try reader.read(guide.node.body?.statements ?? [], argument: guide.name)
        var steps: [(name: String, step: Step)] = []
        var controller: String?
        var order: [String] = []
        var lists: [String: [String]] = [:]
        // A style or buddy view kept in a `let` (or assigned to a declared `var`) stands for its value.
        var values: [String: ExprSyntax] = [:]
        func bound(_ expr: ExprSyntax) -> ExprSyntax { ImperativeStatements.viewName(expr).flatMap { values[$0] } ?? expr }
        func stepName(_ expr: ExprSyntax) throws(SwiftSourceRefusal) -> String {
            guard let name = ImperativeStatements.viewName(expr), steps.contains(where: { $0.name == name }) else {
                throw SwiftSourceRefusal(file, at: expr, argument: "steps", "`\(expr.trimmedDescription)` is not a `let step = GuideStep()` of this function")
            }
            return name
        }
        // `[]`, an array naming a step, or a list already read: a steps list (its other elements
        // are then refused); any other array (`[avatar, bio]`) is an ordinary `let`.
        func isStepList(_ expr: ExprSyntax) -> Bool {
            if let reference = ImperativeStatements.viewName(expr), lists[reference] != nil { return true }
            guard let array = expr.as(ArrayExprSyntax.self) else { return false }
            return array.elements.isEmpty || array.elements.contains { element in
                ImperativeStatements.viewName(element.expression).map { name in steps.contains { $0.name == name } } ?? false
            }
        }
        func names(_ expr: ExprSyntax) throws(SwiftSourceRefusal) -> [String] {
            if let reference = ImperativeStatements.viewName(expr), let list = lists[reference] { return list }
            guard let array = expr.as(ArrayExprSyntax.self) else {
                throw SwiftSourceRefusal(file, at: expr, argument: "steps", "expected `[step1, step2]` or an array the steps are appended to; \(ValueFolder.refusal(for: expr))")
            }
            var found: [String] = []
            for element in array.elements { found.append(try stepName(element.expression)) }
            return found
        }
        for statement in statements {
            switch statement {
            case .binding(let name, let value, let node):
                if let call = SwiftCall(value, named: ["GuideStep"], in: file) {
                    guard call.syntax.arguments.isEmpty else {
                        throw SwiftSourceRefusal(file, at: call.syntax, argument: name, "write `let \(name) = GuideStep()` and set its properties after")
                    }
                    steps.append((name, Step(node: node)))
                } else if let call = SwiftCall(value, named: ["GuideController"], in: file) {
                    controller = name
                    let arguments = try call.arguments(allowed: ["hostView", "steps", "plugins"])
                    if let list = arguments["steps"] { order += try names(list.expression) }
                    if let plugins = arguments["plugins"] {
                        guard let array = plugins.expression.as(ArrayExprSyntax.self) else { throw SwiftSourceRefusal(file, at: plugins.expression, argument: "plugins", "write `plugins: [AudioGuidePlugin(…)]` or leave it out") }
                        for plugin in array.elements { try PolarisController.plugin(plugin.expression, in: file) }
                    }
                } else if isStepList(value) {
                    lists[name] = try names(value) // `var steps: [GuideStep] = []` or `[step1, step2]`
                } else {
                    values[name] = value // other `let`s count only where used
                }
            case .assignment(let target, let value, let node):
                let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
                if let index = steps.firstIndex(where: { $0.name == parts[0] }), parts.count == 2 {
                    switch parts[1] {
                    case "focusView": steps[index].step.focus = value
                    case "focusStyle": steps[index].step.style = bound(value)
                    case "buddyView": steps[index].step.buddy = bound(value)
                    case let property where Self.ignoredStepProperties.contains(property): continue
                    default:
                        throw SwiftSourceRefusal(file, at: node, argument: target,
                                                 "tourshot reads a GuideStep's focusView, focusStyle and buddyView; `\(parts[1])` is computed when the app runs — leave it out or write the tour as a tutorial file with \"style\": \"polaris\"")
                    }
                } else if ImperativeStatements.viewName(value) == controller {
                    continue // the controller kept in a property
                } else if parts[0] == controller, parts.count == 2 {
                    try PolarisController.assignment(parts[1], target: target, node: node, in: file)
                } else {
                    throw SwiftSourceRefusal(file, at: node, argument: target, "tourshot reads GuideStep properties and the GuideController here; leave `\(target)` out of the guide function")
                }
            case .call(let call):
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                let base = member?.base.flatMap(ImperativeStatements.viewName)
                let method = member?.declName.baseName.text
                if let base, base == controller, method == "addStep", let step = call.arguments.first?.expression {
                    order.append(try stepName(step))
                } else if let base, lists[base] != nil, method == "append", let step = call.arguments.first?.expression {
                    lists[base, default: []].append(try stepName(step))
                } else if let base, let method, base == controller {
                    try PolarisController.call(method, call, in: file, argument: guide.name)
                } else if let base, steps.contains(where: { $0.name == base }), method == "addAttachment" {
                    continue // an attachment moves with the focus view; nothing on the picture
                } else {
                    throw SwiftSourceRefusal(file, at: call, argument: guide.name, "\(ImperativeStatements.ranCall(call)); the guide function may only build its steps and GuideController")
                }
            case .returned(let value):
                if controller == nil, isStepList(value) {
                    order += try names(value)
                } else if controller == nil || ImperativeStatements.viewName(value) != controller {
                    throw SwiftSourceRefusal(file, at: value, argument: guide.name,
                                             "tourshot reads a guide function returning its steps (`[step1, step2]`) or its GuideController; `\(value.trimmedDescription.prefix(40))` is neither")
                }
            }
        }
        let chosen = order.isEmpty ? steps.map(\.name) : order
        var nodes: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, name) in chosen.enumerated() {
            folder.answers?.step = number + 1
            nodes.append(try step(steps.first { $0.name == name }!, in: file))
        }
        var members = JSONMembers()
        members.set("style", file.node(.string("polaris"), at: guide.node.name))
        members.set("elements", keys.elements(in: file, at: guide.node.name))
        members.set("steps", file.node(.array(nodes), at: guide.node.name))
        return members
    }

    private func step(_ named: (name: String, step: Step), in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        let step = named.step
        guard let value = step.focus else {
            throw SwiftSourceRefusal(file, at: step.node, argument: "focusView", "a GuideStep without a focusView is not shown; set `focusView` to a view property")
        }
        // A view the running app makes may be answered by the tour (docs/swift-sources.md#answers).
        let focus = (name: try folder.answerable(.element, replacing: value, argument: "focusView") { () throws(SwiftSourceRefusal) in
            try keys.propertyKey(value, in: file, argument: "focusView", style: "polaris", write: "`\(named.name).focusView = someView`")
        }, node: value)
        var members = JSONMembers()
        var highlight = JSONMembers()
        highlight.set("element", file.node(.string(focus.name), at: focus.node))
        let highlighted = try style(step.style, into: &highlight, in: file)
        if let buddy = step.buddy {
            try self.buddy(buddy, focus: focus, into: &members, in: file)
        } else {
            members.set("buttons", file.node(.array([]), at: step.node))
        }
        if highlighted { members.set("highlights", file.node(.array([highlight.node(in: file, at: focus.node)]), at: focus.node)) }
        return sorted(members).node(in: file, at: step.node)
    }

    /// Members in the tutorial file's order, so `import tutorial` writes them as a person would.
    private func sorted(_ members: JSONMembers) -> JSONMembers {
        let order = ["title", "body", "highlights", "attachTo", "buttons"]
        var sorted = JSONMembers()
        sorted.members = members.members.sorted { order.firstIndex(of: $0.key) ?? 0 < order.firstIndex(of: $1.key) ?? 0 }
        return sorted
    }

    /// The example app's buddy views: `SimpleBuddyView(title:message:showNextButton:showSkipButton:)`
    /// (the bottom card) and `HintArrowBuddyView(title:message:)` (the card under the focus view).
    private func buddy(_ expr: ExprSyntax, focus: (name: String, node: ExprSyntax), into members: inout JSONMembers, in file: SwiftSourceFile) throws(SwiftSourceRefusal) {
        guard let call = SwiftCall(expr, named: ["SimpleBuddyView", "HintArrowBuddyView"], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: "buddyView",
                                     "a custom buddy view is drawn at run time; use `SimpleBuddyView(title:message:)` or `HintArrowBuddyView(title:message:)`, or write the tour as a tutorial file with \"style\": \"polaris\"")
        }
        let simple = call.name == "SimpleBuddyView"
        let arguments = try call.arguments(allowed: simple ? ["title", "message", "showNextButton", "showSkipButton"] : ["title", "message"])
        for (label, key) in [("title", "title"), ("message", "body")] {
            guard let argument = arguments[label] else { continue }
            members.set(key, file.node(.string(try folder.string(argument.expression, in: file, argument: label)), at: argument.expression))
        }
        guard simple else {
            var attachment = JSONMembers()
            attachment.set("element", file.node(.string(focus.name), at: focus.node))
            members.set("attachTo", attachment.node(in: file, at: call.syntax))
            return
        }
        // Both buttons default to hidden (SimpleBuddyView.swift:27); their titles are the example's DemoStrings.
        var buttons: [JSONNode] = []
        for (label, title, role) in [("showSkipButton", "Skip", "skip"), ("showNextButton", "Next →", "next")] {
            guard let argument = arguments[label], try folder.bool(argument.expression, in: file, argument: label) else { continue }
            var button = JSONMembers()
            button.set("title", file.node(.string(title), at: argument.expression))
            button.set("role", file.node(.string(role), at: argument.expression))
            buttons.append(button.node(in: file, at: argument.expression))
        }
        members.set("buttons", file.node(.array(buttons), at: call.syntax))
    }
}
