import TourshotModel

/// Something the device will get wrong (or that makes the preview incomplete), explained.
///
/// Every warning has a `level`: `error` when the device visibly draws something broken (content
/// off screen, hidden or unreadable, an arrow that is not drawn), `warning` when the result is
/// legible but worth a designer's look (inside the screen but under the notch or home indicator,
/// crossing lines, a reference system's own quirk reproduced on purpose). `tourshot lint` exits 1
/// when any warning is an error.
public struct LayoutWarning: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning
    }

    public enum Code: String, Sendable, Hashable, CaseIterable {
        case elementMissing = "element-missing"
        case presentationMissing = "presentation-missing"
        case presentationNotShown = "presentation-not-shown"
        case blurTargetMissing = "blur-target-missing"
        case labelOffscreen = "label-offscreen"
        /// A label on screen but under the status bar, notch or home indicator.
        case labelOutsideSafeArea = "label-outside-safe-area"
        case labelOverlap = "label-overlap"
        /// A label over another arrow's tip or a highlighted cutout.
        case labelCoversTarget = "label-covers-target"
        case cardOffscreen = "card-offscreen"
        /// The card on screen but under the status bar, notch or home indicator.
        case cardOutsideSafeArea = "card-outside-safe-area"
        case cardCoversTarget = "card-covers-target"
        /// Two arrows' curves cross.
        case arrowCrossing = "arrow-crossing"
        /// An arrow's curve runs across the card.
        case arrowCrossesCard = "arrow-crosses-card"
        /// Text wider or taller than the box the layout gives it: the device clips or overflows it.
        case textOverflow = "text-overflow"
        case presentationCoversCard = "presentation-covers-card"
        /// Instructions: the coach mark leaves the window (it is never moved back).
        case coachMarkOffscreen = "coach-mark-offscreen"
        /// Instructions: the arrow stays on the point of interest beyond the body's edge.
        case coachMarkArrowOffBody = "coach-mark-arrow-off-body"
        /// Spotlight: no element is focused, so the circular hole swallows the whole dimming.
        case spotlightNoTarget = "spotlight-no-target"
        /// Onboarding: the page content is taller than the pager between Skip and the dots.
        case pageContentClipped = "page-content-clipped"
        /// A targeted element's captured frame reaches past the screen (`CaptureLint`).
        case elementOffscreen = "element-offscreen"
        /// An arrow's tip lies outside the screen, so its head is not drawn (`CaptureLint`).
        case arrowTipOffscreen = "arrow-tip-offscreen"
        /// A targeted element lies under a shown presentation or under an element the capture
        /// draws above it, so the user cannot see or tap what the step points at (`CaptureLint`).
        case targetCovered = "target-covered"
        /// A card's or page's button smaller than 44×44 pt (`TouchTargetLint`; `lint` only).
        case smallTarget = "small-target"
        /// Overlay text below WCAG's contrast minimum on the pixels behind it, or an arrow below
        /// 3:1 against the pixels beside it (`ContrastLint`, `ArrowContrast`; `lint` only).
        case lowContrast = "low-contrast"
        /// Tutorial text cut by a clip or the screen's edge at the step's text scale, or (a hint)
        /// clipped or overflowing only at a larger Dynamic Type size (`TextClipLint`; `lint` only).
        case textClipped = "text-clipped"
        /// Text, a button or an arrowhead under the status bar, the notch or Dynamic Island, or
        /// the home indicator of the screen's device (`HardwareLint`; `lint` only).
        case underHardware = "under-hardware"

        /// How serious the code is (see `LayoutWarning`).
        public var level: Level {
            switch self {
            case .elementMissing, .presentationMissing, .presentationNotShown, .labelOffscreen, .labelOverlap,
                 .labelCoversTarget, .cardOffscreen, .cardCoversTarget, .textOverflow, .coachMarkOffscreen,
                 .elementOffscreen, .arrowTipOffscreen:
                .error
            case .blurTargetMissing, .labelOutsideSafeArea, .cardOutsideSafeArea, .arrowCrossing, .arrowCrossesCard,
                 .presentationCoversCard, .coachMarkArrowOffBody, .spotlightNoTarget, .pageContentClipped, .targetCovered,
                 .smallTarget, .lowContrast, .textClipped, .underHardware:
                .warning
            }
        }
    }

    public let code: Code
    public let element: String?
    public let message: String
    /// A concrete change that removes the warning, found by searching the arrow's parameters
    /// and laying the step out again (nil when no change in the searched range helps).
    public internal(set) var fix: String?
    /// Where on the canvas the problem is, when the check knows better than the element's label
    /// or the card (used by `--annotate`).
    public internal(set) var region: Rect?

    /// The code's level unless the project sets another for it (`lint`'s own checks, `atLevel`).
    public private(set) var level: Level

    public init(_ code: Code, element: String? = nil, _ message: String, fix: String? = nil, region: Rect? = nil) {
        self.region = region
        self.code = code
        self.level = code.level
        self.element = element
        self.message = message
        self.fix = fix
    }

    /// The same warning at `level` (a project's `"lint"` setting).
    public func atLevel(_ level: Level) -> LayoutWarning {
        var copy = self
        copy.level = level
        return copy
    }
}
