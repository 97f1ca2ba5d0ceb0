/// The simplex tableau: basic symbols and their rows, kept feasible (every restricted basic
/// symbol's constant ≥ 0), and the objective that the optimisation lowers.
struct Tableau {
    var rows: [Symbol: Row] = [:]
    var objective = Objective()

    /// Makes `symbol` basic in `row` (already solved for it) and removes it from every other row.
    mutating func enter(_ symbol: Symbol, row: Row, artificial: inout Row?) {
        for key in rows.keys { rows[key]!.substitute(symbol, with: row) }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
        rows[symbol] = row
    }

    mutating func pivot(entering: Symbol, leaving: Symbol, artificial: inout Row?) {
        var row = rows.removeValue(forKey: leaving)!
        row.pivot(from: leaving, to: entering)
        enter(entering, row: row, artificial: &artificial)
    }

    /// Primal simplex on the main objective.
    mutating func optimize() {
        var none: Row? = nil
        while let entering = objective.enteringSymbol() {
            guard let leaving = leavingSymbol(for: entering) else { return }
            pivot(entering: entering, leaving: leaving, artificial: &none)
        }
    }

    /// Primal simplex on one row (the artificial variable's), lowest-id entering symbol.
    mutating func optimize(artificial: inout Row?) {
        while let row = artificial,
              let entering = row.cells.filter({ $0.key.isPivotable && $0.value < 0 }).keys.min() {
            guard let leaving = leavingSymbol(for: entering) else { return }
            pivot(entering: entering, leaving: leaving, artificial: &artificial)
        }
    }

    /// The ratio test: the restricted row that first reaches 0 as `entering` grows.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for (symbol, row) in rows where symbol.isRestricted {
            let coefficient = row.coefficient(entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio - Row.epsilon
                || (abs(ratio - best!.ratio) <= Row.epsilon && symbol < best!.symbol) {
                best = (symbol, ratio)
            }
        }
        return best?.symbol
    }
}
