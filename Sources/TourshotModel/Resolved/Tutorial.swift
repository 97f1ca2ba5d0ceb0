/// The reference system whose look and placement rules a tutorial follows.
public enum TutorialStyle: String, Sendable, Hashable, CaseIterable {
    case tutorialkit, instructions, polaris, spotlight, onboarding
}

/// Overrides of a style's look.
public struct Theme: Sendable, Hashable {
    public var dimmingColor: RGBAColor?
    public var dimmingOpacity: Double?

    public init(dimmingColor: RGBAColor? = nil, dimmingOpacity: Double? = nil) {
        self.dimmingColor = dimmingColor
        self.dimmingOpacity = dimmingOpacity
    }
}

/// A validated tutorial file.
public struct Tutorial: Sendable, Hashable {
    public var style: TutorialStyle = .tutorialkit
    public var theme = Theme()
    /// Arrow label per element id (TutorialKit's `TutorialElement.label`).
    public var elementLabels: [String: String] = [:]
    /// Trigger name → presentation id it opens.
    public var triggers: [String: String] = [:]
    public var steps: [Step] = []

    public init() {}

    /// The label text of an arrow: its own override, else the element's label, else the id.
    public func labelText(for arrow: ArrowSpec) -> String {
        arrow.label ?? elementLabels[arrow.element] ?? arrow.element
    }
}
