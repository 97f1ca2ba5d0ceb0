import TourshotModel

extension SpotlightStyle {
    /// The message box with the focus highlighted.
    public func starter(_ targets: StarterTargets) -> StarterStep {
        StarterStep(step: #"{ "body": "Tap here to begin.", "highlights": [{ "element": \#(JSONString.quoted(targets.focus)) }] }"#)
    }
}
