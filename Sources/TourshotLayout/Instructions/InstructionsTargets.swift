import TourshotModel

/// What Instructions makes tappable (0f3efa77): `CoachMarkBodyDefaultView` is a `UIControl` whose
/// `nextControl` is itself, so the whole body advances
/// (`Extra/Default Views/CoachMarkBodyDefaultView.swift:9–22`,
/// `Core/Internal/CoachMarksViewController.swift:393–396`); its next label, text view and stack
/// take no touches (`:181`, `:208`, `:244`). The skip view is a `UIButton` and its own
/// `skipControl` (`CoachMarkSkipDefaultView.swift:8–12`), targeted at its frame. The overlay
/// takes taps only when the app enables it (`Managers/Public/OverlayManager.swift:38–50`).
enum InstructionsTargets {
    /// The coach mark's body (without its arrow, which is not part of the control).
    static func body(_ frame: Rect) -> ImageLayout.TouchTarget {
        ImageLayout.TouchTarget(name: "the coach mark's body (the control that advances)", frame: frame)
    }
}
