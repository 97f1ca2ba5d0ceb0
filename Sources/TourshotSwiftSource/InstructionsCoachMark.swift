import SwiftSyntax
import TourshotModel

/// Instructions' `coachMarkAt` for one index: the view, the cutout maker and the coach mark's
/// placement properties.
extension InstructionsReader {
    /// What `makeCoachMark` and the assignments to the returned coach mark say about one step.
    struct CoachMark {
        var view: (name: String, node: Syntax)?
        var highlight = JSONMembers()
        var side: String?
        var node: Syntax
    }

    func coachMark(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, index: (name: String, value: Int)) throws(SwiftSourceRefusal) -> CoachMark {
        let reader = ImperativeStatements(file: file, folder: folder.reading(index), index: index)
        let statements = try reader.read(function.body?.statements ?? [], argument: "coachMarkAt")
        guard case .returned(let returned)? = statements.last(where: { if case .returned = $0 { true } else { false } }) else {
            throw SwiftSourceRefusal(file, at: function.name, argument: "coachMarkAt", "no `return` for \(index.name) \(index.value); return `coachMarksController.helper.makeCoachMark(for: view)`")
        }
        // `var mark = helper.makeCoachMark(…)` (or `= CoachMark()`, then assigned in a case),
        // adjusted, then `return mark`: the value is the last one bound on this index's path.
        let local = ImperativeStatements.viewName(returned)
        var made = returned
        for case .binding(let name, let value, _) in statements where name == local { made = value }
        if let empty = SwiftCall(made, named: ["CoachMark"], in: file) {
            // Instructions' own empty `CoachMark()`: no view, so no cutout, as `makeCoachMark(for: nil)`.
            if let argument = empty.syntax.arguments.first {
                throw SwiftSourceRefusal(file, at: argument, argument: "coachMarkAt",
                                         "tourshot reads `CoachMark()` without arguments (a step without cutout); for a view write `coachMarksController.helper.makeCoachMark(for: view)`")
            }
            return try adjusted(CoachMark(node: Syntax(empty.syntax)), statements, local: local, in: file)
        }
        guard let call = SwiftCall(made, named: ["makeCoachMark"], in: file) else {
            // Refused where the value comes from: the `return`, or the assignment it returns.
            throw SwiftSourceRefusal(file, at: made, argument: "coachMarkAt", "expected `coachMarksController.helper.makeCoachMark(for: view)`; \(ValueFolder.refusal(for: made))")
        }
        if let point = call.syntax.arguments.first(where: { ["forFrame", "in"].contains($0.label?.text) }) {
            throw SwiftSourceRefusal(file, at: point, argument: point.label?.text ?? "",
                                     "tourshot points the arrow at the centre of a view's cutout; write `makeCoachMark(for: view)` with the view's property name")
        }
        let arguments = try call.arguments(allowed: ["for", "pointOfInterest", "cutoutPathMaker"])
        if let point = arguments["pointOfInterest"] { try centrePointOfInterest(point.expression, of: arguments["for"]?.expression, in: file) }
        var mark = CoachMark(node: Syntax(call.syntax))
        if let target = arguments["for"], target.expression.trimmedDescription != "nil" {
            let (expr, exprFile) = try reader.indexed(target.expression, files: files, argument: "for")
            // A view the running app makes may be answered by the tour (docs/swift-sources.md#answers).
            let key = try folder.answerable(.element, replacing: expr, argument: "for") { () throws(SwiftSourceRefusal) in
                try keys.propertyKey(expr, in: exprFile, argument: "for", style: "instructions",
                                     write: "`makeCoachMark(for: someView)` (or `views[index]` of an array of them)")
            }
            mark.view = (key, Syntax(expr))
            mark.highlight.set("element", exprFile.node(.string(key), at: expr))
        }
        // `makeCoachMark(for: view) { frame in … }` passes the maker as a trailing closure.
        // The maker may be a local `let cutoutPathMaker = { frame in … }` of the method.
        if var maker = arguments["cutoutPathMaker"]?.expression ?? call.syntax.trailingClosure.map(ExprSyntax.init) {
            if let name = maker.as(DeclReferenceExprSyntax.self)?.baseName.text, let closure = LocalLet.value(named: name, before: maker) { maker = closure }
            try cutout(maker, into: &mark.highlight, in: file)
        }
        return try adjusted(mark, statements, local: local, in: file)
    }

    /// The coach mark with the properties set on `local` on this index's path.
    private func adjusted(_ mark: CoachMark, _ statements: [ImperativeStatements.Statement], local: String?,
                          in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> CoachMark {
        var mark = mark
        // Each property's last assignment wins, as when the app runs; over the cutout beats the arrow's side.
        var over: Bool?
        var arrowSide: String?
        for statement in statements {
            if case .call(let other) = statement {
                throw SwiftSourceRefusal(file, at: other, argument: "coachMarkAt", "\(ImperativeStatements.ranCall(other)); return the coach mark only")
            }
            guard case .assignment(let target, let value, let node) = statement else { continue }
            let property = local.flatMap { target.hasPrefix("\($0).") ? String(target.dropFirst($0.count + 1)) : nil }
            switch property ?? "" {
            case "isDisplayedOverCutoutPath", "displayOverCutoutPath":
                over = try folder.bool(value, in: file, argument: "isDisplayedOverCutoutPath")
            case "arrowOrientation":
                let orientation = ValueFolder.constantReference(value)?.name
                // The arrow points at the view: up when the mark sits below it.
                guard let side = ["top": "below", "bottom": "above"][orientation ?? ""] else {
                    throw SwiftSourceRefusal(file, at: value, argument: "arrowOrientation", "write `.top` (the mark below the view) or `.bottom` (above it)")
                }
                arrowSide = side
            case "isOverlayInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath", "disableOverlayTap", "allowTouchInsideCutoutPath":
                continue // touch handling: nothing on the picture changes
            default:
                throw SwiftSourceRefusal(file, at: node, argument: target,
                                         "tourshot reads a coach mark's isDisplayedOverCutoutPath and arrowOrientation; leave `\(target)` out of the previewed data source or write the tour as a tutorial file")
            }
        }
        mark.side = over == true ? "over" : arrowSide
        return mark
    }

    /// `pointOfInterest:` moves the arrow and the coach mark's alignment toward a point
    /// (Instructions' `CoachMarkLayoutHelper.swift:104-108`, `:199-208`, `:260-268`); left out, it
    /// is the cutout's centre (`CoachMark.swift:97-106`). Every cutout tourshot reads is centred on
    /// the view's frame, and `view.center` is that frame's centre in the superview's coordinates,
    /// which the helper converts from (`CoachMarkHelper.swift:299-302`): so `nil` and the `for:`
    /// view's own `center` are the default, and any other point is refused.
    private func centrePointOfInterest(_ point: ExprSyntax, of view: ExprSyntax?, in file: SwiftSourceFile) throws(SwiftSourceRefusal) {
        if point.trimmedDescription == "nil" { return }
        let target = view.flatMap { ImperativeStatements.propertyView($0) }
        if let member = point.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "center",
           let base = member.base, let target, ImperativeStatements.propertyView(base) == target { return }
        let instead = target.map { "`pointOfInterest: \($0).center` or leave it out (the arrow then points at \($0)'s centre)" }
            ?? "`makeCoachMark(for: view)` for the view the arrow should point at"
        throw SwiftSourceRefusal(file, at: point, argument: "pointOfInterest",
                                 "`\(point.trimmedDescription.prefix(60))` moves the arrow off the centre of the cutout, which tourshot does not draw; write \(instead)")
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
}
