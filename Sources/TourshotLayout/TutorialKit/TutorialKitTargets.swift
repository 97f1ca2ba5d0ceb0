import TourshotModel

/// What TutorialKit makes tappable (ee624ed6): the card's `Button("Skip")` and `Button("Next")`
/// take taps on their labels, the text. Next's padding, white background and capsule are
/// modifiers applied to the Button after its label (`DefaultTutorialOverlay.swift:192–200`,
/// `TutorialStep.swift:59–67`), so a tap on the capsule around the text misses it; a touch-blocking
/// layer under the card swallows it without advancing (`DefaultTutorialOverlay.swift:87–94`).
enum TutorialKitTargets {
    /// A card button's target: its text, in canvas coordinates.
    static func target(_ button: CardContent.Button, cardOrigin: Point) -> ImageLayout.TouchTarget {
        let name = button.style == .primary
            ? "button \"\(LayoutChecks.oneLine(button.title))\" (its text; the capsule around it is not part of the Button)"
            : "button \"\(LayoutChecks.oneLine(button.title))\""
        return ImageLayout.TouchTarget(name: name, frame: button.textFrame.offsetBy(dx: cardOrigin.x, dy: cardOrigin.y))
    }
}
