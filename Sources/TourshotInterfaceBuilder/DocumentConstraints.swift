import TourshotAutoLayout

/// The document's `<constraint>`s as solver constraints; one naming an item or attribute this
/// reader does not know is a problem, with its line.
enum DocumentConstraints {
    static func make(_ context: LayoutContext, problems: inout [InterfaceBuilderError]) -> [SourcedConstraint] {
        var constraints: [SourcedConstraint] = []
        for (index, view) in context.document.views.enumerated() where context.inScope(index) {
            for constraint in view.constraints {
                do throws(InterfaceBuilderError) {
                    let translated = try translate(constraint, owner: view, context)
                    constraints.append(SourcedConstraint(constraint: translated, line: constraint.line, view: itemName(constraint, owner: view, context)))
                } catch {
                    problems.append(error)
                }
            }
        }
        return constraints
    }

    /// The view a constraint is about: its first item when that is a view, else the owner.
    private static func itemName(_ constraint: IBConstraint, owner: IBView, _ context: LayoutContext) -> String {
        context.document.index(ofView: constraint.firstItem).map { context.document.views[$0].displayName } ?? owner.displayName
    }

    private static func translate(_ constraint: IBConstraint, owner: IBView, _ context: LayoutContext) throws(InterfaceBuilderError) -> Constraint {
        func problem(_ message: String) -> InterfaceBuilderError {
            InterfaceBuilderError(document: context.document.name, line: constraint.line, view: itemName(constraint, owner: owner, context),
                                  message: "constraint \(constraint.id): \(message)")
        }
        guard let firstItem = context.item(constraint.firstItem, other: constraint.secondItem) else {
            throw problem("its first item \(constraint.firstItem) is no view or guide of the document")
        }
        guard let first = context.expression(firstItem, constraint.firstAttribute) else {
            throw problem("attribute \(constraint.firstAttribute) is not handled")
        }
        var second = Expression(constant: constraint.constant)
        if let secondID = constraint.secondItem, let secondAttribute = constraint.secondAttribute {
            guard let secondItem = context.item(secondID, other: constraint.firstItem) else {
                throw problem("its second item \(secondID) is no view or guide of the document")
            }
            guard let expression = context.expression(secondItem, secondAttribute) else {
                throw problem("attribute \(secondAttribute) is not handled")
            }
            second = constraint.multiplier * expression + constraint.constant
        }
        let relation: Constraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessOrEqual: .lessOrEqual
        case .greaterOrEqual: .greaterOrEqual
        }
        return Constraint(first, relation, second, priority: min(max(constraint.priority, 1), 1000),
                          label: "constraint \(constraint.id) (line \(constraint.line))")
    }
}
