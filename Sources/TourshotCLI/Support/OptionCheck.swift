import ArgumentParser
import TourshotModel

/// The checks options' `validate()` make, each worded once: what is wrong and what to give.
enum OptionCheck {
    /// `--text-scale must be between 0.5 and 3; got 5.0` for a value outside `range` (nil: not given).
    static func within<Value: Comparable>(_ value: Value?, _ range: ClosedRange<Value>, _ option: String) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(option) must be between \(bound(range.lowerBound)) and \(bound(range.upperBound)); got \(value)")
    }

    /// `--step and --all exclude each other; give one` when both are given.
    static func exclusive(_ first: (option: String, given: Bool), _ second: (option: String, given: Bool)) throws {
        if first.given && second.given { throw ValidationError("\(first.option) and \(second.option) exclude each other; give one") }
    }

    /// A range's end as the help and the Limits table write it: `3`, not `3.0`.
    private static func bound<Value>(_ value: Value) -> String {
        (value as? Double).map(Decode.format) ?? "\(value)"
    }
}
