import SwiftSyntax

/// The types the sources declare, with their members gathered from the declaration and every
/// extension (each with its file), so the evaluator finds a computed property or a stored field
/// wherever the app wrote it.
struct TypeIndex {
    enum Kind { case enumeration, structure, classType }

    struct Member {
        let decl: DeclSyntax
        let file: SwiftSourceFile
    }

    struct Declared {
        let name: String
        let kind: Kind
        let decl: DeclSyntax
        let file: SwiftSourceFile
        /// Inherited types and conformances, from the declaration and its extensions.
        var inherited: [String]
        var members: [Member]
    }

    private(set) var types: [String: Declared] = [:]
    /// Declarations in source order, for readers that list candidates.
    private(set) var order: [String] = []
    /// Members of `extension String`/`StringProtocol`: an app's `"key".localized`.
    private(set) var stringMembers: [Member] = []
    /// Members of extensions of types no file declares (`extension String { static var title }`).
    private(set) var foreignMembers: [String: [Member]] = [:]

    init(_ files: [SwiftSourceFile]) {
        var extensions: [(String, [String], [Member])] = []
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, members) = StaticConstants.typeMembers(decl) else { continue }
                let listed = members.map { Member(decl: $0.decl, file: file) }
                if let node = decl.as(ExtensionDeclSyntax.self) {
                    if name == "String" || name == "StringProtocol" { stringMembers += listed }
                    extensions.append((name, Self.names(node.inheritanceClause), listed))
                    continue
                }
                let kind: Kind, clause: InheritanceClauseSyntax?
                if let node = decl.as(EnumDeclSyntax.self) { kind = .enumeration; clause = node.inheritanceClause }
                else if let node = decl.as(StructDeclSyntax.self) { kind = .structure; clause = node.inheritanceClause }
                else if let node = decl.as(ClassDeclSyntax.self) { kind = .classType; clause = node.inheritanceClause }
                else { continue }
                // The first declaration of a name wins (a copy in a second file is the reader's concern).
                guard types[name] == nil else { continue }
                types[name] = Declared(name: name, kind: kind, decl: decl, file: file, inherited: Self.names(clause), members: listed)
                order.append(name)
            }
        }
        for (name, inherited, members) in extensions {
            guard types[name] != nil else { foreignMembers[name, default: []] += members; continue }
            types[name]?.inherited += inherited
            types[name]?.members += members
        }
    }

    subscript(name: String) -> Declared? { types[name] }

    static func names(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" } ?? []
    }

    /// An enum's cases in declaration order.
    static func cases(of declared: Declared) -> [EnumCaseElementSyntax] {
        guard let decl = declared.decl.as(EnumDeclSyntax.self) else { return [] }
        return EnumCases.elements(of: decl)
    }

    /// An instance property (stored or computed) named `name`: its binding and file.
    func property(_ name: String, of type: String, isStatic: Bool = false) -> (PatternBindingSyntax, VariableDeclSyntax, SwiftSourceFile)? {
        for member in types[type]?.members ?? foreignMembers[type] ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) == isStatic else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return (binding, variable, member.file)
            }
        }
        return nil
    }

    /// Stored instance properties in declaration order: name, declared type, default value.
    func storedFields(of type: String) -> [(name: String, type: String, value: ExprSyntax?, specifier: Keyword?)] {
        var fields: [(String, String, ExprSyntax?, Keyword?)] = []
        for member in types[type]?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let specifier: Keyword? = if case .keyword(let word) = variable.bindingSpecifier.tokenKind { word } else { nil }
                fields.append((name, binding.typeAnnotation?.type.trimmedDescription ?? "", binding.initializer?.value, specifier))
            }
        }
        return fields
    }

    /// Whether a type is drawn rather than data: a SwiftUI `View`, a `UIView` or a view controller.
    func isView(_ type: String) -> Bool {
        guard let declared = types[type] else { return false }
        return declared.inherited.contains(where: Self.isViewName)
    }

    static func isViewName(_ inherited: String) -> Bool {
        inherited == "View" || inherited.hasSuffix("View") || inherited.hasSuffix("Controller")
    }
}
