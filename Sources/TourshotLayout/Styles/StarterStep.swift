/// What `tourshot init`'s one-step starter tutorial may point at on its screen: `focus`, the
/// element the step explains (a preset's primary button, a capture's chosen element), with its
/// text `label` for a style that labels its arrows' elements; `top`, an element near the top
/// for a style whose card goes below what it points at (a preset's title; a capture's focus
/// itself); `anchor`, where an arrow meets `focus` (`top`, `bottom`, `leading` or `trailing`).
public struct StarterTargets: Sendable, Hashable {
    public var focus, label, top, anchor: String

    public init(focus: String, label: String, top: String, anchor: String) {
        (self.focus, self.label, self.top, self.anchor) = (focus, label, top, anchor)
    }
}

/// The starter's step in a style's own terms (`ReferenceStyle.starter`): the step's JSON
/// object; the tutorial's `elements` object it needs (labels for its arrows), nil for none;
/// and whether an arrow meets `focus` at `StarterTargets.anchor`, so `init` picks the anchor
/// lint accepts.
public struct StarterStep: Sendable, Hashable {
    public let step: String, elements: String?, arrowAnchored: Bool

    public init(step: String, elements: String? = nil, arrowAnchored: Bool = false) {
        (self.step, self.elements, self.arrowAnchored) = (step, elements, arrowAnchored)
    }
}
