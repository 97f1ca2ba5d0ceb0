/// The sum of the preferences' errors to minimise, one row per priority. Rows are compared from
/// the highest priority down, so no amount of error at 250 buys back any at 251: Auto Layout
/// satisfies preferences in priority order, which one row of weighted sums would not promise.
struct Objective {
    private(set) var levels: [Int: Row] = [:]

    mutating func add(_ symbol: Symbol, priority: Int) {
        levels[priority, default: Row(constant: 0)].add(symbol, 1)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for priority in levels.keys { levels[priority]!.substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for priority in levels.keys { levels[priority]!.cells[symbol] = nil }
    }

    /// The symbols whose increase lowers the objective: the highest priority at which a symbol's
    /// coefficient is not zero decides. The lowest id is taken (Bland's rule: no cycling).
    func enteringSymbol() -> Symbol? {
        var candidates = Set<Symbol>()
        for row in levels.values { candidates.formUnion(row.cells.keys.filter(\.isPivotable)) }
        return candidates.sorted().first { isImproving($0) }
    }

    /// No level's coefficient is not zero: moving the symbol costs nothing.
    func isFree(_ symbol: Symbol) -> Bool {
        levels.values.allSatisfy { $0.coefficient(symbol) == 0 }
    }

    private func isImproving(_ symbol: Symbol) -> Bool {
        for priority in levels.keys.sorted(by: >) {
            let coefficient = levels[priority]!.coefficient(symbol)
            if coefficient != 0 { return coefficient < 0 }
        }
        return false
    }
}
