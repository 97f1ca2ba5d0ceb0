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

    /// Runs statements; the value of the first `return` reached, or nil when none is. A statement
    /// the evaluator does not model (`while`, `guard`, `do`, `defer`, an assignment to a name it
    /// does not track, a call it cannot follow on a local) makes the body's value unknown, refused
    /// at that statement: the value it builds is never read partly.
    func execute(_ statements: CodeBlockItemListSyntax, in file: SwiftSourceFile, scope: inout Scope, expected: String?, argument: String) -> SwiftValue? {
        for statement in statements {
            guard budget.spend() else {
                return .unknown(SwiftSourceRefusal(file, at: statement, argument: argument,
                                                   "evaluating this code went over \(EvaluationBudget.stepLimit) steps; write the value"))
            }
            let item = statement.item
            if let variable = item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        return .unknown(SwiftSourceRefusal(file, at: binding, argument: argument,
                                                           "`\(binding.pattern.trimmedDescription)` takes apart a value when the app runs; tourshot reads only `let name = value` here; write the value"))
                    }
                    let typed = binding.typeAnnotation?.type.trimmedDescription
                    scope.locals[name] = binding.initializer.map { evaluate($0.value, in: file, scope: scope.deeper(), expected: typed, argument: argument) }
                        ?? .unknown(SwiftSourceRefusal(file, at: binding, argument: argument, "`\(name)` is declared without a value here; give it one"))
                }
            } else if item.is(FunctionDeclSyntax.self) || item.is(StructDeclSyntax.self) || item.is(ClassDeclSyntax.self)
                        || item.is(EnumDeclSyntax.self) || item.is(TypeAliasDeclSyntax.self) {
                continue // a nested function or type declares, and changes nothing
            } else if item.is(BreakStmtSyntax.self), statements.parent?.is(SwitchCaseSyntax.self) == true {
                return nil // `break` ends the case it is written in
            } else if let returned = item.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { return .none(SwiftSite(file, returned)) }
                return evaluate(value, in: file, scope: scope.deeper(), expected: expected, argument: argument)
            } else if let loop = item.as(ForStmtSyntax.self) {
                if let value = forLoop(loop, in: file, scope: &scope, expected: expected, argument: argument) { return value }
            } else if let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) {
                if let value = control(expression, in: file, scope: &scope, expected: expected, argument: argument) { return value }
            } else {
                return .unknown(SwiftSourceRefusal(file, at: statement, argument: argument, Self.unmodelled(statement)))
            }
        }
        return nil
    }

    /// Why a statement the evaluator does not run makes the value unknown.
    static func unmodelled(_ statement: some SyntaxProtocol) -> String {
        let written = statement.trimmedDescription.split(separator: "\n").first.map { String($0.prefix(60)) } ?? ""
        let kind = written.split(separator: " ").first.map(String.init) ?? written
        let when = kind.hasPrefix("#") ? "decides this value by how the app is built" : "builds this value when the app runs"
        return "a `\(kind)` statement (`\(written)`) \(when); tourshot reads locals, `if`, `switch`, `for` over a known array, `append` and `return` only; write the value"
    }

    /// `for name in <known array> { … }`, each element bound in turn; the body's own locals end with it.
    private func forLoop(_ loop: ForStmtSyntax, in file: SwiftSourceFile, scope: inout Scope, expected: String?, argument: String) -> SwiftValue? {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil,
              let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? (loop.pattern.is(WildcardPatternSyntax.self) ? "_" : nil) else {
            return .unknown(SwiftSourceRefusal(file, at: loop, argument: argument, Self.unmodelled(loop)))
        }
        let sequence = evaluate(loop.sequence, in: file, scope: scope.deeper(), argument: argument)
        guard case .array(let elements, _) = sequence else {
            return .unknown(SwiftSourceRefusal(file, at: loop, argument: argument,
                                               "a `for` loop over `\(loop.sequence.trimmedDescription.prefix(60))`, which the sources do not decide, builds this value when the app runs; write the value"))
        }
        let outer = Set(scope.locals.keys)
        let shadowed = scope.locals[name]
        defer {
            for key in scope.locals.keys where !outer.contains(key) { scope.locals[key] = nil }
            if name != "_", outer.contains(name) { scope.locals[name] = shadowed }
        }
        for element in elements {
            if name != "_" { scope.locals[name] = element }
            if let value = execute(loop.body.statements, in: file, scope: &scope, expected: expected, argument: argument) { return value }
            for key in scope.locals.keys where !outer.contains(key) && key != name { scope.locals[key] = nil }
        }
        return nil
    }

    /// `switch`, `if`, an assignment to a local (`=`, `+=`), or `local.append(…)`; a return value reached inside.
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
        if let parts = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
           parts[1].is(AssignmentExprSyntax.self) || parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true {
            return assign(parts, whole: expr, in: file, scope: &scope, argument: argument)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let held = scope.locals[base] {
            scope.locals[base] = mutated(held, call: call, method: member.declName.baseName.text, name: base, in: file, scope: scope, argument: argument)
            return nil
        }
        // Any other expression: run only if it names no local the value is built from.
        let tracked = Set(scope.locals.keys)
        let touches = expr.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return tracked.contains(name) }
            return token.tokenKind == .prefixAmpersand || token.tokenKind == .keyword(.inout)
        }
        if touches || expr.is(AssignmentExprSyntax.self) {
            return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument,
                                               "`\(expr.trimmedDescription.prefix(60))` changes a value this code builds, in a way tourshot does not follow; write the value"))
        }
        return nil
    }

    /// `local = value`, `local += [items]` / `local += "text"`; an assignment to a name not tracked is refused.
    private func assign(_ parts: [ExprSyntax], whole: ExprSyntax, in file: SwiftSourceFile, scope: inout Scope, argument: String) -> SwiftValue? {
        let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "="
        if parts[0].is(DiscardAssignmentExprSyntax.self), operation == "=" { return nil }
        guard let target = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text, let held = scope.locals[target] else {
            return .unknown(SwiftSourceRefusal(file, at: whole, argument: argument,
                                               "`\(whole.trimmedDescription.prefix(60))` assigns to `\(parts[0].trimmedDescription)`, which tourshot does not follow; write the value"))
        }
        let value = evaluate(parts[2], in: file, scope: scope.deeper(), argument: argument)
        switch (operation, held, value) {
        case ("=", _, _): scope.locals[target] = value
        case ("+=", .unknown, _): break
        case ("+=", _, .unknown): scope.locals[target] = value
        case ("+=", .array(let elements, let site), .array(let more, _)): scope.locals[target] = .array(elements + more, site)
        case ("+=", .text(let text, let site), .text(let more, _)): scope.locals[target] = .text(text + more, site)
        default:
            scope.locals[target] = .unknown(SwiftSourceRefusal(file, at: whole, argument: argument,
                                                               "`\(whole.trimmedDescription.prefix(60))` changes `\(target)` in a way tourshot does not follow (only `=`, and `+=` of an array or a text); write the value"))
        }
        return nil
    }

    /// `local.append(x)`, `local.append(contentsOf: [x, y])`; any other call on a local makes it unknown.
    private func mutated(_ held: SwiftValue, call: FunctionCallExprSyntax, method: String, name: String, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue {
        if case .unknown = held { return held }
        let arguments = Array(call.arguments)
        if method == "append", arguments.count == 1, call.trailingClosure == nil, case .array(let elements, let site) = held {
            let added = evaluate(arguments[0].expression, in: file, scope: scope.deeper(), argument: argument)
            switch arguments[0].label?.text {
            case nil: return .array(elements + [added], site)
            case "contentsOf":
                if case .array(let more, _) = added { return .array(elements + more, site) }
                if case .unknown = added { return added }
            default: break
            }
        }
        return .unknown(SwiftSourceRefusal(file, at: call, argument: argument,
                                           "`\(call.trimmedDescription.prefix(60))` changes `\(name)` when the app runs, in a way tourshot does not follow (only `append(_:)` and `append(contentsOf:)` of an array); write the value"))
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
