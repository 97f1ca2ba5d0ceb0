/// What a custom card button does (TutorialKit's `TutorialActions`).
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
    case next, skip, dismiss
}

/// Prominence of a custom card button.
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
    case primary, secondary
}

/// A custom card button (`buttons` of a step).
public struct CardButton: Sendable, Hashable {
    public let title: String
    public let role: ButtonRole
    public let style: ButtonStyle

    public init(title: String, role: ButtonRole = .next, style: ButtonStyle = .primary) {
        self.title = title
        self.role = role
        self.style = style
    }
}

/// Cutout shapes shared by Instructions, Polaris and Spotlight.
public enum HighlightShape: String, Sendable, Hashable, CaseIterable {
    case rect, roundedRect, circle, oval, capsule
}

/// How a rounded rect's corner radius is found (Polaris' `CornerRadiusMode`; a fixed radius is
/// also Instructions' and Spotlight's only mode).
public enum CornerRadiusRule: Sendable, Hashable {
    /// A fixed radius in points (`cornerRadius`).
    case fixed(Double)
    /// The element's captured corner radius plus `delta` (`cornerRadiusDelta`, Polaris `followFocusView`).
    case followElement(delta: Double)
    /// The element's captured corner radius times `factor` (`cornerRadiusScale`, Polaris `scaleWithFocusView`).
    case scaleElement(factor: Double)
}

/// How a circle's radius is found (Polaris' `CircleFocusStyle.RadiusMode`).
public enum CircleRadiusRule: Sendable, Hashable {
    /// A fixed radius in points (`radius`).
    case fixed(Double)
    /// Half the element's shorter side times `factor` (`radiusScale`, Polaris `scaledToFocusView`).
    case scaleElement(factor: Double)
}

/// A cutout in the dimming around an element. Unset values take the tutorial style's defaults
/// (docs/styles.md, "Highlights"); `shape` is inferred as `roundedRect` from a corner-radius key and as
/// `circle` from a radius key.
public struct Highlight: Sendable, Hashable {
    public let element: String
    public let shape: HighlightShape?
    public let padding: Double?
    public let cornerRadius: CornerRadiusRule?
    public let radius: CircleRadiusRule?
    /// Moves the cutout (Polaris' circle `centerOffset`).
    public let offset: Point

    public init(element: String, shape: HighlightShape? = nil, padding: Double? = nil, cornerRadius: Double? = nil) {
        self.init(element: element, shape: shape, padding: padding, cornerRadiusRule: cornerRadius.map { .fixed($0) })
    }

    public init(element: String, shape: HighlightShape? = nil, padding: Double? = nil,
                cornerRadiusRule: CornerRadiusRule?, radius: CircleRadiusRule? = nil, offset: Point = .zero) {
        self.element = element
        self.shape = shape ?? (cornerRadiusRule != nil ? .roundedRect : (radius != nil ? .circle : nil))
        self.padding = padding
        self.cornerRadius = cornerRadiusRule
        self.radius = radius
        self.offset = offset
    }
}

/// Which side of its element an attached card goes to.
public enum AttachmentSide: String, Sendable, Hashable, CaseIterable {
    case auto, above, below
    /// On the element itself: Instructions' `displayOverCutoutPath` (centred on the cutout, no arrow).
    case over
}

/// A card attached to an element (coach mark, buddy view, spotlight message).
public struct Attachment: Sendable, Hashable {
    public let element: String
    public internal(set) var side = AttachmentSide.auto
    public internal(set) var tail = true
}

/// Gesture hint shown on an onboarding page.
public enum GestureHint: String, Sendable, Hashable, CaseIterable {
    case swipe, tap
}

/// A full-screen onboarding page.
public struct OnboardingPage: Sendable, Hashable {
    public let emoji: String?
    public let title: String?
    public let description: String?
    public let colors: [RGBAColor]
    public let gestureHint: GestureHint?

    public init(emoji: String?, title: String?, description: String?, colors: [RGBAColor], gestureHint: GestureHint?) {
        self.emoji = emoji
        self.title = title
        self.description = description
        self.colors = colors
        self.gestureHint = gestureHint
    }
}

/// One tutorial step with TutorialKit's field names and defaults.
public struct Step: Sendable, Hashable {
    public internal(set) var title: String = ""
    public internal(set) var body: String = ""
    public internal(set) var arrows: [ArrowSpec] = []
    public internal(set) var blurTargets: [String] = []
    public internal(set) var supplementalArrows: [ArrowSpec] = []
    public internal(set) var triggers: [String] = []
    public internal(set) var tags: [String] = []
    public internal(set) var centered = false
    /// Card centre as fractions of the container.
    public internal(set) var position: Point?
    public internal(set) var landscapePosition: Point?
    /// Custom card buttons; nil means TutorialKit's default Skip / Next row.
    public internal(set) var buttons: [CardButton]?
    public internal(set) var highlights: [Highlight] = []
    public internal(set) var attachTo: Attachment?
    public internal(set) var page: OnboardingPage?
    /// The step's object in its tutorial file, so a finding about the step can point there
    /// (lint's GitHub annotations); nil for steps not read from a JSON file. Not compared.
    public internal(set) var source: SourcePosition?

    /// Steps come from the decoders (tests build them field by field through `@testable`).
    init() {}
}
