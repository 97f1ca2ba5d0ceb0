/// Whether a run is in CI, where goldens are never recorded by accident: `CI` set to anything
/// but the empty string, `0` or `false` (any case). GitHub Actions and GitLab set `true`,
/// others `1` or `True`; a rule that wanted exactly `true` let those record.
public enum ContinuousIntegration {
    public static func isActive(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
        return value != "0" && value != "false"
    }
}
