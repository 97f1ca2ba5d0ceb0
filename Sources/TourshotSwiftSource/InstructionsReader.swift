import SwiftSyntax
import TourshotModel

/// Instructions: a `CoachMarksControllerDataSource`'s three methods, read once per index —
/// `numberOfCoachMarks(for:)`, `coachMarkAt` returning `helper.makeCoachMark(for: view, …)`
/// and `coachMarkViewsAt` setting the default views' hint and next labels (docs/swift-sources.md).
struct InstructionsReader {
    let folder: ValueFolder
    let files: [SwiftSourceFile]
    /// More coach marks than this is a runaway count, not a tour.
    static let countLimit = 200

    /// Types conforming to `CoachMarksControllerDataSource`, or declaring its `coachMarkAt` method.
    static func dataSources(in files: [SwiftSourceFile]) -> [String] {
        var names: [String] = []
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, members) = StaticConstants.typeMembers(decl), !names.contains(name) else { continue }
                let declares = members.contains { method(in: $0.decl, "coachMarksController", label: "coachMarkAt") != nil }
                if declares || TutorialKitReader.inherited(decl).contains("CoachMarksControllerDataSource") { names.append(name) }
            }
        }
        return names
    }

    static func method(in decl: DeclSyntax, _ name: String, label: String?) -> FunctionDeclSyntax? {
        guard let function = decl.as(FunctionDeclSyntax.self), function.name.text == name else { return nil }
        guard let label else { return function }
        return function.signature.parameterClause.parameters.contains { $0.firstName.text == label } ? function : nil
    }

    /// The data source's method (in its body or an extension), with the name its index parameter has.
    func method(_ name: String, label: String?, on type: String) -> (SwiftSourceFile, FunctionDeclSyntax, String)? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (declName, members) = StaticConstants.typeMembers(decl), declName == type else { continue }
                for member in members {
                    guard let function = Self.method(in: member.decl, name, label: label) else { continue }
                    let parameter = function.signature.parameterClause.parameters.first { $0.firstName.text == label }
                    return (file, function, (parameter?.secondName ?? parameter?.firstName)?.text ?? "index")
                }
            }
        }
        return nil
    }

    func read(dataSource: String) throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile) {
        guard let (file, marks, index) = method("coachMarksController", label: "coachMarkAt", on: dataSource) else {
            throw SwiftSourceRefusal(file: dataSource, "\(dataSource) has no `coachMarksController(_:coachMarkAt:)`; declare it returning `helper.makeCoachMark(for: view)`")
        }
        let count = try self.count(on: dataSource, declaredNear: (file, marks))
        let views = method("coachMarksController", label: "coachMarkViewsAt", on: dataSource)
        let skip = try skipTitle(on: dataSource)
        var steps: [JSONNode] = []
        for value in 0..<count {
            let mark = try coachMark(marks, in: file, index: (index, value))
            var look = CoachViews(node: Syntax(marks))
            if let (viewsFile, function, name) = views { look = try coachViews(function, in: viewsFile, index: (name, value)) }
            steps.append(try step(mark, look, skip: skip, in: file))
        }
        var members = JSONMembers()
        members.set("style", file.node(.string("instructions"), at: marks))
        members.set("steps", file.node(.array(steps), at: marks))
        return (members, file)
    }

    /// `return 3`, a `static let` number, or `views.count` of an array literal.
    func count(on type: String, declaredNear marks: (SwiftSourceFile, FunctionDeclSyntax)) throws(SwiftSourceRefusal) -> Int {
        guard let (file, function, _) = method("numberOfCoachMarks", label: nil, on: type), let body = function.body else {
            throw SwiftSourceRefusal(marks.0, at: marks.1.name, argument: "numberOfCoachMarks",
                                     "\(type) has no `numberOfCoachMarks(for:)` in the sources read; declare it returning the number of coach marks")
        }
        guard let value = StepsProperty.singleValue(body.statements) else {
            throw SwiftSourceRefusal(file, at: body, argument: "numberOfCoachMarks", "write a single `return 3` (or `return views.count` of an array literal)")
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base,
           let (array, _) = NamedValue.array(base, in: file, files: files, folder: folder) {
            return array.elements.count
        }
        let number = try folder.number(value, in: file, argument: "numberOfCoachMarks")
        guard let count = Int(exactly: number), (1...Self.countLimit).contains(count) else {
            throw SwiftSourceRefusal(file, at: value, argument: "numberOfCoachMarks", "expected a whole number of coach marks from 1 to \(Self.countLimit), found \(number)")
        }
        return count
    }

    /// What `makeCoachMark` and the assignments to the returned coach mark say about one step.
    struct CoachMark {
        var view: (name: String, node: Syntax)?
        var highlight = JSONMembers()
        var side: String?
        var node: Syntax
    }

    func coachMark(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, index: (name: String, value: Int)) throws(SwiftSourceRefusal) -> CoachMark {
        let reader = ImperativeStatements(file: file, folder: folder, index: index)
        let statements = try reader.read(function.body?.statements ?? [], argument: "coachMarkAt")
        guard case .returned(let returned)? = statements.last(where: { if case .returned = $0 { true } else { false } }) else {
            throw SwiftSourceRefusal(file, at: function.name, argument: "coachMarkAt", "no `return` for \(index.name) \(index.value); return `coachMarksController.helper.makeCoachMark(for: view)`")
        }
        // `var mark = helper.makeCoachMark(…)`, adjusted, then `return mark`.
        let local = ImperativeStatements.viewName(returned)
        var made = returned
        for case .binding(let name, let value, _) in statements where name == local { made = value }
        guard let call = SwiftCall(made, named: ["makeCoachMark"], in: file) else {
            throw SwiftSourceRefusal(file, at: returned, argument: "coachMarkAt", "expected `coachMarksController.helper.makeCoachMark(for: view)`; \(ValueFolder.refusal(for: returned))")
        }
        if let point = call.syntax.arguments.first(where: { ["pointOfInterest", "forFrame", "in"].contains($0.label?.text) }) {
            throw SwiftSourceRefusal(file, at: point, argument: point.label?.text ?? "",
                                     "tourshot points the arrow at the centre of a view's cutout; write `makeCoachMark(for: view)` with the view's property name")
        }
        let arguments = try call.arguments(allowed: ["for", "cutoutPathMaker"])
        var mark = CoachMark(node: Syntax(call.syntax))
        if let target = arguments["for"], target.expression.trimmedDescription != "nil" {
            let (expr, exprFile) = try reader.indexed(target.expression, files: files, argument: "for")
            guard let name = ImperativeStatements.viewName(expr) else {
                throw SwiftSourceRefusal(exprFile, at: expr, argument: "for",
                                         "`\(expr.trimmedDescription)` is not a view named by its property; write `makeCoachMark(for: someView)` (or `views[index]` of an array of them), the property being an element of the screen files")
            }
            mark.view = (name, Syntax(expr))
            mark.highlight.set("element", exprFile.node(.string(name), at: expr))
        }
        // `makeCoachMark(for: view) { frame in … }` passes the maker as a trailing closure.
        if let maker = arguments["cutoutPathMaker"]?.expression ?? call.syntax.trailingClosure.map(ExprSyntax.init) {
            try cutout(maker, into: &mark.highlight, in: file)
        }
        for statement in statements {
            if case .call(let other) = statement {
                throw SwiftSourceRefusal(file, at: other, argument: "coachMarkAt", "\(ValueFolder.refusal(for: ExprSyntax(other))); return the coach mark only")
            }
            guard case .assignment(let target, let value, let node) = statement else { continue }
            let property = local.flatMap { target.hasPrefix("\($0).") ? String(target.dropFirst($0.count + 1)) : nil }
            switch property ?? "" {
            case "isDisplayedOverCutoutPath", "displayOverCutoutPath":
                if try folder.bool(value, in: file, argument: "isDisplayedOverCutoutPath") { mark.side = "over" }
            case "arrowOrientation":
                let orientation = ValueFolder.constantReference(value)?.name
                // The arrow points at the view: up when the mark sits below it.
                guard let side = ["top": "below", "bottom": "above"][orientation ?? ""] else {
                    throw SwiftSourceRefusal(file, at: value, argument: "arrowOrientation", "write `.top` (the mark below the view) or `.bottom` (above it)")
                }
                mark.side = mark.side ?? side
            case "isOverlayInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath", "disableOverlayTap", "allowTouchInsideCutoutPath":
                continue // touch handling: nothing on the picture changes
            default:
                throw SwiftSourceRefusal(file, at: node, argument: target,
                                         "tourshot reads a coach mark's isDisplayedOverCutoutPath and arrowOrientation; leave `\(target)` out of the previewed data source or write the tour as a tutorial file")
            }
        }
        return mark
    }

    /// `cutoutPathMaker: { frame in UIBezierPath(rect:/ovalIn:/roundedRect:cornerRadius: frame or frame.insetBy(dx: d, dy: d)) }`.
    func cutout(_ expr: ExprSyntax, into highlight: inout JSONMembers, in file: SwiftSourceFile) throws(SwiftSourceRefusal) {
        let expected = "write `{ frame in UIBezierPath(rect: frame) }`, `ovalIn:` or `roundedRect:cornerRadius:`, of `frame` or `frame.insetBy(dx: d, dy: d)`"
        guard let closure = expr.as(ClosureExprSyntax.self), let path = StepsProperty.singleValue(closure.statements),
              let call = SwiftCall(path, named: ["UIBezierPath"], in: file), let first = call.syntax.arguments.first else {
            throw SwiftSourceRefusal(file, at: expr, argument: "cutoutPathMaker", expected)
        }
        let arguments = try call.arguments(allowed: ["rect", "ovalIn", "roundedRect", "cornerRadius"])
        let shapes = ["rect": "rect", "ovalIn": "oval", "roundedRect": "roundedRect"]
        guard let shape = shapes[first.label?.text ?? ""] else { throw SwiftSourceRefusal(file, at: path, argument: "cutoutPathMaker", expected) }
        highlight.set("shape", file.node(.string(shape), at: path))
        var padding = 0.0
        if let inset = SwiftCall(first.expression, named: ["insetBy"], in: file) {
            let values = try inset.arguments(allowed: ["dx", "dy"])
            guard let dx = values["dx"], let dy = values["dy"],
                  try folder.number(dx.expression, in: file, argument: "dx") == (try folder.number(dy.expression, in: file, argument: "dy")) else {
                throw SwiftSourceRefusal(file, at: first.expression, argument: "cutoutPathMaker", "tourshot grows a cutout by the same amount on every side; write `insetBy(dx: d, dy: d)`")
            }
            padding = -(try folder.number(dx.expression, in: file, argument: "dx"))
        } else if !first.expression.is(DeclReferenceExprSyntax.self) {
            throw SwiftSourceRefusal(file, at: first.expression, argument: "cutoutPathMaker", expected)
        }
        highlight.set("padding", file.node(.number(padding), at: first.expression))
        if let radius = arguments["cornerRadius"] {
            highlight.set("cornerRadius", file.node(.number(try folder.number(radius.expression, in: file, argument: "cornerRadius")), at: radius.expression))
        }
    }

    /// What `coachMarkViewsAt` sets for one step: the hint, the next label and the arrow.
    struct CoachViews {
        var hint: JSONNode?
        var next: JSONNode?
        var showsNext = true
        var arrow = true
        var node: Syntax
    }

    func coachViews(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, index: (name: String, value: Int)) throws(SwiftSourceRefusal) -> CoachViews {
        let reader = ImperativeStatements(file: file, folder: folder, index: index)
        let statements = try reader.read(function.body?.statements ?? [], argument: "coachMarkViewsAt")
        var views: CoachViews?
        var name = ""
        for case .binding(let bound, let value, _) in statements {
            guard let call = SwiftCall(value, named: ["makeDefaultCoachViews"], in: file) else { continue }
            name = bound
            views = try defaultViews(call, in: file, reader: reader)
        }
        guard var views else {
            throw SwiftSourceRefusal(file, at: function.name, argument: "coachMarkViewsAt",
                                     "custom coach views are drawn at run time; write `let coachViews = coachMarksController.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)`")
        }
        for statement in statements {
            switch statement {
            case .binding: continue
            case .assignment(let target, let value, let node):
                let key = ["\(name).bodyView.hintLabel.text": "hint", "\(name).bodyView.nextLabel.text": "next"][target]
                guard let key else {
                    throw SwiftSourceRefusal(file, at: node, argument: target, "tourshot reads the default views' `hintLabel.text` and `nextLabel.text`; leave `\(target)` out or write the tour as a tutorial file")
                }
                let label = try text(value, reader: reader, argument: target)
                if key == "hint" { views.hint = label } else { views.next = label }
            case .call(let call):
                throw SwiftSourceRefusal(file, at: call, argument: "coachMarkViewsAt", "\(ValueFolder.refusal(for: ExprSyntax(call))); set only `hintLabel.text` and `nextLabel.text` here")
            case .returned(let value):
                // `arrowView: nil` hides the arrow the helper made.
                if let tuple = value.as(TupleExprSyntax.self), tuple.elements.contains(where: { $0.label?.text == "arrowView" && $0.expression.is(NilLiteralExprSyntax.self) }) {
                    views.arrow = false
                }
            }
        }
        return views
    }

    private func defaultViews(_ call: SwiftCall, in file: SwiftSourceFile, reader: ImperativeStatements) throws(SwiftSourceRefusal) -> CoachViews {
        let arguments = try call.arguments(allowed: ["withArrow", "withNextText", "arrowOrientation", "hintText", "nextText", "nextLabelPosition"])
        var views = CoachViews(node: Syntax(call.syntax))
        if let arrow = arguments["withArrow"] { views.arrow = try folder.bool(arrow.expression, in: file, argument: "withArrow") }
        if let next = arguments["withNextText"] { views.showsNext = try folder.bool(next.expression, in: file, argument: "withNextText") }
        if let hint = arguments["hintText"] { views.hint = try text(hint.expression, reader: reader, argument: "hintText") }
        if let next = arguments["nextText"], !next.expression.is(NilLiteralExprSyntax.self) { views.next = try text(next.expression, reader: reader, argument: "nextText") }
        if let position = arguments["nextLabelPosition"], ValueFolder.constantReference(position.expression)?.name != "trailing" {
            throw SwiftSourceRefusal(file, at: position.expression, argument: "nextLabelPosition", "tourshot draws the next label trailing only; leave nextLabelPosition out")
        }
        // The helper orients the arrow as told; only the coach mark's own orientation matches where the mark lands.
        if views.arrow, arguments["arrowOrientation"].map({ !$0.expression.trimmedDescription.hasSuffix(".arrowOrientation") }) ?? true {
            throw SwiftSourceRefusal(file, at: arguments["arrowOrientation"]?.expression ?? ExprSyntax(call.syntax), argument: "arrowOrientation",
                                     "tourshot points the arrow the way the coach mark is placed; pass `arrowOrientation: coachMark.arrowOrientation`")
        }
        return views
    }

    private func text(_ expr: ExprSyntax, reader: ImperativeStatements, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        let (value, valueFile) = try reader.indexed(expr, files: files, argument: argument)
        return valueFile.node(.string(try folder.string(value, in: valueFile, argument: argument)), at: value)
    }

    /// The title of the skip view the data source's type sets (`skipView.setTitle("Skip", for: .normal)`), if any.
    func skipTitle(on type: String) throws(SwiftSourceRefusal) -> JSONNode? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, _) = StaticConstants.typeMembers(decl), name == type else { continue }
                for assignment in SequenceFinder.assignments(in: decl) where assignment.target.hasSuffix("skipView") {
                    if assignment.value.is(NilLiteralExprSyntax.self) { continue }
                    let view = ImperativeStatements.viewName(assignment.value)
                    let made = view.flatMap { LocalLet.value(named: $0, before: assignment.value) } ?? assignment.value
                    let block = NamedValue.ancestor(assignment.value, CodeBlockSyntax.self)
                    guard SwiftCall(made, named: ["CoachMarkSkipDefaultView"], in: file) != nil, let view, let block,
                          let title = CallFinder.find(named: "setTitle", in: block).first(where: {
                              $0.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(ImperativeStatements.viewName) == view }),
                          let text = title.arguments.first?.expression else {
                        throw SwiftSourceRefusal(file, at: assignment.value, argument: "skipView",
                                                 "tourshot draws Instructions' default skip view; write `let skipView = CoachMarkSkipDefaultView()`, `skipView.setTitle(\"Skip\", for: .normal)` and assign it")
                    }
                    return file.node(.string(try folder.string(text, in: file, argument: "setTitle")), at: text)
                }
            }
        }
        return nil
    }

    func step(_ mark: CoachMark, _ views: CoachViews, skip: JSONNode?, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        var step = JSONMembers()
        step.set("body", views.hint)
        if let view = mark.view {
            step.set("highlights", file.node(.array([mark.highlight.node(in: file, at: view.node)]), at: view.node))
            var attachment = JSONMembers()
            attachment.set("element", file.node(.string(view.name), at: view.node))
            attachment.set("side", mark.side.map { file.node(.string($0), at: mark.node) })
            if !views.arrow { attachment.set("tail", file.node(.bool(false), at: views.node)) }
            if !attachment.members.dropFirst().isEmpty { step.set("attachTo", attachment.node(in: file, at: view.node)) }
        }
        var buttons: [JSONNode] = []
        if let next = views.next, views.showsNext { buttons.append(button(next, role: "next", in: file)) }
        if let skip { buttons.append(button(skip, role: "skip", in: file)) }
        if skip != nil, views.next == nil, views.showsNext {
            throw SwiftSourceRefusal(file, at: views.node, argument: "nextLabel.text",
                                     "the next label's text is the app's; set `coachViews.bodyView.nextLabel.text` (or `withNextText: false`)")
        }
        if !buttons.isEmpty || !views.showsNext { step.set("buttons", file.node(.array(buttons), at: views.node)) }
        return step.node(in: file, at: mark.node)
    }

    private func button(_ title: JSONNode, role: String, in file: SwiftSourceFile) -> JSONNode {
        JSONNode(value: .object([("title", title), ("role", JSONNode(value: .string(role), line: title.line, column: title.column))]), line: title.line, column: title.column)
    }
}

/// `target = value` assignments anywhere under a declaration, in source order.
final class SequenceFinder: SyntaxVisitor {
    private var found: [(target: String, value: ExprSyntax)] = []

    static func assignments(in node: some SyntaxProtocol) -> [(target: String, value: ExprSyntax)] {
        let finder = SequenceFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (target, value) = ImperativeStatements.assignment(ExprSyntax(node)) { found.append((target, value)) }
        return .visitChildren
    }
}
