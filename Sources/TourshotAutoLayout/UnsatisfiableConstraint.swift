/// A required constraint that cannot hold with the required ones before it; `conflicting` is
/// a smallest set of those that already contradict it (removing any one would let it hold).
public struct UnsatisfiableConstraint: Error, Sendable, CustomStringConvertible {
    public let constraint: Constraint
    public let conflicting: [Constraint]

    public var description: String {
        "required constraint \(constraint.label) cannot hold; it conflicts with "
            + conflicting.map(\.label).joined(separator: ", ")
    }
}

/// A deletion filter (Chinneck's): drop each earlier constraint in turn and keep it out when
/// the rest still contradict the new one. What stays is irreducible. Only run on a conflict.
enum ConflictSearch {
    static func minimalConflict(for constraint: Constraint, among earlier: [Constraint]) -> [Constraint] {
        var kept = connected(to: constraint, among: earlier)
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if isFeasible(without + [constraint]) { index += 1 } else { kept = without }
        }
        return kept
    }

    /// Only constraints linked to the new one through shared variables can contradict it;
    /// leaving the rest out first keeps the filter's many solves small.
    private static func connected(to constraint: Constraint, among earlier: [Constraint]) -> [Constraint] {
        var reached = Set(constraint.expression.terms.keys)
        var linked = Array(repeating: false, count: earlier.count)
        var grew = true
        while grew {
            grew = false
            for (index, other) in earlier.enumerated() where !linked[index] {
                let variables = other.expression.terms.keys
                if variables.contains(where: reached.contains) {
                    linked[index] = true
                    reached.formUnion(variables)
                    grew = true
                }
            }
        }
        return earlier.indices.filter { linked[$0] }.map { earlier[$0] }
    }

    private static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var solver = Solver()
        return constraints.allSatisfy { solver.addIfSatisfiable($0) }
    }
}
