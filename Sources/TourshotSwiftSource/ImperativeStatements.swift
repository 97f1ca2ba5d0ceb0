import SwiftSyntax

/// The statements of an imperative tutorial (an Instructions data-source method, a Polaris
/// guide function) as tourshot reads them: `let`s, `a.b = value` assignments, calls and a
/// `return`, with `switch index` taken for one index at a time. Anything else is refused:
/// what it would do to the preview is not known without running it.
struct ImperativeStatements {
    enum Statement {
        case binding(name: String, value: ExprSyntax, node: Syntax)
        /// `coachViews.bodyView.hintLabel.text = …`: the target path as written (without `self.`).
        case assignment(target: String, value: ExprSyntax, node: Syntax)
        case call(FunctionCallExprSyntax)
        case returned(ExprSyntax)
    }

    let file: SwiftSourceFile
    let folder: ValueFolder
    /// The method's index parameter (`index`) that a `switch` may select on.
    let index: (name: String, value: Int)?

    /// `statements` flattened: a `switch index` contributes the statements of its case for
    /// `index.value` (or its `default`).
    /// `declared`: the locals (`var coachMark = CoachMark()`, or without a value,
    /// `var coachMark: CoachMark`), whose later assignment — typically in a `switch index` case —
    /// binds them anew, as when the app runs.
    /// A `return` ends the index's path: the statements after it (in the body, or after the
    /// `switch` whose case returned) never run for this index, so they are not read.
    func read(_ statements: CodeBlockItemListSyntax, argument: String) throws(SwiftSourceRefusal) -> [Statement] {
        try walk(statements, argument: argument, declared: [], isBody: true).read
    }

