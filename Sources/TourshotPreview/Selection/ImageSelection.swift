import TourshotModel

/// Which images a command works on: tours × screens × steps × orientations, each either named
/// or left to the command's default (`Defaults`).
///
/// Every command that selects images — render, layout, lint, review, check, record and
/// `TourshotTesting` — resolves it here, with the same errors.
public struct ImageSelection: Sendable, Hashable {
    /// One orientation (the model's `Orientation`, not a copy of it) or both.
    public enum Orientations: Sendable, Hashable, CaseIterable {
        case one(Orientation)
        case both

        public static let portrait = Orientations.one(.portrait)
        public static let landscape = Orientations.one(.landscape)
        public static let allCases: [Orientations] = Orientation.allCases.map(Orientations.one) + [.both]

        /// How the command line and messages name it: portrait, landscape, both.
        public var name: String {
            switch self {
            case .one(let orientation): orientation.rawValue
            case .both: "both"
            }
        }
    }

    /// What a part left unnamed selects: the first one or every one.
    public enum Scope: Sendable, Hashable {
        case first, every
    }

    /// A command's defaults for the parts not named.
    public struct Defaults: Sendable, Hashable {
        public let tours: Scope
        public let screens: Scope
        public let orientations: Scope

        /// render and layout: the first tour's first screen in its first orientation, every step.
        public static let firstScreen = Defaults(tours: .first, screens: .first, orientations: .first)
        /// review: one tour (the first), every screen and orientation.
        public static let oneTour = Defaults(tours: .first, screens: .every, orientations: .every)
        /// lint, check and record: everything.
        public static let everything = Defaults(tours: .every, screens: .every, orientations: .every)
    }

    public var tour: String?
    public var screen: String?
    /// 1-based; nil for every step.
    public var step: Int?
    public var orientation: Orientations?
    /// One locale of the localized tours (nil: every locale each tour lists).
    public var locale: String?
    public var defaults: Defaults

    public init(tour: String? = nil, screen: String? = nil, step: Int? = nil, orientation: Orientations? = nil,
                locale: String? = nil, defaults: Defaults) {
        self.tour = tour
        self.screen = screen
        self.step = step
        self.orientation = orientation
        self.locale = locale
        self.defaults = defaults
    }

    /// The same selection with every screen of each tour instead of the default's first
    /// (`render --all-screens`); a named screen still narrows it.
    public func everyScreen() -> ImageSelection {
        var copy = self
        copy.defaults = Defaults(tours: defaults.tours, screens: .every, orientations: defaults.orientations)
        return copy
    }

    /// Whether nothing narrows the defaults (so goldens no image owns can be reported).
    public var namesNothing: Bool { tour == nil && screen == nil && step == nil && orientation == nil && locale == nil }
}
