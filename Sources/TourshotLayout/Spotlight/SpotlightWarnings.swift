/// Spotlight's own warning.
extension LayoutWarning.Code {
    /// No element is focused, so the circular hole swallows the whole dimming.
    public static let spotlightNoTarget = LayoutWarning.Code("spotlight-no-target", .warning)
}
