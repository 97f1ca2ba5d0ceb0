/// Which goldens `tourshot record` (and `TOURSHOT_RECORD`) writes. Byte-identical goldens
/// are never rewritten, whatever the mode, so their files and modification times stay.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Only goldens that do not exist yet.
    case missing
    /// Missing goldens and those that fail the check: pixels beyond the tolerances, another
    /// size, an unreadable file, or a different layout text.
    case changed
    /// Every golden whose bytes differ from the new rendering, even within the tolerances.
    case all
}
