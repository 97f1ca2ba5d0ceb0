/// A linear expression: Σ coefficient·variable + constant. Terms that cancel are dropped.
public struct Expression: Sendable, CustomStringConvertible {
    public private(set) var terms: [Variable: Double]
    public private(set) var constant: Double

    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = [:]
        self.constant = constant
        for (variable, coefficient) in terms { add(variable, coefficient) }
    }

    public init(_ variable: Variable) { self.init([variable: 1]) }

    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        let sum = (terms[variable] ?? 0) + coefficient
        terms[variable] = sum == 0 ? nil : sum
    }

    public mutating func add(_ other: Expression, times factor: Double = 1) {
        for (variable, coefficient) in other.terms { add(variable, coefficient * factor) }
        constant += other.constant * factor
    }

    public var description: String {
        let parts = terms.sorted { $0.key.id < $1.key.id }.map { "\($0.value)·\($0.key.name)" }
        return (parts + [String(constant)]).joined(separator: " + ")
    }
}

public func + (lhs: Expression, rhs: Expression) -> Expression {
    var sum = lhs
    sum.add(rhs)
    return sum
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    var difference = lhs
    difference.add(rhs, times: -1)
    return difference
}

public func + (lhs: Expression, rhs: Double) -> Expression {
    var sum = lhs
    sum.add(Expression(constant: rhs))
    return sum
}

public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }

public func * (lhs: Double, rhs: Expression) -> Expression {
    var product = Expression()
    product.add(rhs, times: lhs)
    return product
}

public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([rhs: lhs]) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
