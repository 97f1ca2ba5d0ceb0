import SwiftSyntax

/// Tours whose content lives in storyboards rather than in values of the Swift: a
/// `UIPageViewController` paging through view controllers (`loadPage("Intro")` loading a
/// scene), and an overlay view controller of the app's own laid out with `@IBOutlet`s
/// (`GuideViewController`). Each is named at its line as what it is, since its texts are in the
/// storyboard (or the pages' own code), not anywhere tourshot reads.
enum StoryboardTours {
    /// Words naming a guide or coach-mark overlay (a pager's container named `Tutorial…` is not one).
    static let overlayWords = UndrawnTour.overlayWords + ["guide"]

    static func all(in types: TypeIndex) -> [UndrawnTour] {
        var found: [UndrawnTour] = []
        for name in types.order {
            guard let declared = types[name], declared.kind == .classType else { continue }
            if declared.inherited.contains("UIPageViewController") {
                found.append(pager(declared, types: types))
            } else if overlayWords.contains(where: name.lowercased().contains), declared.inherited.contains(where: { $0.hasSuffix("ViewController") }) {
                let outlets = outletNames(declared)
                guard outlets.count >= 2, !usesReadLibrary(declared) else { continue }
                let shown = outlets.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
                found.append(UndrawnTour(name: name, file: declared.file, node: Syntax(declared.decl),
                                         what: "an overlay the app draws itself, laid out in a storyboard",
                                         detail: " (its outlets \(shown)\(outlets.count > 4 ? ", …" : "") hold the texts and arrows; their texts are in the storyboard, not in the Swift)"))
            }
        }
        return found
    }

    /// Refused at the first page of the pages array when there is one (`private let pages: [PageController] = [loadPage("Intro"), …]`).
    private static func pager(_ declared: TypeIndex.Declared, types: TypeIndex) -> UndrawnTour {
        let storyboard = declared.members.contains { $0.decl.description.contains("UIStoryboard(") || $0.decl.description.contains("instantiateViewController") }
        let source = storyboard ? "storyboard scenes" : "view controllers"
        for member in declared.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let array = binding.initializer?.value.as(ArrayExprSyntax.self), !array.elements.isEmpty,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let first = array.elements.first!.expression.trimmedDescription.prefix(40)
                return UndrawnTour(name: declared.name, file: member.file, node: Syntax(array.elements.first!.expression), what: "a pager of \(source)",
                                   detail: " (`\(name)`: \(array.elements.count) pages, from `\(first)`; each page's texts and images are in its \(storyboard ? "storyboard" : "view controller"), not values of the Swift)")
            }
        }
        return UndrawnTour(name: declared.name, file: declared.file, node: Syntax(declared.decl), what: "a pager of \(source)",
                           detail: " (each page's texts and images are in its \(storyboard ? "storyboard" : "view controller"), not values of the Swift)")
    }

    /// The libraries tourshot reads: a view controller building their tour is that tour's home, not an overlay of its own.
    static let readLibraryNames = ["GuideStep", "GuideController", "CoachMarksController", "TutorialStep", "Spotlight("]

    private static func usesReadLibrary(_ declared: TypeIndex.Declared) -> Bool {
        declared.members.contains { member in readLibraryNames.contains(where: member.decl.description.contains) }
    }

    private static func outletNames(_ declared: TypeIndex.Declared) -> [String] {
        declared.members.compactMap { member -> String? in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }) else { return nil }
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }
}
