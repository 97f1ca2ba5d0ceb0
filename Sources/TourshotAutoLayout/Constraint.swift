/// `expression relation 0` at a priority: 1000 is required, 1…999 are preferences, each
/// level outranking every lower one whatever the sizes of the errors (as Auto Layout does).
public struct Constraint: Sendable, CustomStringConvertible {
    public enum Relation: Sendable {
        case equal, lessOrEqual, greaterOrEqual
    }

    public static let required = 1000

    public let expression: Expression
    public let relation: Relation
    public let priority: Int
    /// What the constraint came from, for conflict reports (a document's line, its id).
    public let label: String

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Int = Constraint.required, label: String = "") {
        precondition((1...1000).contains(priority), "priorities run from 1 to 1000")
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    public var isRequired: Bool { priority >= Constraint.required }

    public var description: String {
        let relationText = switch relation {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
        return "\(label.isEmpty ? "" : label + ": ")\(expression) \(relationText) 0 @\(priority)"
    }
}
