/// How the arrow curves (TutorialKit's `ArrowBend`).
public enum ArrowBend: String, Sendable, Hashable, CaseIterable {
    case auto, left, right, none
}

/// How strongly the arrow curves (TutorialKit's `ArrowBendStrength`).
public enum ArrowBendStrength: String, Sendable, Hashable, CaseIterable {
    case low, medium, high

    /// Curvature magnitude as a fraction of the chord (capped at 240 pt by the curve).
    public var magnitude: Double {
        switch self {
        case .low: 0.1
        case .medium: 0.4
        case .high: 0.85
        }
    }
}

/// Multi-line alignment of label text.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// One arrow of a step with every default applied and landscape overrides resolved
/// exactly as TutorialKit's `TutorialArrow` initialiser does.
public struct ArrowSpec: Sendable, Hashable {
    public let element: String
    public let anchor: Oriented<ElementAnchor>
    public let fromAnchor: Oriented<ElementAnchor>
    public internal(set) var length: Oriented<Double>
    public internal(set) var angle: Oriented<Double>
    public let textAlignment: Oriented<TextAlignment>
    public let anchorOffset: Oriented<Point>
    public let bend: ArrowBend
    public let bendStrength: ArrowBendStrength
    /// Overrides the element's label for this arrow.
    public internal(set) var label: String?

    public init(
        element: String,
        anchor: ElementAnchor = .top, anchorH: ElementAnchor? = nil,
        fromAnchor: ElementAnchor? = nil, fromAnchorH: ElementAnchor? = nil,
        length: Double = 50, lengthH: Double? = nil,
        angle: Double? = nil, angleH: Double? = nil,
        textAlignment: TextAlignment = .center, textAlignmentH: TextAlignment? = nil,
        anchorOffset: Point = .zero, anchorOffsetH: Point? = nil,
        bend: ArrowBend = .auto, bendStrength: ArrowBendStrength = .medium,
        label: String? = nil
    ) {
        self.element = element
        let landscapeAnchor = anchorH ?? anchor
        self.anchor = Oriented(portrait: anchor, landscape: landscapeAnchor)
        // As TutorialKit: an explicit portrait fromAnchor wins over the landscape anchor's opposite.
        self.fromAnchor = Oriented(portrait: fromAnchor ?? anchor.opposite,
                                   landscape: fromAnchorH ?? fromAnchor ?? landscapeAnchor.opposite)
        self.length = Oriented(portrait: length, landscape: lengthH ?? length)
        self.angle = Oriented(portrait: angle ?? anchor.defaultAngle,
                              landscape: angleH ?? angle ?? landscapeAnchor.defaultAngle)
        self.textAlignment = Oriented(portrait: textAlignment, landscape: textAlignmentH ?? textAlignment)
        self.anchorOffset = Oriented(portrait: anchorOffset, landscape: anchorOffsetH ?? anchorOffset)
        self.bend = bend
        self.bendStrength = bendStrength
        self.label = label
    }
}

extension ArrowSpec {
    /// The same arrow with `angle` and `length` replaced in one orientation (the other keeps
    /// its values): what a designer would write as `angle`/`length` or `angleH`/`lengthH`.
    public func placed(angle: Double, length: Double, in orientation: Orientation) -> ArrowSpec {
        var copy = self
        switch orientation {
        case .portrait:
            copy.angle = Oriented(portrait: angle, landscape: self.angle.landscape)
            copy.length = Oriented(portrait: length, landscape: self.length.landscape)
        case .landscape:
            copy.angle = Oriented(portrait: self.angle.portrait, landscape: angle)
            copy.length = Oriented(portrait: self.length.portrait, landscape: length)
        }
        return copy
    }
}
