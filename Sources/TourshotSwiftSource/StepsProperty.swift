import SwiftSyntax

/// A type's step list as written: `static var steps: [T] { [ … ] }`, `{ return [ … ] }`,
/// `get { … }` or `static let steps = [ … ]`.
enum StepsProperty {
    /// The property's value expression and the file declaring it (its type's body or an extension).
    static func find(named property: String, on type: String, in files: [SwiftSourceFile]) -> (SwiftSourceFile, ExprSyntax)? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, members) = StaticConstants.typeMembers(decl), name == type else { continue }
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
                        if let value = binding.initializer?.value { return (file, value) }
                        if let value = getterValue(binding.accessorBlock) { return (file, value) }
                    }
                }
            }
        }
        return nil
    }

    /// The single expression or `return` of a computed property's getter.
    static func getterValue(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let block else { return nil }
        switch block.accessors {
        case .getter(let statements): return singleValue(statements)
        case .accessors(let accessors):
            return accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body.flatMap { singleValue($0.statements) }
        }
    }

    static func singleValue(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expr = item.as(ExprSyntax.self) { return expr }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The value as an array literal; a conditional, a `+` or a call is refused.
    static func arrayLiteral(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, of element: String) throws(SwiftSourceRefusal) -> ArrayExprSyntax {
        guard let array = expr.as(ArrayExprSyntax.self) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                     "expected an array literal `[\(element), …]`; \(ValueFolder.refusal(for: expr))")
        }
        return array
    }
}
