import TourshotAutoLayout

/// A solver constraint with where it came from, so that a broken one names its line and view.
struct SourcedConstraint {
    let constraint: Constraint
    let line: Int
    let view: String
}
