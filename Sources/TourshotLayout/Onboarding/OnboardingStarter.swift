extension OnboardingStyle {
    /// One page: an emoji, a title and a description on page 1's accent.
    public func starter(_ targets: StarterTargets) -> StarterStep {
        StarterStep(step: ##"{ "page": { "emoji": "👋", "title": "Welcome", "description": "Your app in one sentence.", "colors": ["#FF4D33"] } }"##)
    }
}
