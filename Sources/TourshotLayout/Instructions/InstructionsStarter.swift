import TourshotModel

extension InstructionsStyle {
    /// A coach mark at the highlighted focus, its next label "Ok!" as Instructions' example.
    public func starter(_ targets: StarterTargets) -> StarterStep {
        StarterStep(step: #"{ "body": "Tap here to begin.", "highlights": [{ "element": \#(JSONString.quoted(targets.focus)) }], "buttons": [{ "title": "Ok!", "role": "next" }] }"#)
    }
}
