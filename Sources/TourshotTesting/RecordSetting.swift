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
/// A test that writes a golden fails, so a recording never passes silently. tourshot's own
/// golden tests follow the same rule (Tests/TourshotPreviewTests/GoldenImageTests.swift).
public enum RecordSetting: Sendable, Hashable {
    case never
    case record(RecordMode)

    /// The setting for an environment (`TOURSHOT_RECORD`, `CI`).
    public static func from(environment: [String: String]) throws(GoldenAssertionFailure) -> RecordSetting {
        let inCI = ContinuousIntegration.isActive(environment)
        let value = environment["TOURSHOT_RECORD"]?.lowercased() ?? ""
        switch value {
        case "": return inCI ? .never : .record(.missing)
        case "0", "false", "no", "never": return .never
        case "1", "true", "yes":
            guard !inCI else {
                throw GoldenAssertionFailure("TOURSHOT_RECORD=\(environment["TOURSHOT_RECORD"]!) with CI=\(environment["CI"]!): goldens are not recorded in CI by accident; record locally and commit them, or set TOURSHOT_RECORD=missing, changed or all if recording here is intended")
            }
            return .record(.changed)
        default:
            if let mode = RecordMode(rawValue: value) { return .record(mode) }
            throw GoldenAssertionFailure("TOURSHOT_RECORD=\(environment["TOURSHOT_RECORD"]!) is not a record mode; use missing, changed, all, 1 (changed) or 0 (never)")
        }
    }
}
