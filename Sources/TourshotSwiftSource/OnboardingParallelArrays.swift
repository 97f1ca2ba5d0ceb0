import SwiftSyntax
import TourshotModel

/// Paged onboarding kept without a page type: a type holding two array literals of texts, one of
/// titles and one of bodies, paired by position (`static let titles: [LocalizedStringKey] = [ … ]`,
/// `static let descriptions = [ … ]`). The arrays are sorted by name as a page type's fields are.
struct OnboardingParallelArrays {
    let name: String
    let file: SwiftSourceFile
    let titles: (name: String, array: ArrayExprSyntax)
    let bodies: (name: String, array: ArrayExprSyntax)

    static func all(in files: [SwiftSourceFile]) -> [OnboardingParallelArrays] {
        var found: [OnboardingParallelArrays] = []
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (type, members) = StaticConstants.typeMembers(decl) else { continue }
                var titles: (String, ArrayExprSyntax)?
                var bodies: (String, ArrayExprSyntax)?
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let array = binding.initializer?.value.as(ArrayExprSyntax.self),
                              array.elements.first?.expression.is(StringLiteralExprSyntax.self) == true else { continue }
                        // `titles` is sorted as a field `title` would be.
                        let singular = name.hasSuffix("s") ? String(name.dropLast()) : name
                        switch OnboardingPageType.role(of: singular, type: "String") {
                        case .title where titles == nil: titles = (name, array)
                        case .description where bodies == nil: bodies = (name, array)
                        default: continue
                        }
                    }
                }
                if let titles, let bodies { found.append(OnboardingParallelArrays(name: type, file: file, titles: titles, bodies: bodies)) }
            }
        }
        return found
    }

    func read(folder: ValueFolder) throws(SwiftSourceRefusal) -> (JSONMembers, [String]) {
        let titleItems = Array(titles.array.elements)
        let bodyItems = Array(bodies.array.elements)
        guard titleItems.count == bodyItems.count else {
            let shorter = titleItems.count < bodyItems.count ? titles : bodies
            throw SwiftSourceRefusal(file, at: shorter.array, argument: shorter.name,
                                     "`\(titles.name)` holds \(titleItems.count) texts and `\(bodies.name)` \(bodyItems.count); pages pair them by position, so give both the same number")
        }
        var steps: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for (number, (title, body)) in zip(titleItems, bodyItems).enumerated() {
            folder.answers?.step = number + 1
            var page = JSONMembers()
            page.set("title", file.node(.string(try folder.string(title.expression, in: file, argument: titles.name)), at: title.expression))
            page.set("description", file.node(.string(try folder.string(body.expression, in: file, argument: bodies.name)), at: body.expression))
            var step = JSONMembers()
            step.set("page", page.node(in: file, at: title.expression))
            steps.append(step.node(in: file, at: title.expression))
        }
        var members = JSONMembers()
        members.set("style", file.node(.string("onboarding"), at: titles.array))
        members.set("steps", file.node(.array(steps), at: titles.array))
        let location = titles.array.startLocation(converter: file.converter)
        let note = "\(file.displayPath):\(location.line):\(location.column): note: \(name)'s `\(titles.name)` and `\(bodies.name)` read as the pages' titles and descriptions, paired by position"
        return (members, [note])
    }
}
