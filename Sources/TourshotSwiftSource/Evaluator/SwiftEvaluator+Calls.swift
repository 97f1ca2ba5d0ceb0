import SwiftSyntax

/// Calls: localisation, initialisers of the sources' own types (declared, or memberwise with
/// the fields' defaults), and functions the sources declare, with their arguments bound at the
/// call site (defaults filled in).
extension SwiftEvaluator {
    func call(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        let callee = call.calledExpression.trimmedDescription
        let expr = ExprSyntax(call)
        if let key = localizationCall(call, callee: callee, in: file, scope: scope, argument: argument) { return key }
        // `"key".localize()`
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, call.arguments.isEmpty,
           case .text(let text, _) = evaluate(base, in: file, scope: scope.deeper(), argument: argument),
           let key = localized(text, through: member.declName.baseName.text, at: call, in: file, argument: argument) {
            return key
        }
        if let value = libraryCall(call, callee: callee, in: file, scope: scope, expected: expected, argument: argument) { return value }
        if let type = initialised(callee, expected: expected), let declared = types[type], declared.kind != .enumeration, !types.isView(type) {
            return instance(of: declared, call: call, in: file, scope: scope, argument: argument)
        }
        // A closure held in a field or local, called: its body evaluated where it was written.
        if call.arguments.isEmpty, call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(MemberAccessExprSyntax.self),
           case .expression(let held, let site) = evaluate(call.calledExpression, in: file, scope: scope.deeper(), argument: argument),
           let closure = held.as(ClosureExprSyntax.self) {
            let owner = NamedValue.enclosingType(of: closure)
            return run(closure.statements, in: site.file, scope: Scope(selfType: owner, depth: scope.depth + 1), expected: expected, argument: argument, whole: closure)
        }
        if let (function, functionFile, owner) = function(called: call.calledExpression, scope: scope) {
            return invoke(function, in: functionFile, owner: owner, call: call, callerFile: file, scope: scope, argument: argument)
        }
        if let refused = undeclaredCall(call, in: file, argument: argument) { return refused }
        return folded(expr, in: file, argument: argument)
    }

    /// The type an initialiser call builds: `T(…)`, `T.init(…)`, `Module.T(…)`, or `.init(…)` of the expected type.
    private func initialised(_ callee: String, expected: String?) -> String? {
        if callee == ".init" || callee == "init" { return expected.map(Self.baseType) }
        let name = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return last.first?.isUppercase == true ? last : nil
    }

    /// `Page?` → `Page`.
    static func baseType(_ type: String) -> String {
        type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    }

    /// The fields an initialiser gives: its declared `init` run on its parameters, else the
    /// memberwise one (each stored field from its argument, else its default).
    private func instance(of declared: TypeIndex.Declared, call: FunctionCallExprSyntax, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue {
        let site = SwiftSite(file, call)
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let initialisers = declared.members.compactMap { member in member.decl.as(InitializerDeclSyntax.self).map { ($0, member.file) } }
        if let (initialiser, initFile) = initialisers.first(where: { Self.accepts($0.0.signature.parameterClause, labels: labels) }) {
            let bound = bind(initialiser.signature.parameterClause, call: call, callerFile: file, calleeFile: initFile, scope: scope, argument: argument)
            var fields: [(name: String, value: SwiftValue)] = []
            var inner = Scope(selfType: declared.name, locals: bound, depth: scope.depth + 1)
            // Fields with defaults first, as Swift initialises them before the body runs.
            for field in types.storedFields(of: declared.name) {
                if let value = field.value { fields.append((field.name, evaluate(value, in: declared.file, scope: inner, expected: field.type, argument: argument))) }
            }
            let stored = Set(types.storedFields(of: declared.name).map(\.name))
            for statement in initialiser.body?.statements ?? [] {
                guard let (target, value) = Self.assignment(statement.item) else {
                    // A local is evaluated; any other statement (`if`, `switch`, `guard`, a loop) sets
                    // the fields it assigns to in a way not followed here: they are unknown from it.
                    if statement.item.is(VariableDeclSyntax.self) {
                        if let refused = execute(CodeBlockItemListSyntax([statement]), in: initFile, scope: &inner, expected: nil, argument: argument) { return refused }
                        continue
                    }
                    for target in Self.assignedFields(in: statement, stored: stored, parameters: Set(bound.keys)) {
                        fields.removeAll { $0.name == target }
                        fields.append((target, .unknown(SwiftSourceRefusal(initFile, at: statement, argument: argument,
                            "`\(target)` is set by the `\(statement.trimmedDescription.split(separator: " ").first ?? "")` statement of \(declared.name)'s initialiser, which tourshot does not run; write the value"))))
                    }
                    inner.selfValue = .instance(type: declared.name, fields: fields, site)
                    continue
                }
                let evaluated = evaluate(value, in: initFile, scope: inner, expected: types.storedFields(of: declared.name).first { $0.name == target }?.type, argument: argument)
                fields.removeAll { $0.name == target }
                fields.append((target, evaluated))
                inner.selfValue = .instance(type: declared.name, fields: fields, site)
            }
            return .instance(type: declared.name, fields: fields, site)
        }
        var fields: [(name: String, value: SwiftValue)] = []
        let arguments = Dictionary(call.arguments.map { ($0.label?.text ?? "_", $0.expression) }, uniquingKeysWith: { first, _ in first })
        let stored = types.storedFields(of: declared.name)
        for label in arguments.keys where !stored.contains(where: { $0.name == label }) {
            return .unknown(SwiftSourceRefusal(file, at: call, argument: argument,
                                               "\(declared.name) has no initialiser taking `\(label)` in the sources read; add the file declaring it to the tour's \"tutorial\""))
        }
        for field in stored {
            if let value = arguments[field.name] {
                fields.append((field.name, evaluate(value, in: file, scope: scope.deeper(), expected: field.type, argument: field.name)))
            } else if let value = field.value {
                fields.append((field.name, evaluate(value, in: declared.file, scope: Scope(selfType: declared.name, depth: scope.depth + 1), expected: field.type, argument: field.name)))
            }
        }
        return .instance(type: declared.name, fields: fields, site)
    }

    /// Whether parameters take exactly these labels (those with defaults may be left out).
    static func accepts(_ clause: FunctionParameterClauseSyntax, labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in clause.parameters {
            let label = parameter.firstName.text
            if remaining.first == label { remaining = remaining.dropFirst(); continue }
            if parameter.defaultValue == nil { return false }
        }
        return remaining.isEmpty
    }

    /// Each parameter's value: its argument at the call site (evaluated there), else its default.
    func bind(_ clause: FunctionParameterClauseSyntax, call: FunctionCallExprSyntax, callerFile: SwiftSourceFile, calleeFile: SwiftSourceFile,
              scope: Scope, argument: String) -> [String: SwiftValue] {
        var bound: [String: SwiftValue] = [:]
        var arguments = Array(call.arguments)[...]
        for parameter in clause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            if let next = arguments.first, (next.label?.text ?? "_") == parameter.firstName.text {
                bound[name] = evaluate(next.expression, in: callerFile, scope: scope.deeper(), expected: type, argument: Self.argumentName(parameter.firstName.text, name, within: argument))
                arguments = arguments.dropFirst()
            } else if let value = parameter.defaultValue?.value {
                bound[name] = evaluate(value, in: calleeFile, scope: Scope(depth: scope.depth + 1), expected: type, argument: argument)
            }
        }
        return bound
    }

