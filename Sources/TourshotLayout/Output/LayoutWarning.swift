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

    /// A warning's code: its name in the output, its level, and what shared checks read of it.
    /// The codes any step can raise are declared here; a style's own codes in its folder
    /// (`extension LayoutWarning.Code`), listed by its `ReferenceStyle.warningCodes`, so no
    /// shared switch names one style's code.
    public struct Code: RawRepresentable, Sendable, Hashable, CaseIterable {
        /// What the shared checks read of a code.
        public struct Traits: OptionSet, Sendable, Hashable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// About the card's placement: `--annotate` outlines the card when the warning gives no region.
            public static let aboutCard = Traits(rawValue: 1 << 0)
            /// The card leaves the screen, which says all there is about its text (`TextClipLint`).
            public static let cardOffscreen = Traits(rawValue: 1 << 1)
            /// Text does not fully show (`TextClipLint` reports these with its own).
            public static let clipsText = Traits(rawValue: 1 << 2)
        }

        public let rawValue: String
        /// How serious the code is (see `LayoutWarning`).
        public let level: Level
        public let traits: Traits

        public init(_ rawValue: String, _ level: Level, _ traits: Traits = []) {
            (self.rawValue, self.level, self.traits) = (rawValue, level, traits)
        }

        /// A known code by its name.
        public init?(rawValue: String) {
            guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = known
        }

        /// A code is its name.
        public static func == (a: Code, b: Code) -> Bool { a.rawValue == b.rawValue }
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

        /// Every code: the shared ones, then each style's own.
        public static var allCases: [Code] { shared + ReferenceStyles.warningCodes }

        static let shared: [Code] = [
            .elementMissing, .presentationMissing, .presentationNotShown, .blurTargetMissing, .labelOffscreen,
            .labelOutsideSafeArea, .labelOverlap, .labelCoversTarget, .cardOffscreen, .cardOutsideSafeArea, .cardCoversTarget,
            .arrowCrossing, .arrowCrossesCard, .textOverflow, .presentationCoversCard, .elementOffscreen, .arrowTipOffscreen,
            .targetCovered, .smallTarget, .lowContrast, .textClipped, .underHardware,
        ]

        public static let elementMissing = Code("element-missing", .error)
        public static let presentationMissing = Code("presentation-missing", .error)
        public static let presentationNotShown = Code("presentation-not-shown", .error)
        public static let blurTargetMissing = Code("blur-target-missing", .warning)
        public static let labelOffscreen = Code("label-offscreen", .error)
        /// A label on screen but under the status bar, notch or home indicator.
        public static let labelOutsideSafeArea = Code("label-outside-safe-area", .warning)
        public static let labelOverlap = Code("label-overlap", .error)
        /// A label over another arrow's tip or a highlighted cutout.
        public static let labelCoversTarget = Code("label-covers-target", .error)
        public static let cardOffscreen = Code("card-offscreen", .error, [.aboutCard, .cardOffscreen])
        /// The card on screen but under the status bar, notch or home indicator.
        public static let cardOutsideSafeArea = Code("card-outside-safe-area", .warning, .aboutCard)
        public static let cardCoversTarget = Code("card-covers-target", .error)
        /// Two arrows' curves cross.
        public static let arrowCrossing = Code("arrow-crossing", .warning)
        /// An arrow's curve runs across the card.
        public static let arrowCrossesCard = Code("arrow-crosses-card", .warning)
        /// Text wider or taller than the box the layout gives it: the device clips or overflows it.
        public static let textOverflow = Code("text-overflow", .error, [.aboutCard, .clipsText])
        public static let presentationCoversCard = Code("presentation-covers-card", .warning, .aboutCard)
        /// A targeted element's captured frame reaches past the screen (`CaptureLint`).
        public static let elementOffscreen = Code("element-offscreen", .error)
        /// An arrow's tip lies outside the screen, so its head is not drawn (`CaptureLint`).
        public static let arrowTipOffscreen = Code("arrow-tip-offscreen", .error)
        /// A targeted element lies under a shown presentation or under an element the capture
        /// draws above it, so the user cannot see or tap what the step points at (`CaptureLint`).
        public static let targetCovered = Code("target-covered", .warning)
        /// A card's or page's button smaller than 44×44 pt (`TouchTargetLint`; `lint` only).
        public static let smallTarget = Code("small-target", .warning)
        /// Overlay text below WCAG's contrast minimum on the pixels behind it, or an arrow below
        /// 3:1 against the pixels beside it (`ContrastLint`, `ArrowContrast`; `lint` only).
        public static let lowContrast = Code("low-contrast", .warning)
        /// Tutorial text cut by a clip or the screen's edge at the step's text scale, or (a hint)
        /// clipped or overflowing only at a larger Dynamic Type size (`TextClipLint`; `lint` only).
        public static let textClipped = Code("text-clipped", .warning, .clipsText)
        /// Text, a button or an arrowhead under the status bar, the notch or Dynamic Island, or
        /// the home indicator of the screen's device (`HardwareLint`; `lint` only).
        public static let underHardware = Code("under-hardware", .warning)
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
