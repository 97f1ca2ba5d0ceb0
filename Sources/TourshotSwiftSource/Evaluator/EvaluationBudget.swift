/// Bounds one evaluation: how many expressions it may visit and how deep calls and references
/// may nest, so code that refers to itself (a getter calling itself, constants in a cycle) or a
/// huge table is refused instead of hanging the reader (which also has its own time limit).
final class EvaluationBudget {
    static let stepLimit = 200_000
    static let depthLimit = 48

    private(set) var steps = 0

    /// Counts one expression; false once the budget is spent.
    func spend() -> Bool {
        steps += 1
        return steps <= Self.stepLimit
    }
}
