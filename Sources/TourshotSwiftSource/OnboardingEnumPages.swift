import SwiftSyntax
import TourshotModel

/// A paged onboarding written as a `CaseIterable` enum: every case a page, in declaration order
/// (what `ForEach(Page.allCases)` shows), its texts the enum's computed properties evaluated for
/// that case (`switch self`, a `return switch self`, a dictionary-free getter). The properties are
/// sorted by name and type as a page type's fields are (`OnboardingPageType.role`).
struct OnboardingEnumPages {
    let name: String
    let type: OnboardingPageType
    let declared: TypeIndex.Declared

    /// Enums of the sources that iterate their cases and have a title-like or body-like text.
    static func all(in types: TypeIndex) -> [OnboardingEnumPages] {
        types.order.compactMap { name -> OnboardingEnumPages? in
            guard let declared = types[name], declared.kind == .enumeration, declared.inherited.contains("CaseIterable"),
                  TypeIndex.cases(of: declared).count > 1 else { return nil }
            var fields: [OnboardingPageType.Field] = []
            for member in declared.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                for binding in variable.bindings where binding.accessorBlock != nil {
                    guard let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let typed = binding.typeAnnotation?.type.trimmedDescription else { continue }
                    fields.append(.init(name: field, role: OnboardingPageType.role(of: field, type: typed), type: typed))
                }
            }
            guard fields.contains(where: { $0.role == .title || $0.role == .description }) else { return nil }
            let type = OnboardingPageType(name: name, fields: fields, declaration: (declared.file, Syntax(declared.decl)))
            return OnboardingEnumPages(name: name, type: type, declared: declared)
        }
    }

    /// The tutorial (one onboarding page per case) and the note saying which property went where.
    func read(evaluator: SwiftEvaluator) throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile, [String]) {
        let file = declared.file
        let folder = evaluator.folder
        var members = JSONMembers()
        members.set("style", file.node(.string("onboarding"), at: declared.decl))
        let chosen = type.chosen
        var steps: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, element) in TypeIndex.cases(of: declared).enumerated() {
            folder.answers?.step = number + 1
            let page = SwiftValue.enumCase(type: name, name: element.name.text, SwiftSite(file, element))
            var fields = JSONMembers()
            for (role, key) in [(OnboardingPageType.Role.emoji, "emoji"), (.title, "title"), (.description, "description")] {
                guard let field = chosen[role] else { continue }
                let value = evaluator.property(field, of: page, type: name, in: file, at: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(field))), scope: .init(), argument: field)
                guard let value else { continue }
                fields.set(key, try OnboardingValues.text(value, field: field, folder: folder, file: file, at: element))
            }
            if chosen[.emoji] == nil, let field = chosen[.image],
               let value = evaluator.property(field, of: page, type: name, in: file, at: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(field))), scope: .init(), argument: field) {
                if case .none = value {} else { fields.set("emoji", file.node(.string(OnboardingPageType.placeholderGlyph), at: value.site?.node ?? Syntax(element))) }
            }
            var step = JSONMembers()
            step.set("page", fields.node(in: file, at: element))
            steps.append(step.node(in: file, at: element))
        }
        members.set("steps", file.node(.array(steps), at: declared.decl))
        return (members, file, type.note().map { [$0] } ?? [])
    }
}

/// Values as a page's JSON: texts (a list of texts as its lines), refused at the line the value
/// comes from when the sources do not decide it (answerable as a step's text).
enum OnboardingValues {
    /// `fallback` (in `file`) places what has no site of its own: an answered text.
    static func text(_ value: SwiftValue, field: String, folder: ValueFolder, file: SwiftSourceFile, at fallback: some SyntaxProtocol) throws(SwiftSourceRefusal) -> JSONNode? {
        switch value {
        case .text(let text, let site):
            return site.file.node(.string(text), at: site.node)
        case .array(let elements, let site):
            var lines: [String] = []
            for element in elements {
                guard case .text(let line, _) = element else {
                    if case .unknown(let refusal) = element { throw refusal }
                    throw SwiftSourceRefusal(site.file, at: site.node, argument: field, "expected a list of texts; write each line as text")
                }
                lines.append(line)
            }
            return site.file.node(.string(lines.joined(separator: "\n")), at: site.node)
        case .none:
            return nil
        case .unknown(let refusal):
            let answered = try folder.answerable(.text, replacing: refusal.node ?? Syntax(fallback), argument: field) { () throws(SwiftSourceRefusal) -> String in throw refusal }
            return file.node(.string(answered), at: fallback)
        default:
            throw SwiftSourceRefusal(value.site?.file ?? file, at: value.site?.node ?? Syntax(fallback), argument: field, "expected text; write a string literal")
        }
    }
}