    /// `ended`: a `return` was reached.
    private func walk(_ statements: CodeBlockItemListSyntax, argument: String, declared: Set<String>, isBody: Bool) throws(SwiftSourceRefusal) -> (read: [Statement], ended: Bool) {
        var read: [Statement] = []
        var declared = declared
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw SwiftSourceRefusal(file, at: binding, argument: argument, "write `let name = value`; tourshot reads no other declaration here")
                    }
                    if let value = binding.initializer?.value {
                        read.append(.binding(name: name, value: value, node: Syntax(binding)))
                    }
                    declared.insert(name)
                }
            } else if let returned = item.item.as(ReturnStmtSyntax.self) {
                if let value = returned.expression { read.append(.returned(value)) }
                return (read, true)
            } else if let expr = Self.expression(item.item) {
                if let choice = expr.as(SwitchExprSyntax.self) {
                    let taken = try walk(try branch(choice, argument: argument), argument: argument, declared: declared, isBody: false)
                    read += taken.read
                    if taken.ended { return (read, true) }
                } else if let decision = expr.as(IfExprSyntax.self), let body = indexBranch(decision) {
                    // `if index >= 1 { … } else { … }`: decided by the step's index, like a `switch index`.
                    let taken = try walk(body, argument: argument, declared: declared, isBody: false)
                    read += taken.read
                    if taken.ended { return (read, true) }
                } else if let (target, value) = Self.assignment(expr) {
                    if declared.contains(target) {
                        read.append(.binding(name: target, value: value, node: Syntax(expr)))
                    } else if target == "_" {
                        // `_ = controller.show()` only discards the result.
                        if let call = value.as(FunctionCallExprSyntax.self) { read.append(.call(call)) }
                    } else {
                        read.append(.assignment(target: target, value: value, node: Syntax(expr)))
                    }
                } else if isBody, statements.count == 1 {
                    read.append(.returned(expr)) // a function body that is one expression returns it
                } else if let call = expr.as(FunctionCallExprSyntax.self) {
                    read.append(.call(call))
                } else if let parts = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count > 3,
                          parts[1].is(AssignmentExprSyntax.self), ValueFolder.branches(expr) == nil {
                    // `frame.origin.y = bar.frame.height + app.statusBarFrame.height`: geometry of the running app.
                    let value = parts[2...].map(\.trimmedDescription).joined(separator: " ")
                    throw SwiftSourceRefusal(file, at: parts[2], argument: parts[0].trimmedDescription,
                                             "`\(value.prefix(60))` is computed from the running app; write the tour as a tutorial file naming a captured element instead")
                } else {
                    throw SwiftSourceRefusal(file, at: expr, argument: argument, "\(ValueFolder.refusal(for: expr)); \(readable)")
                }
            } else if item.item.as(StmtSyntax.self).map({ $0.is(BreakStmtSyntax.self) }) != true {
                throw SwiftSourceRefusal(file, at: item, argument: argument,
                                         "`\(item.trimmedDescription.prefix(40))` depends on the app's state when it runs; \(readable)")
            }
        }
        return (read, false)
    }

    /// A call made for its effect (`view.setNeedsLayout()`), which a preview cannot run.
    static func ranCall(_ call: FunctionCallExprSyntax) -> String {
        "`\(call.trimmedDescription.prefix(60))` runs code when the app does, which a preview cannot"
    }

    private var readable: String {
        index.map { "tourshot reads `let`s, assignments, calls and `switch \($0.name)` here" } ?? "tourshot reads `let`s, assignments and calls here"
    }

    /// The branch an `if` on the index alone takes for this index (`if index >= 1`, `else if
    /// index == 0`, `else`); nil when a condition is anything else.
    private func indexBranch(_ decision: IfExprSyntax) -> CodeBlockItemListSyntax? {
        guard index != nil, decision.conditions.count == 1, let condition = decision.conditions.first?.condition.as(ExprSyntax.self),
              Self.mentions(condition, index?.name ?? ""),
              case .bool(let holds)? = try? folder.fold(condition, in: file, argument: "if", depth: 0) else { return nil }
        if holds { return decision.body.statements }
        switch decision.elseBody {
        case .codeBlock(let block)?: return block.statements
        case .ifExpr(let next)?: return indexBranch(next)
        case nil: return CodeBlockItemListSyntax([])
        }
    }

    private static func mentions(_ expr: ExprSyntax, _ name: String) -> Bool {
        expr.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// The statements of the case matching the index (integer literals or `static let`s), else `default`.
    private func branch(_ choice: SwitchExprSyntax, argument: String) throws(SwiftSourceRefusal) -> CodeBlockItemListSyntax {
        // `switch (index)` is `switch index`.
        var subject = choice.subject
        while let tuple = subject.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first, inner.label == nil {
            subject = inner.expression
        }
        guard let index, subject.trimmedDescription == index.name else {
            let instead = index.map { "switch on `\($0.name)` only" } ?? "write one function per case"
            throw SwiftSourceRefusal(file, at: choice.subject, argument: argument,
                                     "a `switch` on `\(choice.subject.trimmedDescription)` has no single value before the app runs; \(instead)")
        }
        var fallback: CodeBlockItemListSyntax?
        for element in choice.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                throw SwiftSourceRefusal(file, at: element, argument: argument, "`#if` inside the switch depends on the build; write plain cases")
            }
            switch switchCase.label {
            case .default: fallback = switchCase.statements
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw SwiftSourceRefusal(file, at: item, argument: argument, "write `case 0:` with an integer literal or a `static let` number")
                    }
                    if Int(exactly: try folder.number(pattern.expression, in: file, argument: argument)) == index.value { return switchCase.statements }
                }
            }
        }
        guard let fallback else {
            throw SwiftSourceRefusal(file, at: choice, argument: argument, "no case of this switch handles \(index.name) \(index.value); add `case \(index.value):`")
        }
        return fallback
    }

    static func expression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// `target = value` as the parser leaves it (an unfolded sequence), `self.` dropped.
    static func assignment(_ expr: ExprSyntax) -> (String, ExprSyntax)? {
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard parts[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = parts[0].trimmedDescription
        return (target.hasPrefix("self.") ? String(target.dropFirst(5)) : target, parts[2])
    }

    /// A view named by its property: `avatar`, `self.avatar`, `avatar!`, `self.avatar?`.
    static func viewName(_ expr: ExprSyntax) -> String? {
        var expr = expr
        if let unwrapped = expr.as(ForceUnwrapExprSyntax.self) { expr = unwrapped.expression }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { expr = optional.expression }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }
}

extension ImperativeStatements {
    /// The property a view expression names. A local `let`/`var` stands for its value (never for
    /// a property of the same name); a parameter, or a local without a value, names none.
    static func propertyView(_ expr: ExprSyntax, depth: Int = 0) -> String? {
        guard let name = viewName(expr) else { return nil }
        guard expr.is(DeclReferenceExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self) else { return name }
        if let function = NamedValue.ancestor(expr, FunctionDeclSyntax.self),
           function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return nil }
        guard let binding = LocalLet.binding(named: name, before: expr) else { return name }
        guard depth < ValueFolder.depthLimit, let value = binding.initializer?.value else { return nil }
        return propertyView(value, depth: depth + 1)
    }
}

