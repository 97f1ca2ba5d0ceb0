/// One row of the tableau, `basic = constant + Σ cells`, or an objective to minimise.
struct Row {
    static let epsilon = 1e-8

    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double) { self.constant = constant }

    func coefficient(_ symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = abs(sum) < Row.epsilon ? nil : sum
    }

    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for (symbol, coefficient) in row.cells { add(symbol, coefficient * factor) }
    }

    mutating func negate() {
        constant = -constant
        for symbol in cells.keys { cells[symbol]! = -cells[symbol]! }
    }

    /// Rewrites `0 = constant + Σ cells` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        let coefficient = cells.removeValue(forKey: symbol)!
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `basic = …` as `entering = …`, `basic` becoming one of the cells.
    mutating func pivot(from basic: Symbol, to entering: Symbol) {
        add(basic, -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by what it equals.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        add(row, times: coefficient)
    }
}
