import TourshotModel

extension PolarisStyle {
    /// The bottom card with the top element highlighted: a hint card goes below its focus, so
    /// a bottom button would be covered.
    public func starter(_ targets: StarterTargets) -> StarterStep {
        StarterStep(step: #"{ "title": "Step 1 of 1", "body": "Your app in one sentence.", "highlights": [{ "element": \#(JSONString.quoted(targets.top)) }] }"#)
    }
}
