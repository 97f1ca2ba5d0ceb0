import SwiftSyntax

/// Every `static let NAME = value` in the sources, by `Type.NAME`, so `.name` and `Type.name`
/// arguments fold to what the constant holds (TutorialElement, TutorialBlurTargets, a team's
/// own `enum Copy { static let … }`).
struct StaticConstants {
    struct Constant {
        let type: String
        let name: String
        let value: ExprSyntax
        let file: SwiftSourceFile
        /// Source order across all files, so lists of elements keep the order they were written in.
        let order: Int
    }

    private(set) var byQualifiedName: [String: Constant] = [:]
    private(set) var byName: [String: [Constant]] = [:]

    init(_ files: [SwiftSourceFile]) {
        var order = 0
        for file in files {
            for (type, variable) in StaticConstants.staticLets(in: file.tree) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    let constant = Constant(type: type, name: name, value: value, file: file, order: order)
                    order += 1
                    byQualifiedName["\(type).\(name)"] = byQualifiedName["\(type).\(name)"] ?? constant
                    byName[name, default: []].append(constant)
                }
            }
        }
    }

    /// The constants declared on `type` (in its body or its extensions), in source order.
    func declared(on type: String) -> [Constant] {
        byQualifiedName.values.filter { $0.type == type }.sorted { $0.order < $1.order }
    }

    /// `Type.name`, or a bare `.name`/`name` when exactly one type declares it (or `preferred` does).
    func lookup(_ name: String, type: String?, preferred: String? = nil) -> Constant? {
        if let type { return byQualifiedName["\(type).\(name)"] }
        if let preferred, let constant = byQualifiedName["\(preferred).\(name)"] { return constant }
        let candidates = byName[name] ?? []
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// `static let`s of types and extensions, with the (last component of the) type's name.
    static func staticLets(in tree: SourceFileSyntax) -> [(String, VariableDeclSyntax)] {
        var found: [(String, VariableDeclSyntax)] = []
        for decl in typeDecls(in: tree) {
            guard let (type, members) = typeMembers(decl) else { continue }
            for member in members {
                if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                   variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                    found.append((type, variable))
                }
            }
        }
        return found
    }

    /// Types and extensions at the top level and nested in them (`enum Constants { enum Keys { … } }`).
    static func typeDecls(in tree: SourceFileSyntax) -> [DeclSyntax] {
        var pending = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        var found: [DeclSyntax] = []
        while !pending.isEmpty {
            let decl = pending.removeFirst()
            guard let (_, members) = typeMembers(decl) else { continue }
            found.append(decl)
            pending += members.map(\.decl)
        }
        return found
    }

    /// The first declaration (or extension) of `type` in the sources: where a refusal about
    /// something the type lacks points.
    static func declaration(of type: String, in files: [SwiftSourceFile]) -> (SwiftSourceFile, DeclSyntax)? {
        for file in files {
            if let decl = typeDecls(in: file.tree).first(where: { typeMembers($0)?.0 == type }) { return (file, decl) }
        }
        return nil
    }

    /// A type or extension declaration's name and members.
    static func typeMembers(_ decl: DeclSyntax) -> (String, MemberBlockItemListSyntax)? {
        if let node = decl.as(ExtensionDeclSyntax.self) {
            let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            return (name, node.memberBlock.members)
        }
        if let node = decl.as(StructDeclSyntax.self) { return (node.name.text, node.memberBlock.members) }
        if let node = decl.as(EnumDeclSyntax.self) { return (node.name.text, node.memberBlock.members) }
        if let node = decl.as(ClassDeclSyntax.self) { return (node.name.text, node.memberBlock.members) }
        return nil
    }
}
