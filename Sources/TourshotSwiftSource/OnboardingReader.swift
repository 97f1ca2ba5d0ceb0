import SwiftSyntax
import TourshotModel

/// A paged onboarding: an array of pages, each an initialiser of a page type the app declares
/// (`OnboardingPageType`) or of the Cluck app's `OnboardingPage(emoji:title:description:
/// accentColor:gestureHint:)`, held by a property (stored or computed, of a type or global), or
/// returned by a function (`static func make() -> [OnboardingPageModel] { [ … ] }`).
struct OnboardingReader {
    let folder: ValueFolder

    struct Holder {
        let name: String
        let file: SwiftSourceFile
        let value: ExprSyntax
        let type: OnboardingPageType
    }

    /// Every property or function whose value is an array of pages: one with a non-empty array
    /// literal of pages, or one declared as `[Page]` (whose value, when not a literal, is refused
    /// at its line). Named by the type holding it (a global by its own name).
    static func holders(in files: [SwiftSourceFile]) -> [Holder] {
        let declared = OnboardingPageType.declared(in: files, titleOnly: true)
        var types = declared
        if types["OnboardingPage"] == nil { types["OnboardingPage"] = .cluck }
        var found: [Holder] = []
        for file in files {
            for (owner, decl) in declarations(in: file.tree) {
                for (name, annotation, value) in values(of: decl) {
                    guard let type = pageType(of: value, annotation: annotation, types: types, in: file) else { continue }
                    // A title alone makes a page only in a list of several (a menu item has a title too).
                    if !type.fields.contains(where: { $0.role == .description }), (value.as(ArrayExprSyntax.self)?.elements.count ?? 0) < 2 { continue }
                    found.append(Holder(name: owner ?? name, file: file, value: value, type: type))
                }
            }
        }
        return found
    }

    /// Members of every type with their type's name, and top-level declarations (no owner).
    private static func declarations(in tree: SourceFileSyntax) -> [(String?, DeclSyntax)] {
        var found: [(String?, DeclSyntax)] = tree.statements.compactMap { item in item.item.as(DeclSyntax.self).map { (nil, $0) } }
        for decl in StaticConstants.typeDecls(in: tree) {
            guard let (type, members) = StaticConstants.typeMembers(decl) else { continue }
            found += members.map { (type, $0.decl) }
        }
        return found
    }

