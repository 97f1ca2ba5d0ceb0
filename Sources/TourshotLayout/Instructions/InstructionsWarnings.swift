/// Instructions' own warnings: the coach mark as Instructions places it.
extension LayoutWarning.Code {
    /// The coach mark leaves the window (it is never moved back).
    public static let coachMarkOffscreen = LayoutWarning.Code("coach-mark-offscreen", .error, [.aboutCard, .cardOffscreen])
    /// The arrow stays on the point of interest beyond the body's edge.
    public static let coachMarkArrowOffBody = LayoutWarning.Code("coach-mark-arrow-off-body", .warning, .aboutCard)
}
