/// Cassowary (Badros, Borning, Stuckey 2001): constraints added one at a time to a simplex
/// tableau kept feasible, required ones exactly, preferences through error symbols the
/// objective minimises. A required constraint that cannot hold is refused and the tableau left
/// as it was, with the smallest set of earlier required constraints it conflicts with.
public struct Solver: Sendable {
    private var tableau = Tableau()
    private var symbols: [Variable: Symbol] = [:]
    private var nextSymbolID = 0
    /// The required constraints added so far, for conflict reports.
    private var requiredConstraints: [Constraint] = []

    public init() {}

    public mutating func add(_ constraint: Constraint) throws(UnsatisfiableConstraint) {
        guard addIfSatisfiable(constraint) else {
            throw UnsatisfiableConstraint(
                constraint: constraint,
                conflicting: ConflictSearch.minimalConflict(for: constraint, among: requiredConstraints))
        }
    }

    /// `add` without the conflict search, which runs it many times.
    mutating func addIfSatisfiable(_ constraint: Constraint) -> Bool {
        let before = self
        guard insert(constraint) else {
            self = before
            return false
        }
        if constraint.isRequired { requiredConstraints.append(constraint) }
        tableau.optimize()
        return true
    }

    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable], let row = tableau.rows[symbol] else { return 0 }
        return row.constant
    }

    /// The variable could take another value at no cost: no constraint pins it (it never entered
    /// the tableau's basis), or its row holds a free variable or a slack or error the objective
    /// does not charge for (`x >= 0` alone leaves x anywhere from 0 up).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbols[variable], let row = tableau.rows[symbol] else { return true }
        return row.cells.keys.contains { $0.kind == .external || ($0.isPivotable && tableau.objective.isFree($0)) }
    }

    /// Adds the constraint's row; false when a required constraint cannot hold.
    private mutating func insert(_ constraint: Constraint) -> Bool {
        var (row, fresh) = makeRow(constraint)
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() {
            row.solve(for: external)
            var none: Row? = nil
            tableau.enter(external, row: row, artificial: &none)
            return true
        }
        if row.constant < 0 { row.negate() }
        if let subject = fresh.first(where: { $0.isPivotable && row.coefficient($0) < 0 }) {
            row.solve(for: subject)
            var none: Row? = nil
            tableau.enter(subject, row: row, artificial: &none)
            return true
        }
        if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only markers of required equalities: already implied (0 = 0) or contradicted.
            return abs(row.constant) < Row.epsilon
        }
        return insertThroughArtificialVariable(row)
    }

    /// Phase one for a row with no easy subject: an artificial symbol equal to the row is
    /// minimised; the constraint can hold exactly when it reaches 0.
    private mutating func insertThroughArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        var artificial: Row? = row
        var none: Row? = nil
        tableau.enter(artificialSymbol, row: row, artificial: &none)
        tableau.optimize(artificial: &artificial)
        let reachedZero = abs(artificial!.constant) < Row.epsilon
        if var basicRow = tableau.rows.removeValue(forKey: artificialSymbol) {
            if !basicRow.cells.isEmpty {
                guard let entering = basicRow.cells.keys.filter(\.isPivotable).min() else { return false }
                basicRow.pivot(from: artificialSymbol, to: entering)
                tableau.enter(entering, row: basicRow, artificial: &artificial)
            }
        }
        for key in tableau.rows.keys { tableau.rows[key]!.cells[artificialSymbol] = nil }
        tableau.objective.remove(artificialSymbol)
        return reachedZero
    }

    /// The constraint as a row over non-basic symbols, with its new slack, error or dummy symbols.
    private mutating func makeRow(_ constraint: Constraint) -> (Row, [Symbol]) {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key.id < $1.key.id }) {
            let symbol = externalSymbol(variable)
            if let basic = tableau.rows[symbol] { row.add(basic, times: coefficient) } else { row.add(symbol, coefficient) }
        }
        var fresh: [Symbol] = []
        switch (constraint.relation, constraint.isRequired) {
        case (.equal, true):
            let dummy = makeSymbol(.dummy)
            row.add(dummy, 1)
            fresh = [dummy]
        case (.equal, false):
            // expression = plus − minus, both charged.
            let plus = makeSymbol(.error), minus = makeSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            tableau.objective.add(plus, priority: constraint.priority)
            tableau.objective.add(minus, priority: constraint.priority)
            fresh = [plus, minus]
        case (.lessOrEqual, _), (.greaterOrEqual, _):
            // expression ≥ 0 as expression − slack = 0; ≤ as expression + slack = 0.
            let sign: Double = constraint.relation == .greaterOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, -sign)
            fresh = [slack]
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                row.add(error, sign)
                tableau.objective.add(error, priority: constraint.priority)
                fresh.append(error)
            }
        }
        return (row, fresh)
    }

    private mutating func externalSymbol(_ variable: Variable) -> Symbol {
        if let symbol = symbols[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbols[variable] = symbol
        return symbol
    }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }
}
