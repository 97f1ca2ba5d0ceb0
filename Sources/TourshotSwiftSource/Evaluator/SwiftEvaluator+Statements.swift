import SwiftSyntax

/// Bodies: a getter's or function's statements run on known values — locals, `return`,
/// `switch` on a known subject (`switch self` of an enum, per case), `if` on a known condition,
/// `array.append(…)` — so the value returned is the one the code reaches.
extension SwiftEvaluator {
    func getter(_ block: AccessorBlockSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        switch block.accessors {
        case .getter(let statements):
            return run(statements, in: file, scope: scope, expected: expected, argument: argument, whole: block)
        case .accessors(let accessors):
            guard let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body else {
                return .unknown(SwiftSourceRefusal(file, at: block, argument: argument, "the property has no getter whose value the sources decide; write the value"))
            }
            return run(body.statements, in: file, scope: scope, expected: expected, argument: argument, whole: body)
        }
    }

    /// The value `statements` return; `whole` is where a body that returns none is refused.
    func run(_ statements: CodeBlockItemListSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String, whole: some SyntaxProtocol) -> SwiftValue {
        var scope = scope
        // A single expression is returned implicitly (a switch or if of statements runs instead).
        if statements.count == 1, let item = statements.first?.item, let only = item.as(ExprSyntax.self), Self.assignment(item) == nil {
            let runs = only.as(SwitchExprSyntax.self).map(Self.isStatementSwitch) ?? only.is(IfExprSyntax.self)
            if !runs { return evaluate(only, in: file, scope: scope, expected: expected, argument: argument) }
        }
        return execute(statements, in: file, scope: &scope, expected: expected, argument: argument)
            ?? .unknown(SwiftSourceRefusal(file, at: whole, argument: argument, "the code returns no value the sources decide here; write the value"))
    }

    /// A switch whose cases hold statements (`return`s), not one expression each.
    static func isStatementSwitch(_ switched: SwitchExprSyntax) -> Bool {
        switched.cases.contains { item in
            guard let caseItem = item.as(SwitchCaseSyntax.self) else { return false }
            return caseItem.statements.count != 1 || caseItem.statements.first?.item.is(StmtSyntax.self) == true
                || caseItem.statements.first?.item.is(DeclSyntax.self) == true
        }
    }