    /// The stored fields a statement assigns anywhere inside (`self.x = …`, or `x = …` of a field no
    /// parameter shadows; also `+=` and the like).
    static func assignedFields(in statement: CodeBlockItemSyntax, stored: Set<String>, parameters: Set<String>) -> [String] {
        let finder = AssignmentSequences(viewMode: .sourceAccurate)
        finder.walk(statement)
        var found: [String] = []
        for sequence in finder.sequences {
            let parts = Array(sequence.elements)
            guard parts.count >= 3, parts[1].is(AssignmentExprSyntax.self) || parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true else { continue }
            let name: String?
            if let member = parts[0].as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                name = member.declName.baseName.text
            } else if let reference = parts[0].as(DeclReferenceExprSyntax.self), !parameters.contains(reference.baseName.text) {
                name = reference.baseName.text
            } else {
                name = nil
            }
            if let name, stored.contains(name), !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// `self.x = value` or `x = value`.
    static func assignment(_ item: CodeBlockItemSyntax.Item) -> (String, ExprSyntax)? {
        guard let parts = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
              parts[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = parts[0].as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            ?? parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        return target.map { ($0, parts[2]) }
    }

    /// A function the sources declare: `name(…)` (top level or of the code's own type) or `Type.name(…)`.
    private func function(called: ExprSyntax, scope: Scope) -> (FunctionDeclSyntax, SwiftSourceFile, String?)? {
        let name: String, owner: String?
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            owner = scope.selfType ?? NamedValue.enclosingType(of: called)
        } else if let member = called.as(MemberAccessExprSyntax.self), let base = member.base, let type = typeName(base) {
            name = member.declName.baseName.text
            owner = type
        } else {
            return nil
        }
        if let owner, let declared = types[owner] {
            for member in declared.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name { return (function, member.file, owner) }
            }
        }
        guard called.is(DeclReferenceExprSyntax.self) else { return nil }
        for file in files {
            for item in file.tree.statements {
                if let function = item.item.as(FunctionDeclSyntax.self), function.name.text == name { return (function, file, nil) }
            }
        }
        return nil
    }

    private func invoke(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, owner: String?, call: FunctionCallExprSyntax, callerFile: SwiftSourceFile,
                        scope: Scope, argument: String) -> SwiftValue {
        let bound = bind(function.signature.parameterClause, call: call, callerFile: callerFile, calleeFile: file, scope: scope, argument: argument)
        guard let body = function.body else {
            return .unknown(SwiftSourceRefusal(callerFile, at: call, argument: argument, ValueFolder.refusal(for: ExprSyntax(call))))
        }
        let inner = Scope(selfValue: scope.selfValue, selfType: owner ?? scope.selfType, locals: bound, depth: scope.depth + 1)
        return run(body.statements, in: file, scope: inner, expected: function.signature.returnClause?.type.trimmedDescription, argument: argument, whole: body)
    }
}

extension SwiftEvaluator {
    /// A refusal inside an initialiser's argument names that argument (`title`), not the whole
    /// it is part of (`pages`); an unlabelled one keeps the caller's name.
    static func argumentName(_ label: String, _ name: String, within argument: String) -> String {
        argument == "pages" && label != "_" ? label : argument
    }
}

/// Every sequence expression (`a = b`, `a += b`) inside a statement.
private final class AssignmentSequences: SyntaxVisitor {
    var sequences: [SequenceExprSyntax] = []
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        sequences.append(node)
        return .visitChildren
    }
}