    /// A variable's bindings or a function's single returned value, with the declared type.
    private static func values(of decl: DeclSyntax) -> [(String, TypeSyntax?, ExprSyntax)] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value ?? StepsProperty.getterValue(binding.accessorBlock) else { return nil }
                return (name, binding.typeAnnotation?.type, value)
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements,
           let value = StepsProperty.singleValue(statements) {
            return [(function.name.text, function.signature.returnClause?.type, value)]
        }
        return []
    }

    /// The page type of `[Page]` declared, or of the literal's first element `Page(…)`.
    private static func pageType(of value: ExprSyntax, annotation: TypeSyntax?, types: [String: OnboardingPageType],
                                 in file: SwiftSourceFile) -> OnboardingPageType? {
        if let element = annotation?.as(ArrayTypeSyntax.self)?.element.trimmedDescription,
           let type = types[element.split(separator: ".").last.map(String.init) ?? element] {
            // An empty start (`= []`), or another property's array (`= onboardPagesList`), read where it is declared.
            if value.as(ArrayExprSyntax.self)?.elements.isEmpty == true || ValueFolder.constantReference(value) != nil { return nil }
            return type
        }
        guard let first = value.as(ArrayExprSyntax.self)?.elements.first,
              let call = SwiftCall(first.expression, named: Set(types.keys), in: file) else { return nil }
        return types[call.name]
    }

    /// A page type the sources declare with no array of its pages (built by a loop, builder calls
    /// or string interpolation when the app runs): refused at the type, saying what to write.
    static func unheldRefusal(in files: [SwiftSourceFile]) -> SwiftSourceRefusal? {
        guard let type = OnboardingPageType.declared(in: files).values.min(by: { $0.name < $1.name }),
              let (file, node) = type.declaration else { return nil }
        if let list = OneScreenList.find(of: type.name, in: files, types: TypeIndex(files)) { return list.refusal(type: type.name) }
        return SwiftSourceRefusal(file, at: node, argument: type.name,
                                  "\(type.name) has a title and a body field, as onboarding pages do, but no array literal of it is in the sources read; list its pages in one (`let pages: [\(type.name)] = [\(type.name)(…), …]`) or add the file holding it to the tour's \"tutorial\"")
    }

    /// The tutorial and the note saying which field went where.
    func read(_ holder: Holder) throws(SwiftSourceRefusal) -> (JSONMembers, [String]) {
        let file = holder.file
        let type = holder.type
        let pages = try StepsProperty.arrayLiteral(holder.value, in: file, argument: "pages", of: "\(type.name)(…)")
        var members = JSONMembers()
        members.set("style", file.node(.string("onboarding"), at: pages))
        let chosen = type.chosen
        var steps: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, element) in pages.elements.enumerated() {
            folder.answers?.step = number + 1
            let expr = element.expression
            guard let call = SwiftCall(expr, named: [type.name, "init"], in: file) else {
                throw SwiftSourceRefusal(file, at: expr, argument: "pages", "expected `\(type.name)(…)`; \(ValueFolder.refusal(for: expr))")
            }
            let arguments = try call.arguments(allowed: Set(type.fields.map(\.name)))
            var page = JSONMembers()
            for (role, key) in [(OnboardingPageType.Role.emoji, "emoji"), (.title, "title"), (.description, "description")] {
                guard let field = chosen[role], let argument = arguments[field] else { continue }
                page.set(key, file.node(.string(try folder.string(argument.expression, in: file, argument: field)), at: argument.expression))
            }
            if chosen[.emoji] == nil, let field = chosen[.image], let argument = arguments[field], argument.expression.trimmedDescription != "nil" {
                page.set("emoji", file.node(.string(OnboardingPageType.placeholderGlyph), at: argument.expression))
            }
            if let field = chosen[.colors], let argument = arguments[field] {
                let declared = type.field(field)
                page.set("colors", try colors(argument.expression, list: declared?.role == .colors, uiKit: declared?.type.contains("UIColor") == true,
                                              in: file, argument: field))
            }
            if let field = chosen[.gestureHint], let argument = arguments[field], argument.expression.trimmedDescription != "nil" {
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil else {
                    throw SwiftSourceRefusal(file, at: argument.expression, argument: field, "write `.swipe`, `.tap` or nil")
                }
                page.set("gestureHint", file.node(.string(member.declName.baseName.text), at: argument.expression))
            }
            var step = JSONMembers()
            step.set("page", page.node(in: file, at: call.syntax))
            steps.append(step.node(in: file, at: call.syntax))
        }
        members.set("steps", file.node(.array(steps), at: pages))
        return (members, type.note().map { [$0] } ?? [])
    }

    /// A colour (`Color`, `UIColor`, a hex text) as a one-colour list, or a list of them.
    private func colors(_ expr: ExprSyntax, list: Bool, uiKit: Bool, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        guard list else { return file.node(.array([try color(expr, uiKit: uiKit, in: file, argument: argument)]), at: expr) }
        let array = try StepsProperty.arrayLiteral(expr, in: file, argument: argument, of: "colour")
        var items: [JSONNode] = []
        for element in array.elements { items.append(try color(element.expression, uiKit: uiKit, in: file, argument: argument)) }
        return file.node(.array(items), at: expr)
    }

    /// A hex text, a UIKit colour (by the field's type or the expression's spelling) or a SwiftUI one.
    private func color(_ expr: ExprSyntax, uiKit: Bool, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        if expr.is(StringLiteralExprSyntax.self) {
            let text = try folder.string(expr, in: file, argument: argument)
            let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
            guard digits.count == 6 || digits.count == 8, UInt32(digits, radix: 16) != nil else {
                throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected a hex colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
            }
            return file.node(.string("#" + digits.uppercased()), at: expr)
        }
        if uiKit || SwiftCall(expr, named: ["UIColor"], in: file) != nil || expr.is(MacroExpansionExprSyntax.self)
            || SwiftCall(expr, named: ["withAlphaComponent"], in: file) != nil || expr.trimmedDescription.hasPrefix("UIColor.") {
            let (hex, alpha) = try UIKitColor(folder: folder).rgba(expr, in: file, argument: argument)
            return file.node(.string(alpha < 1 ? hex + SwiftColor.byteHex(Int((alpha * 255).rounded())) : hex), at: expr)
        }
        return file.node(.string(try SwiftColor(folder: folder).hex(expr, in: file, argument: argument)), at: expr)
    }
}
