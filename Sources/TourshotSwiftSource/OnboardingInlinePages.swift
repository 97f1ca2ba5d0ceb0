import SwiftSyntax
import TourshotModel

/// A paged onboarding written inline: a `TabView` styled as pages (`.tabViewStyle(.page)`,
/// `PageTabViewStyle()`) whose children are the pages themselves — calls of the app's page view
/// (`OnboardingPageView(title: …, description: …)`), or properties holding one (`page1`). Each
/// child is a page; its texts are the view's arguments, sorted by the view's stored fields as a
/// page type's are. A `ForEach` inside is an array of pages, read by `OnboardingReader`.
struct OnboardingInlinePages {
    let name: String
    let file: SwiftSourceFile
    let tabView: FunctionCallExprSyntax
    let children: [ExprSyntax]

    /// `enumPages`: enums read as pages; a TabView whose page views take one of them
    /// (`PageView(step: .first)`) shows those pages, read as the enum.
    static func all(in files: [SwiftSourceFile], types: TypeIndex, enumPages: Set<String>) -> [OnboardingInlinePages] {
        var found: [OnboardingInlinePages] = []
        for file in files {
            for call in CallCollector.calls(in: file.tree) where call.calledExpression.trimmedDescription == "TabView" && isPaged(call) {
                guard let closure = call.trailingClosure, let owner = NamedValue.enclosingType(of: call),
                      !closure.description.contains("ForEach") else { continue }
                let children = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
                guard !children.isEmpty else { continue }
                let viewTypes = children.compactMap { Self.unmodified($0).as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription }
                if viewTypes.contains(where: { view in types.storedFields(of: view).contains { enumPages.contains(SwiftEvaluator.baseType($0.type)) } }) { continue }
                found.append(OnboardingInlinePages(name: owner, file: file, tabView: call, children: children))
            }
        }
        return found
    }

    /// Whether a modifier on the TabView makes it paged.
    private static func isPaged(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) {
            if let modifier = parent.as(FunctionCallExprSyntax.self),
               modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tabViewStyle" {
                return modifier.arguments.trimmedDescription.lowercased().contains("page")
            }
            node = parent
        }
        return false
    }

    func read(evaluator: SwiftEvaluator) throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile, [String]) {
        let folder = evaluator.folder
        var members = JSONMembers()
        members.set("style", file.node(.string("onboarding"), at: tabView))
        var steps: [JSONNode] = []
        var notes: [String] = []
        defer { folder.answers?.step = nil }
        for (number, child) in children.enumerated() {
            folder.answers?.step = number + 1
            let (call, callFile) = try pageCall(child, evaluator: evaluator)
            let typeName = call.calledExpression.trimmedDescription
            guard let pageType = Self.pageType(typeName, types: evaluator.types, call: call) else {
                throw SwiftSourceRefusal(callFile, at: call, argument: "pages",
                                         "page \(number + 1) of this paged TabView is `\(typeName)(…)`, which has no title or body text field tourshot can read; pass the page's texts as arguments of a page view with `title`/`description` fields, or write a tutorial file with \"style\": \"onboarding\"")
            }
            if number == 0, let note = pageType.note() { notes.append(note) }
            let arguments = Dictionary(call.arguments.map { ($0.label?.text ?? "_", $0.expression) }, uniquingKeysWith: { first, _ in first })
            let chosen = pageType.chosen
            var page = JSONMembers()
            for (role, key) in [(OnboardingPageType.Role.emoji, "emoji"), (.title, "title"), (.description, "description")] {
                guard let field = chosen[role], let argument = arguments[field] else { continue }
                let value = evaluator.evaluate(argument, in: callFile, expected: pageType.field(field)?.type, argument: field)
                page.set(key, try OnboardingValues.text(value, field: field, folder: folder, file: callFile, at: argument))
            }
            if chosen[.emoji] == nil, let field = chosen[.image], let argument = arguments[field], argument.trimmedDescription != "nil" {
                page.set("emoji", callFile.node(.string(OnboardingPageType.placeholderGlyph), at: argument))
            }
            var step = JSONMembers()
            step.set("page", page.node(in: callFile, at: call))
            steps.append(step.node(in: callFile, at: call))
        }
        members.set("steps", file.node(.array(steps), at: tabView))
        return (members, file, notes)
    }

    /// The child as a call of a page view: written inline (modifiers such as `.tag(0)` aside), or
    /// the single value of a property of the view holding the TabView (`page1`).
    private func pageCall(_ child: ExprSyntax, evaluator: SwiftEvaluator) throws(SwiftSourceRefusal) -> (FunctionCallExprSyntax, SwiftSourceFile) {
        let expr = Self.unmodified(child)
        if let call = expr.as(FunctionCallExprSyntax.self) { return (call, file) }
        if let reference = expr.as(DeclReferenceExprSyntax.self),
           let (binding, _, bindingFile) = evaluator.types.property(reference.baseName.text, of: name),
           let value = binding.initializer?.value ?? StepsProperty.getterValue(binding.accessorBlock), let call = value.as(FunctionCallExprSyntax.self) {
            return (call, bindingFile)
        }
        throw SwiftSourceRefusal(file, at: child, argument: "pages",
                                 "this page of a paged TabView is `\(child.trimmedDescription.prefix(60))`, not a call of a page view with its texts; write the pages as `PageView(title: …, description: …)` children, or a tutorial file with \"style\": \"onboarding\"")
    }

    /// The page view's stored fields sorted as a page type's (a title or a body needed).
    static func pageType(_ name: String, types: TypeIndex, call: FunctionCallExprSyntax) -> OnboardingPageType? {
        guard let declared = types[name] else {
            // A page view the sources read do not declare: its arguments by label, each typed by
            // what is passed (`Text(…)`, a string literal, `Image(…)`).
            let fields = call.arguments.compactMap { argument -> OnboardingPageType.Field? in
                guard let label = argument.label?.text else { return nil }
                let passed = passedType(argument.expression)
                return OnboardingPageType.Field(name: label, role: OnboardingPageType.role(of: label, type: passed), type: passed)
            }
            guard fields.contains(where: { $0.role == .title || $0.role == .description }) else { return nil }
            return OnboardingPageType(name: name, fields: fields, declaration: nil)
        }
        let fields = types.storedFields(of: name).map { OnboardingPageType.Field(name: $0.name, role: OnboardingPageType.role(of: $0.name, type: $0.type), type: $0.type) }
        guard fields.contains(where: { $0.role == .title || $0.role == .description }) else { return nil }
        return OnboardingPageType(name: name, fields: fields, declaration: (declared.file, Syntax(declared.decl)))
    }

    /// A view without its modifiers (`PageView(…).tag(1)` → `PageView(…)`).
    static func unmodified(_ child: ExprSyntax) -> ExprSyntax {
        var expr = child
        while let modifier = expr.as(FunctionCallExprSyntax.self), let member = modifier.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            expr = base
        }
        return expr
    }

    /// The type an argument's expression has, as far as its spelling says.
    static func passedType(_ expr: ExprSyntax) -> String {
        if expr.is(StringLiteralExprSyntax.self) { return "String" }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if ["Text", "Image", "LocalizedStringKey", "LocalizedStringResource", "Color", "UIImage", "UIColor"].contains(callee) { return callee }
            if callee == "NSLocalizedString" || callee == "String" { return "String" }
        }
        return ""
    }
}
