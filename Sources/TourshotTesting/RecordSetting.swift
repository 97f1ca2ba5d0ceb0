import TourshotGolden

/// What `TOURSHOT_RECORD` asks `assertStepMatchesGolden` to record, the way
/// swift-snapshot-testing's record modes work:
///
/// | `TOURSHOT_RECORD`            | records                               | in CI (`CI` set, not 0/false) |
/// |------------------------------|---------------------------------------|-------------------------|
/// | unset                        | missing goldens (and fails the test)  | nothing                 |
/// | `missing`, `changed`, `all`  | as `tourshot record --<mode>`         | the same (explicit)     |
/// | `1`, `true`, `yes`           | as `changed`                          | refused: name the mode  |
/// | `0`, `false`, `no`, `never`  | nothing                               | nothing                 |
///
/// A test names one with `record:` (`record: .changed`) and needs nothing but TourshotTesting.
/// A test that writes a golden fails, so a recording never passes silently. tourshot's own
/// golden tests follow the same rule (Tests/TourshotPreviewTests/GoldenImageTests.swift).
public enum RecordSetting: Sendable, Hashable, CaseIterable {
    /// Nothing is written; a missing golden fails.
    case never
    /// Only goldens that do not exist yet (`tourshot record --missing`).
    case missing
    /// Missing goldens and those that fail the check (`tourshot record --changed`).
    case changed
    /// Every golden whose bytes differ from the new rendering (`tourshot record --all`).
    case all

    /// `tourshot record`'s mode of this setting; nil for `never`.
    var mode: RecordMode? {
        switch self {
        case .never: nil
        case .missing: .missing
        case .changed: .changed
        case .all: .all
        }
    }

    /// The setting for an environment (`TOURSHOT_RECORD`, `CI`).
    public static func from(environment: [String: String]) throws(GoldenAssertionFailure) -> RecordSetting {
        let inCI = ContinuousIntegration.isActive(environment)
        let value = environment["TOURSHOT_RECORD"]?.lowercased() ?? ""
        switch value {
        case "": return inCI ? .never : .missing
        case "0", "false", "no", "never": return .never
        case "1", "true", "yes":
            guard !inCI else {
                throw GoldenAssertionFailure("TOURSHOT_RECORD=\(environment["TOURSHOT_RECORD"]!) with CI=\(environment["CI"]!): goldens are not recorded in CI by accident; record locally and commit them, or set TOURSHOT_RECORD=missing, changed or all if recording here is intended")
            }
            return .changed
        default:
            if let setting = allCases.first(where: { $0.mode?.rawValue == value }) { return setting }
            throw GoldenAssertionFailure("TOURSHOT_RECORD=\(environment["TOURSHOT_RECORD"]!) is not a record mode; use missing, changed, all, 1 (changed) or 0 (never)")
        }
    }
}