/// The value a name stands for where a tutorial's code uses it: a `let` earlier in the block,
/// a property of the enclosing type, or a `static let` anywhere in the sources.
enum NamedValue {
    static func resolve(_ expr: ExprSyntax, in file: SwiftSourceFile, files: [SwiftSourceFile], folder: ValueFolder) -> (ExprSyntax, SwiftSourceFile)? {
        guard let (type, name) = ValueFolder.constantReference(expr) else { return nil }
        // `self.views` and `Self.views` are the enclosing type's own.
        let own = type == nil || type == "self" || type == "Self"
        if type == nil, let value = LocalLet.value(named: name, before: expr) { return (value, file) }
        if own, let owner = enclosingType(of: expr), let (ownerFile, value) = StepsProperty.find(named: name, on: owner, in: files) { return (value, ownerFile) }
        if let constant = folder.constants.lookup(name, type: own ? nil : type) { return (constant.value, constant.file) }
        return nil
    }

    /// `views[index]`'s array literal, where `views` names one.
    static func array(_ expr: ExprSyntax, in file: SwiftSourceFile, files: [SwiftSourceFile], folder: ValueFolder) -> (ArrayExprSyntax, SwiftSourceFile)? {
        if let array = expr.as(ArrayExprSyntax.self) { return (array, file) }
        guard let (value, valueFile) = resolve(expr, in: file, files: files, folder: folder), let array = value.as(ArrayExprSyntax.self) else { return nil }
        return (array, valueFile)
    }

    /// The nearest enclosing node of a kind.
    static func ancestor<T: SyntaxProtocol>(_ node: some SyntaxProtocol, _ kind: T.Type) -> T? {
        var current = node.parent
        while let parent = current {
            if let match = parent.as(T.self) { return match }
            current = parent.parent
        }
        return nil
    }

    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(DeclSyntax.self), let (name, _) = StaticConstants.typeMembers(decl) { return name }
            current = parent.parent
        }
        return nil
    }
}

extension ImperativeStatements {
    /// `texts[index]` → the literal's element for this index; `marks[index].text` → that element's
    /// `text:` (a tuple `(view: avatar, text: "…")` or an initialiser `Mark(view: avatar, text: "…")`,
    /// the table apps keep their steps in); any other expression as written.
    func indexed(_ expr: ExprSyntax, files: [SwiftSourceFile], argument: String) throws(SwiftSourceRefusal) -> (ExprSyntax, SwiftSourceFile) {
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, base.is(SubscriptCallExprSyntax.self) {
            let (row, rowFile) = try indexed(base, files: files, argument: argument)
            let field = member.declName.baseName.text
            let labelled = row.as(TupleExprSyntax.self)?.elements.map { ($0.label?.text, $0.expression) }
                ?? row.as(FunctionCallExprSyntax.self)?.arguments.map { ($0.label?.text, $0.expression) }
            guard let labelled else {
                throw SwiftSourceRefusal(rowFile, at: row, argument: argument,
                                         "`\(row.trimmedDescription.prefix(60))` is not a tuple `(\(field): …)` or an initialiser with a `\(field):` argument; write the table's rows so")
            }
            guard let value = labelled.first(where: { $0.0 == field })?.1 else {
                throw SwiftSourceRefusal(rowFile, at: row, argument: argument, "this row has no `\(field):`; add it")
            }
            return (value, rowFile)
        }
        guard let subscripted = expr.as(SubscriptCallExprSyntax.self) else { return (expr, file) }
        guard let index, subscripted.arguments.count == 1, subscripted.arguments.first?.expression.trimmedDescription == index.name,
              let (array, arrayFile) = NamedValue.array(subscripted.calledExpression, in: file, files: files, folder: folder) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                     "`\(expr.trimmedDescription)` is not an array literal (or a `let` holding one) indexed by `\(index?.name ?? "index")`; write the value or such an array")
        }
        let elements = Array(array.elements)
        guard index.value < elements.count else {
            throw SwiftSourceRefusal(arrayFile, at: array, argument: argument, "the array has \(elements.count) items but \(index.name) reaches \(index.value); add the missing items")
        }
        return (elements[index.value].expression, arrayFile)
    }
}
