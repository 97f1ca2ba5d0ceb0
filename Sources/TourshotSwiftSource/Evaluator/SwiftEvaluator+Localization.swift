import SwiftSyntax

/// Localised texts read as their keys (which a tour's `strings` then looks up per locale):
/// `NSLocalizedString("key", …)`, `String(localized:)`, `LocalizedStringKey("key")`,
/// `LocalizedStringResource("key", …)`, `Text("key")`, and a `"key".localized` (or `localize()`,
/// `localizedString`…) extension of `String` the sources declare around one of those.
extension SwiftEvaluator {
    /// Calls whose first argument is the key (or the text itself).
    static let keyCalls: [String: String?] = [
        "NSLocalizedString": nil, "LocalizedStringKey": nil, "LocalizedStringResource": nil, "Text": nil,
        "String": "localized", "Text.init": nil,
    ]

    func localizationCall(_ call: FunctionCallExprSyntax, callee: String, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue? {
        guard let entry = Self.keyCalls[callee], let first = call.arguments.first, first.label?.text == entry || (callee == "Text" && first.label?.text == "verbatim") else { return nil }
        let key = evaluate(first.expression, in: file, scope: scope.deeper(), argument: argument)
        if case .text = key { return key }
        if case .unknown = key { return key }
        return .unknown(SwiftSourceRefusal(file, at: first.expression, argument: argument, "a localisation key must be text; write a string literal"))
    }

    /// `text.name` (or `text.name()`) as a localisation of `text` when the sources declare `name`
    /// on `String` wrapping a localisation call; an undeclared one is refused naming what to add.
    func localized(_ text: String, through name: String, at expr: some SyntaxProtocol, in file: SwiftSourceFile, argument: String) -> SwiftValue? {
        guard name.lowercased().hasPrefix("local") else { return nil }
        for member in types.stringExtensionMembers where Self.declaredName(member.decl) == name {
            guard member.decl.description.contains("NSLocalizedString") || member.decl.description.contains("String(localized")
                    || member.decl.description.contains("localizedString(forKey") else {
                return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument,
                                                   "`\(name)` (\(member.file.displayPath)) does not wrap NSLocalizedString or String(localized:), so its text is not known; write the text or the key with NSLocalizedString"))
            }
            return .text(text, SwiftSite(file, expr))
        }
        return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument,
                                           "`\(name)` is no extension of String in the sources read, so what it makes of \"\(text)\" is not known; add the file declaring it to the tour's \"tutorial\", or write NSLocalizedString(\"\(text)\", comment: \"\")"))
    }

    static func declaredName(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}

extension TypeIndex {
    /// Members of `extension String` (and `StringProtocol`) in the sources.
    var stringExtensionMembers: [Member] {
        stringMembers
    }
}
