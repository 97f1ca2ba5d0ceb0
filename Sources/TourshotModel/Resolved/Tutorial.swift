/// The reference system whose look and placement rules a tutorial follows.
public enum TutorialStyle: String, Sendable, Hashable, CaseIterable {
    case tutorialkit, instructions, polaris, spotlight, onboarding

    /// The style of a tutorial that names none.
    public static let standard = TutorialStyle.tutorialkit

    /// The cutout shape a highlight without `shape` gets: Instructions' default cutout and
    /// TutorialKit/onboarding are rounded rects, Polaris' default focus style is a plain rect,
    /// Spotlight's default element shape is a circle.
    public var defaultHighlightShape: HighlightShape {
        switch self {
        case .tutorialkit, .instructions, .onboarding: .roundedRect
        case .polaris: .rect
        case .spotlight: .circle
        }
    }
}

/// The iOS appearance a preview is drawn in. Styles whose colours are dynamic (Instructions'
/// overlay and body, Spotlight's dim and box, Polaris' example cards, the onboarding
/// presentation background) switch with it; TutorialKit's colours are fixed.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// Overrides of a style's look.
public struct Theme: Sendable, Hashable {
    public internal(set) var dimmingColor: RGBAColor?
    public internal(set) var dimmingOpacity: Double?
    /// The appearance the tutorial is previewed in (nil: light, unless the caller chooses).
    public internal(set) var appearance: Appearance?
    /// Colours an app sets on Instructions' default coach views (`theme.coachMark`).
    public internal(set) var coachMark = CoachMarkColors()

    public init(dimmingColor: RGBAColor? = nil, dimmingOpacity: Double? = nil, appearance: Appearance? = nil) {
        self.dimmingColor = dimmingColor
        self.dimmingOpacity = dimmingOpacity
        self.appearance = appearance
    }
}

/// Colours an app sets on Instructions' default coach views, each nil for the style's own
/// (docs/format.md, `theme.coachMark`): fixed colours, the same in either appearance.
public struct CoachMarkColors: Sendable, Hashable {
    /// `bodyView.hintLabel.textColor`.
    public internal(set) var hint: RGBAColor?
    /// `bodyView.nextLabel.textColor`.
    public internal(set) var next: RGBAColor?
    /// `bodyView.separator.backgroundColor`.
    public internal(set) var separator: RGBAColor?
    /// `bodyView.backgroundColor`: the body view's whole rectangle, behind its rounded background.
    public internal(set) var background: RGBAColor?
    /// `bodyView.background.innerColor` and `.borderColor`: the rounded background's fill and rim.
    public internal(set) var inner: RGBAColor?
    public internal(set) var border: RGBAColor?
    /// `arrowView.background.innerColor` and `.borderColor`.
    public internal(set) var arrowInner: RGBAColor?
    public internal(set) var arrowBorder: RGBAColor?

    public init() {}

    /// The JSON key of each colour, in the documented order, and how to set it.
    public static var keys: [(String, WritableKeyPath<CoachMarkColors, RGBAColor?>)] {
        [("hintColor", \.hint), ("nextColor", \.next), ("separatorColor", \.separator), ("backgroundColor", \.background),
         ("innerColor", \.inner), ("borderColor", \.border), ("arrowInnerColor", \.arrowInner), ("arrowBorderColor", \.arrowBorder)]
    }
}

/// A validated tutorial file.
public struct Tutorial: Sendable, Hashable {
    public internal(set) var style: TutorialStyle = .standard
    public internal(set) var theme = Theme()
    /// Arrow label per element id (TutorialKit's `TutorialElement.label`).
    public internal(set) var elementLabels: [String: String] = [:]
    /// Trigger name → presentation id it opens.
    public internal(set) var triggers: [String: String] = [:]
    public internal(set) var steps: [Step] = []
    /// The tutorial's `locale` (e.g. "ar"), which sets `layoutDirection`.
    public internal(set) var locale: String?
    /// Leading/trailing card alignment and text direction (TutorialKit's anchors stay absolute).
    public internal(set) var layoutDirection: LayoutDirection = .leftToRight
    /// Dynamic type factor applied to every font (1: the default size).
    public internal(set) var textScale: Double = 1
    /// The tour's answers its Swift reading used (docs/swift-sources.md#answers); not compared.
    public internal(set) var answers = SwiftAnswerUses()

    /// Tutorials come from the decoders (tests build them field by field through `@testable`).
    init() {}

    /// The label text of an arrow: its own override, else the element's label, else the id.
    public func labelText(for arrow: ArrowSpec) -> String {
        arrow.label ?? elementLabels[arrow.element] ?? arrow.element
    }
}

extension Tutorial {
    /// This tutorial with one arrow of step `stepNumber` (1-based) replaced: how the design
    /// review tries a fix without the resolved model being writable outside this module.
    public func replacingArrow(step stepNumber: Int, supplemental: Bool, index: Int, with arrow: ArrowSpec) -> Tutorial {
        var copy = self
        if supplemental { copy.steps[stepNumber - 1].supplementalArrows[index] = arrow } else { copy.steps[stepNumber - 1].arrows[index] = arrow }
        return copy
    }
}

extension Tutorial {
    /// This tutorial with the theme's dimming set (nil keeps a value): a contrast fix tried by `lint`.
    public func replacingDimming(color: RGBAColor? = nil, opacity: Double? = nil) -> Tutorial {
        var copy = self
        if let color { copy.theme.dimmingColor = color }
        if let opacity { copy.theme.dimmingOpacity = opacity }
        return copy
    }

    /// This tutorial with step `stepNumber`'s (1-based) onboarding page replaced: a contrast fix tried by `lint`.
    public func replacingPage(step stepNumber: Int, with page: OnboardingPage) -> Tutorial {
        var copy = self
        copy.steps[stepNumber - 1].page = page
        return copy
    }
}
