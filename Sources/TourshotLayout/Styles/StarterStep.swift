import TourshotModel

/// What `tourshot init`'s one-step starter tutorial may point at on its screen.
public struct StarterTargets: Sendable, Hashable {
    /// The element the step explains (a preset's primary button, a capture's chosen element).
    public var focus: String
    /// Its text, for a style that labels its arrows' elements.
    public var label: String
    /// An element near the top of the screen, for a style whose card goes below what it points
    /// at (a preset's title; a capture's focus itself).
    public var top: String
    /// Where an arrow meets `focus` (`top`, `bottom`, `leading` or `trailing`).
    public var anchor: String

    public init(focus: String, label: String, top: String, anchor: String) {
        (self.focus, self.label, self.top, self.anchor) = (focus, label, top, anchor)
    }
}

/// The starter's step in a style's own terms (`ReferenceStyle.starter`).
public struct StarterStep: Sendable, Hashable {
    /// The step's JSON object.
    public let step: String
    /// The tutorial's `elements` object the step needs (labels for its arrows), nil for none.
    public let elements: String?
    /// Whether an arrow meets `focus` at `StarterTargets.anchor`, so `init` picks the anchor
    /// lint accepts.
    public let arrowAnchored: Bool

    public init(step: String, elements: String? = nil, arrowAnchored: Bool = false) {
        (self.step, self.elements, self.arrowAnchored) = (step, elements, arrowAnchored)
    }
}
