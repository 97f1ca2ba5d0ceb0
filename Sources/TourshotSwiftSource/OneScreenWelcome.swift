import SwiftSyntax

/// A welcome screen written as one view: its features as sibling rows of one row view in a
/// stack (`FeatureRow(title: …, text: …)` three times in a `VStack`), no pages. Named as what it
/// is, since taking each row for a page would be a misread. Only views named as an onboarding
/// or welcome (`…Onboard…`, `…Welcome…`, `…Intro…`) are looked at: rows elsewhere are a screen's content.
struct OneScreenWelcome {
    static let words = ["onboard", "welcome", "intro", "whatsnew"]

    static func all(in files: [SwiftSourceFile], types: TypeIndex) -> [UndrawnTour] {
        var found: [UndrawnTour] = []
        for name in types.order {
            guard let declared = types[name], declared.inherited.contains("View"), words.contains(where: name.lowercased().contains),
                  let body = types.property("body", of: name)?.0.accessorBlock else { continue }
            let calls = CallCollector.calls(in: body)
            // Rows: calls of one callee with a title-like and a body-like text argument, three or more.
            var rows: [String: [FunctionCallExprSyntax]] = [:]
            for call in calls {
                let labels = call.arguments.compactMap { $0.label?.text }
                let roles = labels.map { OnboardingPageType.role(of: $0, type: "String") }
                guard roles.contains(.title), roles.contains(.description) else { continue }
                rows[call.calledExpression.trimmedDescription, default: []].append(call)
            }
            guard let (row, made) = rows.sorted(by: { $0.key < $1.key }).first(where: { $0.value.count >= 3 }), !calls.contains(where: { $0.calledExpression.trimmedDescription == "TabView" }),
                  let first = made.first else { continue }
            found.append(UndrawnTour(name: name, file: declared.file, node: Syntax(first), what: "one welcome screen",
                                     detail: " (\(made.count) `\(row)(…)` rows in one view, not pages of a paged onboarding)"))
        }
        return found
    }
}
