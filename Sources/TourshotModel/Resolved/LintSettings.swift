/// The project file's `"lint"`: the level of each of `lint`'s own checks (docs/review.md), so a
/// team can make contrast fail CI or leave out a check its reference system cannot pass.
///
/// ```json
/// "lint": { "low-contrast": "error", "small-target": "off", "text-clipped": "warning", "under-hardware": "off" }
/// ```
public struct LintSettings: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning
        /// Not checked: the findings are left out.
        case off
    }

    /// The codes a project can set a level for: lint's own checks, not the layout's warnings
    /// (whose levels the layout JSON and its goldens record).
    public static let codes = ["small-target", "low-contrast", "text-clipped", "under-hardware"]

    /// Level per code; a code not set keeps its default (`warning`).
    public internal(set) var levels: [String: Level] = [:]

    public init(levels: [String: Level] = [:]) {
        self.levels = levels
    }
}
