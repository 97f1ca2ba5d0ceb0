/// Something the device will get wrong (or that makes the preview incomplete), explained.
public struct LayoutWarning: Sendable, Hashable {
    public enum Code: String, Sendable, Hashable {
        case elementMissing = "element-missing"
        case presentationMissing = "presentation-missing"
        case presentationNotShown = "presentation-not-shown"
        case blurTargetMissing = "blur-target-missing"
        case labelOffscreen = "label-offscreen"
        case labelOverlap = "label-overlap"
        case cardOffscreen = "card-offscreen"
        case cardCoversTarget = "card-covers-target"
        case presentationCoversCard = "presentation-covers-card"
        /// Instructions: the coach mark leaves the window (it is never moved back).
        case coachMarkOffscreen = "coach-mark-offscreen"
        /// Instructions: the arrow stays on the point of interest beyond the body's edge.
        case coachMarkArrowOffBody = "coach-mark-arrow-off-body"
        /// Spotlight: no element is focused, so the circular hole swallows the whole dimming.
        case spotlightNoTarget = "spotlight-no-target"
        /// Onboarding: the page content is taller than the pager between Skip and the dots.
        case pageContentClipped = "page-content-clipped"
    }

    public let code: Code
    public let element: String?
    public let message: String

    public init(_ code: Code, element: String? = nil, _ message: String) {
        self.code = code
        self.element = element
        self.message = message
    }
}
