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
        var kept = earlier
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if isFeasible(without + [constraint]) { index += 1 } else { kept = without }
        }
        return kept
    }

    private static func isFeasible(_ constraints: [Constraint]) -> Bool {
        var solver = Solver()
        return constraints.allSatisfy { solver.addIfSatisfiable($0) }
    }
}
