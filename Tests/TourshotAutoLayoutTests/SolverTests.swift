import Testing
@testable import TourshotAutoLayout

struct SolverTests {
    var factory = VariableFactory()

    @Test mutating func equalitiesChainThroughVariables() throws {
        let left = factory.make("left"), width = factory.make("width"), right = factory.make("right")
        var solver = Solver()
        try solver.add(Constraint(Expression(left), .equal, Expression(constant: 16)))
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 100)))
        try solver.add(Constraint(Expression(right), .equal, left + width))
        #expect(solver.value(of: right) == 116)
        #expect(!solver.isAmbiguous(right))
    }

    @Test mutating func inequalityHoldsAgainstAWeakerPreference() throws {
        let width = factory.make("width")
        var solver = Solver()
        try solver.add(Constraint(Expression(width), .greaterOrEqual, Expression(constant: 120)))
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 80), priority: 750))
        #expect(solver.value(of: width) == 120)
    }

    @Test mutating func inequalityLeavesTheMiddleToAPreference() throws {
        let width = factory.make("width")
        var solver = Solver()
        try solver.add(Constraint(Expression(width), .greaterOrEqual, Expression(constant: 50)))
        try solver.add(Constraint(Expression(width), .lessOrEqual, Expression(constant: 200)))
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 150), priority: 250))
        #expect(solver.value(of: width) == 150)
    }

    /// Hugging (250) against compression resistance (750) on a label too wide for its room:
    /// compression wins, and one point at 251 outranks any amount at 250.
    @Test mutating func higherPriorityWinsWhateverTheErrorSizes() throws {
        let width = factory.make("width")
        var solver = Solver()
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 10), priority: 251))
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 1000), priority: 250))
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 1000), priority: 250))
        #expect(solver.value(of: width) == 10)
    }

    @Test mutating func equalPrioritiesSettleWhereTheirErrorsSumLeast() throws {
        let x = factory.make("x")
        var solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), priority: 500))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 30), priority: 500))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 30), priority: 500))
        #expect(solver.value(of: x) == 30)
    }

    @Test mutating func multiplierSplitsASuperview() throws {
        let superWidth = factory.make("super.width"), half = factory.make("half.width"), left = factory.make("half.left")
        var solver = Solver()
        try solver.add(Constraint(Expression(superWidth), .equal, Expression(constant: 414)))
        try solver.add(Constraint(Expression(half), .equal, 0.5 * superWidth + -8))
        // centerX = 1/3 · superview's centerX: left + width/2 = (414/2)/3.
        try solver.add(Constraint(left + 0.5 * half, .equal, Expression([superWidth: 1.0 / 6])))
        #expect(solver.value(of: half) == 199)
        #expect(solver.value(of: left) == -30.5)
    }

    @Test mutating func conflictingRequiredConstraintIsRefusedWithTheOnesItContradicts() throws {
        let left = factory.make("left"), width = factory.make("width"), right = factory.make("right")
        var solver = Solver()
        try solver.add(Constraint(Expression(left), .equal, Expression(constant: 0), label: "leading"))
        try solver.add(Constraint(Expression(width), .greaterOrEqual, Expression(constant: 44), label: "minimum"))
        try solver.add(Constraint(Expression(right), .equal, Expression(constant: 320), label: "screen"))
        try solver.add(Constraint(Expression(right), .equal, left + width, label: "right edge"))
        let error = #expect(throws: UnsatisfiableConstraint.self) {
            try solver.add(Constraint(Expression(width), .lessOrEqual, Expression(constant: 300), label: "maximum"))
        }
        #expect(error?.conflicting.map(\.label) == ["leading", "screen", "right edge"])
        // The refused constraint left nothing behind.
        #expect(solver.value(of: width) == 320)
    }

    @Test mutating func redundantRequiredConstraintIsAccepted() throws {
        let x = factory.make("x"), y = factory.make("y")
        var solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 5)))
        try solver.add(Constraint(Expression(y), .equal, x + 5))
        try solver.add(Constraint(Expression(y), .equal, Expression(constant: 10)))
        #expect(solver.value(of: y) == 10)
    }

    @Test mutating func conflictBetweenInequalitiesNeedsPhaseOne() throws {
        let x = factory.make("x"), y = factory.make("y")
        var solver = Solver()
        try solver.add(Constraint(Expression(x), .greaterOrEqual, Expression(y) + 10, label: "gap"))
        try solver.add(Constraint(Expression(y), .greaterOrEqual, Expression(constant: 0), label: "y ≥ 0"))
        try solver.add(Constraint(Expression(x), .lessOrEqual, Expression(constant: 30), label: "x ≤ 30"))
        let error = #expect(throws: UnsatisfiableConstraint.self) {
            try solver.add(Constraint(Expression(y), .greaterOrEqual, Expression(constant: 25), label: "y ≥ 25"))
        }
        #expect(error?.conflicting.map(\.label) == ["gap", "x ≤ 30"])
        try solver.add(Constraint(Expression(y), .greaterOrEqual, Expression(constant: 15), label: "y ≥ 15"))
        #expect(solver.value(of: y) >= 15 && solver.value(of: x) <= 30)
    }

    @Test mutating func variablesNoConstraintPinsAreAmbiguous() throws {
        let left = factory.make("left"), width = factory.make("width"), top = factory.make("top"), other = factory.make("other")
        var solver = Solver()
        try solver.add(Constraint(left + width, .equal, Expression(constant: 100)))
        try solver.add(Constraint(Expression(top), .greaterOrEqual, Expression(constant: 0)))
        #expect(solver.isAmbiguous(left))
        #expect(solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(top))
        #expect(solver.isAmbiguous(other))
        try solver.add(Constraint(Expression(width), .equal, Expression(constant: 40), priority: 250))
        try solver.add(Constraint(Expression(top), .equal, Expression(constant: 20), priority: 250))
        #expect(!solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(top))
        #expect(solver.value(of: left) == 60)
        #expect(solver.value(of: top) == 20)
    }
}
