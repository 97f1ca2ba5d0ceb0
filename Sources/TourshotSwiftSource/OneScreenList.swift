import SwiftSyntax

/// Values of a page-like type shown as the rows of one screen — `ForEach(model.features)` in a
/// `VStack`, `LazyVStack`, `List` or `ScrollView`, not in a paged `TabView` — are one welcome
/// screen, not an onboarding's pages: taking each row for a page would be a misread.
struct OneScreenList {
    let file: SwiftSourceFile
    let forEach: FunctionCallExprSyntax
    let container: String
    let property: String

    static let containers: Set<String> = ["VStack", "LazyVStack", "List", "ScrollView", "LazyVGrid", "Form", "HStack", "LazyHStack"]

    /// The first `ForEach` over a property typed `[type]` whose nearest container is a stack or list.
    static func find(of type: String, in files: [SwiftSourceFile], types: TypeIndex) -> OneScreenList? {
        for file in files {
            for call in CallCollector.calls(in: file.tree) where call.calledExpression.trimmedDescription == "ForEach" {
                guard let argument = call.arguments.first?.expression.trimmedDescription,
                      let name = argument.split(separator: ".").last.map(String.init),
                      holdsArray(of: type, named: name, types: types) else { continue }
                var node = call.parent
                while let current = node {
                    if let container = current.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription {
                        if container == "TabView" { break }
                        if containers.contains(container) { return OneScreenList(file: file, forEach: call, container: container, property: name) }
                    }
                    node = current.parent
                }
            }
        }
        return nil
    }

    private static func holdsArray(of type: String, named name: String, types: TypeIndex) -> Bool {
        types.order.contains { owner in
            types.storedFields(of: owner).contains { $0.name == name && SwiftEvaluator.arrayElement(SwiftEvaluator.baseType($0.type)) == type }
        }
    }

    func refusal(type: String) -> SwiftSourceRefusal {
        SwiftSourceRefusal(file, at: forEach, argument: type,
                           "the \(type)s in `\(property)` are rows of one screen (`ForEach` in a `\(container)`), not the pages of a paged onboarding, and tourshot draws no such screen; preview it as one step of a tutorial file (its title and text), or show the values as pages in a `TabView` with `.tabViewStyle(.page)`")
    }
}