    /// Runs statements; the value of the first `return` reached, or nil when none is.
    private func execute(_ statements: CodeBlockItemListSyntax, in file: SwiftSourceFile, scope: inout Scope, expected: String?, argument: String) -> SwiftValue? {
        for statement in statements {
            guard budget.spend() else { return nil }
            let item = statement.item
            if let variable = item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let typed = binding.typeAnnotation?.type.trimmedDescription
                    scope.locals[name] = binding.initializer.map { evaluate($0.value, in: file, scope: scope.deeper(), expected: typed, argument: argument) }
                        ?? .unknown(SwiftSourceRefusal(file, at: binding, argument: argument, "`\(name)` is declared without a value here; give it one"))
                }
            } else if let returned = item.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { return .none(SwiftSite(file, returned)) }
                return evaluate(value, in: file, scope: scope.deeper(), expected: expected, argument: argument)
            } else if let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) {
                if let value = control(expression, in: file, scope: &scope, expected: expected, argument: argument) { return value }
            }
        }
        return nil
    }

    /// `switch`, `if`, an assignment to a local, or `local.append(…)`; a return value reached inside.
    private func control(_ expr: ExprSyntax, in file: SwiftSourceFile, scope: inout Scope, expected: String?, argument: String) -> SwiftValue? {
        if let switched = expr.as(SwitchExprSyntax.self) {
            let subject = evaluate(switched.subject, in: file, scope: scope.deeper(), argument: argument)
            guard let chosen = matchingCase(switched, subject: subject) else {
                return .unknown(SwiftSourceRefusal(file, at: switched.subject, argument: argument,
                                                   "`switch \(switched.subject.trimmedDescription)` depends on a value known only when the app runs; write the case to preview"))
            }
            return execute(chosen.statements, in: file, scope: &scope, expected: expected, argument: argument)
        }
        if let conditional = expr.as(IfExprSyntax.self) {
            guard conditional.conditions.count == 1, let condition = conditional.conditions.first?.condition.as(ExprSyntax.self),
                  case .bool(let holds, _) = evaluate(condition, in: file, scope: scope.deeper(), argument: argument) else {
                return .unknown(SwiftSourceRefusal(file, at: conditional.conditions, argument: argument,
                                                   "`if \(conditional.conditions.trimmedDescription.prefix(60))` depends on the running app; write the branch to preview (a tour per case for the others)"))
            }
            if holds { return execute(conditional.body.statements, in: file, scope: &scope, expected: expected, argument: argument) }
            switch conditional.elseBody {
            case .codeBlock(let block)?: return execute(block.statements, in: file, scope: &scope, expected: expected, argument: argument)
            case .ifExpr(let next)?: return control(ExprSyntax(next), in: file, scope: &scope, expected: expected, argument: argument)
            case nil: return nil
            }
        }
        if let (target, value) = Self.assignment(CodeBlockItemSyntax.Item(expr)), scope.locals[target] != nil {
            scope.locals[target] = evaluate(value, in: file, scope: scope.deeper(), argument: argument)
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "append", let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           case .array(var elements, let site)? = scope.locals[base], let added = call.arguments.first?.expression {
            elements.append(evaluate(added, in: file, scope: scope.deeper(), argument: argument))
            scope.locals[base] = .array(elements, site)
        }
        return nil
    }

    /// A switch used as a value: each case one expression.
    func switchValue(_ switched: SwitchExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        let subject = evaluate(switched.subject, in: file, scope: scope.deeper(), argument: argument)
        guard let chosen = matchingCase(switched, subject: subject) else {
            return .unknown(SwiftSourceRefusal(file, at: switched.subject, argument: argument,
                                               "`switch \(switched.subject.trimmedDescription)` depends on a value known only when the app runs; write the case to preview"))
        }
        var inner = scope
        if chosen.statements.count == 1, let only = chosen.statements.first?.item.as(ExprSyntax.self) {
            return evaluate(only, in: file, scope: scope.deeper(), expected: expected, argument: argument)
        }
        return execute(chosen.statements, in: file, scope: &inner, expected: expected, argument: argument)
            ?? .unknown(SwiftSourceRefusal(file, at: chosen, argument: argument, "this case gives no value the sources decide; write one"))
    }

    /// The case a known subject takes (`.a, .b`, `Type.a`, `.a(_)`, a literal), else `default`.
    private func matchingCase(_ switched: SwitchExprSyntax, subject: SwiftValue) -> SwitchCaseSyntax? {
        var fallback: SwitchCaseSyntax?
        for item in switched.cases {
            guard let caseItem = item.as(SwitchCaseSyntax.self) else { continue }
            switch caseItem.label {
            case .default: fallback = caseItem
            case .case(let label):
                for pattern in label.caseItems {
                    guard let written = pattern.pattern.as(ExpressionPatternSyntax.self)?.expression else { continue }
                    if Self.matches(written, subject) { return caseItem }
                }
            }
        }
        if case .unknown = subject { return nil }
        return fallback
    }

    private static func matches(_ written: ExprSyntax, _ subject: SwiftValue) -> Bool {
        switch subject {
        case .enumCase(_, let name, _):
            let callee = written.as(FunctionCallExprSyntax.self)?.calledExpression ?? written
            return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
        case .number(let value, _):
            return written.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue.map(Double.init) == value
        case .text(let value, _):
            return written.as(StringLiteralExprSyntax.self)?.representedLiteralValue == value
        default:
            return false
        }
    }
}
