import SwiftSyntax
import TourshotModel

/// A paged onboarding: an array literal of `OnboardingPage(emoji:title:description:accentColor:
/// gestureHint:)` held by a type (the Cluck app's `OnboardingView.pages`).
struct OnboardingReader {
    let folder: ValueFolder

    /// Types holding an `[OnboardingPage]` literal, with the literal.
    static func holders(in files: [SwiftSourceFile]) -> [NamedDeclaration<ArrayExprSyntax>] {
        var found: [NamedDeclaration<ArrayExprSyntax>] = []
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (type, members) = StaticConstants.typeMembers(decl) else { continue }
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        let value = binding.initializer?.value ?? StepsProperty.getterValue(binding.accessorBlock)
                        guard let array = value?.as(ArrayExprSyntax.self), let first = array.elements.first,
                              SwiftCall(first.expression, named: ["OnboardingPage"], in: file) != nil else { continue }
                        found.append(NamedDeclaration(name: type, file: file, node: array))
                    }
                }
            }
        }
        return found
    }

    func read(_ pages: ArrayExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONMembers {
        var members = JSONMembers()
        members.set("style", file.node(.string("onboarding"), at: pages))
        var steps: [JSONNode] = []
        for element in pages.elements {
            let expr = element.expression
            guard let call = SwiftCall(expr, named: ["OnboardingPage", "init"], in: file) else {
                throw SwiftSourceRefusal(file, at: expr, argument: "pages", "expected `OnboardingPage(…)`; \(ValueFolder.refusal(for: expr))")
            }
            let arguments = try call.arguments(allowed: ["emoji", "title", "description", "accentColor", "gestureHint"])
            var page = JSONMembers()
            for key in ["emoji", "title", "description"] {
                guard let argument = arguments[key] else { continue }
                page.set(key, file.node(.string(try folder.string(argument.expression, in: file, argument: key)), at: argument.expression))
            }
            if let argument = arguments["accentColor"] {
                let hex = try SwiftColor(folder: folder).hex(argument.expression, in: file, argument: "accentColor")
                page.set("colors", file.node(.array([file.node(.string(hex), at: argument.expression)]), at: argument.expression))
            }
            if let argument = arguments["gestureHint"], argument.expression.trimmedDescription != "nil" {
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil else {
                    throw SwiftSourceRefusal(file, at: argument.expression, argument: "gestureHint", "write `.swipe`, `.tap` or nil")
                }
                page.set("gestureHint", file.node(.string(member.declName.baseName.text), at: argument.expression))
            }
            var step = JSONMembers()
            step.set("page", page.node(in: file, at: call.syntax))
            steps.append(step.node(in: file, at: call.syntax))
        }
        members.set("steps", file.node(.array(steps), at: pages))
        return members
    }
}
