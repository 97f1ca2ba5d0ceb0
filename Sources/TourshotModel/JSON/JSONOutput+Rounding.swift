extension JSONOutput {
    /// Every number rounded to 0.001 (the precision of the layout goldens): points are
    /// meaningful to a thousandth, and floating-point noise (132.85899999999998) is not.
    public func roundedToThousandths() -> JSONOutput {
        switch self {
        case .number(let number):
            guard number.isFinite else { return self }
            // Dividing the rounded integer gives the double nearest to the 3-decimal value,
            // which prints in its short form (12.346, not 12.346000000000002).
            return .number((number * 1000).rounded() / 1000)
        case .array(let items):
            return .array(items.map { $0.roundedToThousandths() })
        case .object(let members):
            return .object(members.map { ($0.0, $0.1.roundedToThousandths()) })
        case .null, .bool, .string:
            return self
        }
    }
}
