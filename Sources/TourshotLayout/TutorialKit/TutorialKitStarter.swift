import TourshotModel

extension TutorialKitStyle {
    /// A titled card with one arrow at the focus, its label in `elements`.
    public func starter(_ targets: StarterTargets) -> StarterStep {
        let id = JSONString.quoted(targets.focus)
        return StarterStep(
            step: #"{ "title": "Welcome", "body": "Tap here to begin.", "arrows": [{ "element": \#(id), "anchor": "\#(targets.anchor)" }] }"#,
            elements: "{ \(id): \(JSONString.quoted(targets.label)) }", arrowAnchored: true)
    }
}
