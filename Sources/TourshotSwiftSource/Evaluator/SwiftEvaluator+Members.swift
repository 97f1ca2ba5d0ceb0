import SwiftSyntax

/// Names: locals, `self`'s fields and computed properties, enum cases, `static` properties,
/// `Type.allCases`, and members of values already known.
extension SwiftEvaluator {
    func reference(_ reference: DeclReferenceExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        let name = reference.baseName.text
        let expr = ExprSyntax(reference)
        if let local = scope.locals[name] { return local }
        if name == "self", let value = scope.selfValue { return value }
        if name == "rawValue", case .enumCase(let type, let caseName, _)? = scope.selfValue {
            return rawValue(of: caseName, in: type, at: expr, file: file, argument: argument)
        }
        if let value = scope.selfValue, let type = scope.selfType, let found = property(name, of: value, type: type, in: file, at: expr, scope: scope, argument: argument) {
            return found
        }
        // A stored `let` (or `lazy var`) of the type whose code this is, outside any instance: its written value.
        if scope.selfValue == nil, let owner = scope.selfType ?? NamedValue.enclosingType(of: reference),
           let (binding, variable, bindingFile) = types.property(name, of: owner), let initial = binding.initializer?.value,
           variable.bindingSpecifier.tokenKind == .keyword(.let) || variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
            return evaluate(initial, in: bindingFile, scope: Scope(selfType: owner, depth: scope.depth + 1),
                            expected: binding.typeAnnotation?.type.trimmedDescription, argument: argument)
        }
        // A static member of the type whose code this is, written without its type.
        if let owner = scope.selfType ?? NamedValue.enclosingType(of: reference), let found = staticMember(name, of: owner, at: expr, in: file, scope: scope, argument: argument) {
            return found
        }
        return folded(expr, in: file, argument: argument)
    }

    func member(_ member: MemberAccessExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        let name = member.declName.baseName.text
        let expr = ExprSyntax(member)
        let site = SwiftSite(file, member)
        guard let base = member.base else {
            // `.case` or `.constant` of the type the context expects.
            if let expected, let found = staticMember(name, of: expected, at: expr, in: file, scope: scope, argument: argument) { return found }
            return folded(expr, in: file, argument: argument)
        }
        if let typeName = typeName(base), types[typeName] != nil {
            if name == "allCases", let declared = types[typeName], declared.kind == .enumeration {
                return .array(TypeIndex.cases(of: declared).map { .enumCase(type: typeName, name: $0.name.text, SwiftSite(declared.file, $0)) }, site)
            }
            if let found = staticMember(name, of: typeName, at: expr, in: file, scope: scope, argument: argument) { return found }
            return folded(expr, in: file, argument: argument)
        }
        let value = evaluate(base, in: file, scope: scope.deeper(), argument: argument)
        switch value {
        case .unknown:
            // A chain the evaluator does not follow may still be a constant the folder knows (`Copy.Keys.next`).
            if case .unknown = folded(expr, in: file, argument: argument) { return value }
            return folded(expr, in: file, argument: argument)
        case .instance(let type, _, _), .enumCase(let type, _, _):
            if let field = value.member(name) { return field }
            if name == "rawValue", case .enumCase(let type, let caseName, _) = value { return rawValue(of: caseName, in: type, at: expr, file: file, argument: argument) }
            if let found = property(name, of: value, type: type, in: file, at: expr, scope: scope, argument: argument) { return found }
        case .tuple:
            if let field = value.member(name) { return field }
        case .array(let elements, _):
            if name == "count" { return .number(Double(elements.count), site) }
            if name == "first", let first = elements.first { return first }
            if name == "last", let last = elements.last { return last }
        case .text(let text, _):
            if let key = localized(text, through: name, at: expr, in: file, argument: argument) { return key }
        default:
            break
        }
        return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument, ValueFolder.refusal(for: expr)))
    }

    /// `Base` as a type's name when it is one (`Onboarding`, `Constants.Onboarding`).
    func typeName(_ base: ExprSyntax) -> String? {
        guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
        let last = base.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        return last.first?.isUppercase == true ? last : nil
    }

    /// An enum case, or a `static let`/`static var` (stored or computed) of `type`.
    func staticMember(_ name: String, of type: String, at expr: ExprSyntax, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue? {
        let type = Self.baseType(type)
        if let declared = types[type], declared.kind == .enumeration, let element = TypeIndex.cases(of: declared).first(where: { $0.name.text == name }) {
            return .enumCase(type: type, name: name, SwiftSite(declared.file, element))
        }
        guard let (binding, _, bindingFile) = types.property(name, of: type, isStatic: true) else { return nil }
        let typed = binding.typeAnnotation?.type.trimmedDescription ?? type
        if let value = binding.initializer?.value {
            return evaluate(value, in: bindingFile, scope: Scope(selfType: type, depth: scope.depth + 1), expected: typed, argument: argument)
        }
        if let block = binding.accessorBlock {
            return getter(block, in: bindingFile, scope: Scope(selfType: type, depth: scope.depth + 1), expected: typed, argument: argument)
        }
        return nil
    }

    /// An instance property of `value`: a computed property evaluated with `self` bound, or a
    /// stored one's default.
    func property(_ name: String, of value: SwiftValue, type: String, in file: SwiftSourceFile, at expr: ExprSyntax, scope: Scope, argument: String) -> SwiftValue? {
        if let field = value.member(name) { return field }
        guard let (binding, _, bindingFile) = types.property(name, of: type) else { return nil }
        let typed = binding.typeAnnotation?.type.trimmedDescription
        let inner = Scope(selfValue: value, selfType: type, depth: scope.depth + 1)
        if let block = binding.accessorBlock { return getter(block, in: bindingFile, scope: inner, expected: typed, argument: argument) }
        if let initial = binding.initializer?.value { return evaluate(initial, in: bindingFile, scope: inner, expected: typed, argument: argument) }
        return nil
    }

    /// An enum case's raw value: written, else its name (a `String` enum) or its place (an `Int` one).
    func rawValue(of caseName: String, in type: String, at expr: ExprSyntax, file: SwiftSourceFile, argument: String) -> SwiftValue {
        guard let declared = types[type] else { return folded(expr, in: file, argument: argument) }
        let isText = declared.inherited.first == "String"
        var number = -1.0
        for element in TypeIndex.cases(of: declared) {
            if let raw = element.rawValue?.value {
                let value = evaluate(raw, in: declared.file, argument: argument)
                if element.name.text == caseName { return value }
                if case .number(let written, _) = value { number = written }
                continue
            }
            number += 1
            if element.name.text == caseName {
                return isText ? .text(caseName, SwiftSite(declared.file, element)) : .number(number, SwiftSite(declared.file, element))
            }
        }
        return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument, "`\(type)` has no case `\(caseName)`"))
    }
}
