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
        case featureNotRendered = "feature-not-rendered"
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
