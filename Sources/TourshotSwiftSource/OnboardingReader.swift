import SwiftSyntax
import TourshotModel

/// A paged onboarding: an array of pages, each an initialiser of a page type the app declares
/// (`OnboardingPageType`) or of the Cluck app's `OnboardingPage(emoji:title:description:
/// accentColor:gestureHint:)`, held by a property (stored or computed, of a type or global), or
/// returned by a function (`static func make() -> [OnboardingPageModel] { [ … ] }`).
struct OnboardingReader {
    let folder: ValueFolder
    let files: [SwiftSourceFile]

    struct Holder {
        let name: String
        let file: SwiftSourceFile
        let value: ExprSyntax
        let type: OnboardingPageType
        /// The type whose member holds the pages (nil for a global).
        var owner: String? = nil
        /// A factory whose body builds the pages (`let pages = [...]; return pages.sorted { … }`).
        var function: FunctionDeclSyntax? = nil
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
                    let function = decl.as(FunctionDeclSyntax.self).flatMap { StepsProperty.singleValue($0.body?.statements ?? []) == nil ? $0 : nil }
                    guard let type = pageType(of: value, annotation: annotation, types: types, factory: function != nil, in: file) else { continue }
                    // A title alone makes a page only in a list of several (a menu item has a title too).
                    if !type.fields.contains(where: { $0.role == .description }), (value.as(ArrayExprSyntax.self)?.elements.count ?? 0) < 2 { continue }
                    found.append(Holder(name: owner ?? name, file: file, value: value, type: type, owner: owner, function: function))
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
        if let function = decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements {
            // A single value, or a factory's body, placed at what it returns last.
            let returned = StepsProperty.singleValue(statements) ?? statements.reversed().lazy.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }.first
            guard let value = returned else { return [] }
            return [(function.name.text, function.signature.returnClause?.type, value)]
        }
        return []
    }

    /// The page type of `[Page]` declared, or of the literal's first element `Page(…)`.
    private static func pageType(of value: ExprSyntax, annotation: TypeSyntax?, types: [String: OnboardingPageType],
                                 factory: Bool, in file: SwiftSourceFile) -> OnboardingPageType? {
        if let element = annotation?.as(ArrayTypeSyntax.self)?.element.trimmedDescription,
           let type = types[element.split(separator: ".").last.map(String.init) ?? element] {
            // An empty start (`= []`), or another property's array (`= onboardPagesList`), read where it is declared.
            // A factory's body is evaluated whole, whatever it returns last.
            if !factory, value.as(ArrayExprSyntax.self)?.elements.isEmpty == true || ValueFolder.constantReference(value) != nil { return nil }
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

    /// The tutorial and the note saying which field went where: the holder's value evaluated
    /// (a literal, a factory's local array with `append`s, `sorted`), each page a value of the page type.
    func read(_ holder: Holder) throws(SwiftSourceRefusal) -> (JSONMembers, [String]) {
        let file = holder.file
        let type = holder.type
        let pages = try pageValues(holder)
        var members = JSONMembers()
        members.set("style", file.node(.string("onboarding"), at: holder.value))
        let chosen = type.chosen
        var steps: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, value) in pages.enumerated() {
            folder.answers?.step = number + 1
            guard case .instance(let built, let fields, let site) = value, built == type.name else {
                if case .unknown(let refusal) = value { throw refusal }
                let at = value.site ?? SwiftSite(file, holder.value)
                throw SwiftSourceRefusal(at.file, at: at.node, argument: "pages", "expected `\(type.name)(…)`, a page of the onboarding; write one")
            }
            func field(_ role: OnboardingPageType.Role) -> (String, SwiftValue)? {
                guard let name = chosen[role], let found = fields.first(where: { $0.name == name }) else { return nil }
                return (name, found.value)
            }
            var page = JSONMembers()
            for (role, key) in [(OnboardingPageType.Role.emoji, "emoji"), (.title, "title"), (.description, "description")] {
                guard let (name, text) = field(role) else { continue }
                if let node = try OnboardingValues.text(text, field: name, folder: folder, file: site.file, at: site.node) { page.set(key, node) }
            }
            if chosen[.emoji] == nil, let (_, image) = field(.image) {
                if case .unknown(let refusal) = image { throw refusal }
                if case .none = image {} else { page.set("emoji", site.file.node(.string(OnboardingPageType.placeholderGlyph), at: (image.site ?? site).node)) }
            }
            if let (name, colour) = field(.colors) {
                let declared = type.field(name)
                page.set("colors", try colors(colour, list: declared?.role == .colors, uiKit: declared?.type.contains("UIColor") == true, argument: name))
            }
            if let (name, hint) = field(.gestureHint) {
                switch hint {
                case .none: break
                case .enumCase(_, let caseName, let at): page.set("gestureHint", at.file.node(.string(caseName), at: at.node))
                default:
                    guard let at = hint.site, let member = at.node.as(MemberAccessExprSyntax.self), member.base == nil else {
                        if case .unknown(let refusal) = hint { throw refusal }
                        throw SwiftSourceRefusal(hint.site?.file ?? site.file, at: hint.site?.node ?? site.node, argument: name, "write `.swipe`, `.tap` or nil")
                    }
                    page.set("gestureHint", at.file.node(.string(member.declName.baseName.text), at: member))
                }
            }
            var step = JSONMembers()
            step.set("page", page.node(in: site.file, at: site.node))
            steps.append(step.node(in: site.file, at: site.node))
        }
        members.set("steps", file.node(.array(steps), at: holder.value))
        return (members, type.note().map { [$0] } ?? [])
    }

    /// The pages the holder's value evaluates to; a page type no file declares (the Cluck app's)
    /// is built from its call's arguments as written.
    private func pageValues(_ holder: Holder) throws(SwiftSourceRefusal) -> [SwiftValue] {
        let evaluator = SwiftEvaluator(files: files, folder: folder)
        let expected = "[\(holder.type.name)]"
        let value: SwiftValue
        if let function = holder.function, let body = function.body {
            // The factory's parameters are the app's to pass when it runs.
            var locals: [String: SwiftValue] = [:]
            for parameter in function.signature.parameterClause.parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                locals[name] = .unknown(SwiftSourceRefusal(holder.file, at: parameter, argument: name,
                                                           "`\(name)` is a parameter of `\(function.name.text)(…)`, given when the app runs; answer it"))
            }
            value = evaluator.run(body.statements, in: holder.file, scope: SwiftEvaluator.Scope(selfType: holder.owner, locals: locals),
                                  expected: expected, argument: "pages", whole: body)
        } else if holder.type.declaration == nil, let array = holder.value.as(ArrayExprSyntax.self) {
            return array.elements.map { undeclaredPage($0.expression, type: holder.type, in: holder.file, evaluator: evaluator) }
        } else {
            // A label the page type lacks is named with the fields it has.
            for element in holder.value.as(ArrayExprSyntax.self)?.elements ?? [] {
                if let call = SwiftCall(element.expression, named: [holder.type.name], in: holder.file) {
                    _ = try call.arguments(allowed: Set(holder.type.fields.map(\.name)))
                }
            }
            value = evaluator.evaluate(holder.value, in: holder.file, scope: SwiftEvaluator.Scope(selfType: holder.owner), expected: expected, argument: "pages")
        }
        switch value {
        case .array(let elements, _): return elements
        case .unknown(let refusal):
            // The holder's own value undecided (a run-time choice of arrays): said as the array it should be.
            if holder.function == nil, !holder.value.is(ArrayExprSyntax.self), let node = refusal.node, node.root == Syntax(holder.value).root,
               holder.value.position <= node.position, node.endPosition <= holder.value.endPosition {
                _ = try StepsProperty.arrayLiteral(holder.value, in: holder.file, argument: "pages", of: "\(holder.type.name)(…)")
            }
            throw refusal
        default:
            throw SwiftSourceRefusal(holder.file, at: holder.value, argument: "pages",
                                     "expected an array literal `[\(holder.type.name)(…), …]`; \(ValueFolder.refusal(for: holder.value))")
        }
    }

    /// `OnboardingPage(emoji:…)` of a type the sources use without declaring: its arguments as its fields.
    private func undeclaredPage(_ expr: ExprSyntax, type: OnboardingPageType, in file: SwiftSourceFile, evaluator: SwiftEvaluator) -> SwiftValue {
        guard let call = SwiftCall(expr, named: [type.name, "init"], in: file) else {
            return .unknown(SwiftSourceRefusal(file, at: expr, argument: "pages", "expected `\(type.name)(…)`; \(ValueFolder.refusal(for: expr))"))
        }
        let arguments: [String: LabeledExprSyntax]
        do { arguments = try call.arguments(allowed: Set(type.fields.map(\.name))) } catch { return .unknown(error) }
        let fields = type.fields.compactMap { field in
            // A gesture hint is the Cluck app's own enum: its case as written.
            arguments[field.name].map { (name: field.name, value: field.role == .gestureHint ? .expression($0.expression, SwiftSite(file, $0.expression))
                                         : evaluator.evaluate($0.expression, in: file, expected: field.type.isEmpty ? nil : field.type, argument: field.name)) }
        }
        return .instance(type: type.name, fields: fields, SwiftSite(file, call.syntax))
    }

    /// A colour (`Color`, `UIColor`, a hex text) as a one-colour list, or a list of them: read
    /// from the expression each value was written as.
    private func colors(_ value: SwiftValue, list: Bool, uiKit: Bool, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        func expression(_ value: SwiftValue) throws(SwiftSourceRefusal) -> (ExprSyntax, SwiftSourceFile) {
            if case .unknown(let refusal) = value { throw refusal }
            guard let site = value.site, let expr = site.node.as(ExprSyntax.self) else {
                throw SwiftSourceRefusal(value.site?.file ?? files[0], at: value.site?.node ?? Syntax(files[0].tree), argument: argument, "expected a colour; write one")
            }
            return (expr, site.file)
        }
        guard list else {
            let (expr, file) = try expression(value)
            return file.node(.array([try color(expr, uiKit: uiKit, in: file, argument: argument)]), at: expr)
        }
        guard case .array(let elements, let site) = value else {
            let (expr, file) = try expression(value)
            _ = try StepsProperty.arrayLiteral(expr, in: file, argument: argument, of: "colour")
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected a list of colours; write one")
        }
        var items: [JSONNode] = []
        for element in elements {
            let (expr, file) = try expression(element)
            items.append(try color(expr, uiKit: uiKit, in: file, argument: argument))
        }
        return site.file.node(.array(items), at: site.node)
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
