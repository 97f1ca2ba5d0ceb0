/// A column of the tableau. External symbols are the caller's variables; slack and error
/// symbols are ≥ 0; dummy symbols stay 0 and only mark required equalities, so a row made of
/// them alone tells a redundant constraint (constant 0) from a conflicting one.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    var isRestricted: Bool { kind != .external }
    /// May enter the basis while optimising: dummies never move off 0, externals are free.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
