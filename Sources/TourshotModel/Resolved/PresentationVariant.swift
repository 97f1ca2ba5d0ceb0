/// Writing direction of the previewed app (SwiftUI's `layoutDirection`).
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft

    /// Right-to-left for locales whose language is written right to left ("ar", "he-IL", "fa_IR", …).
    public init(locale: String) {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        self = ["ar", "arc", "ckb", "dv", "fa", "ha", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"].contains(language)
            ? .rightToLeft : .leftToRight
    }
}

/// How one preview differs from the tutorial as written: appearance, dynamic type and writing
/// direction. A project's tour entry can carry one (so goldens cover it); the command line's
/// `--dark`, `--text-scale` and `--rtl` make one too.
public struct PresentationVariant: Sendable, Hashable {
    public internal(set) var appearance: Appearance?
    /// Dynamic type factor applied to every font (1: the default size).
    public internal(set) var textScale: Double?
    public internal(set) var layoutDirection: LayoutDirection?
    /// An Xcode pseudolanguage applied to every text (after the locale's).
    public internal(set) var pseudolanguage: Pseudolanguage?

    public init(appearance: Appearance? = nil, textScale: Double? = nil, layoutDirection: LayoutDirection? = nil,
                pseudolanguage: Pseudolanguage? = nil) {
        self.appearance = appearance
        self.textScale = textScale
        self.layoutDirection = layoutDirection
        self.pseudolanguage = pseudolanguage
    }

    /// The tutorial previewed with this variant (unset values keep the tutorial's own).
    public func applied(to tutorial: Tutorial) -> Tutorial {
        var copy = tutorial
        if let appearance { copy.theme.appearance = appearance }
        if let textScale { copy.textScale = textScale }
        if let layoutDirection { copy.layoutDirection = layoutDirection }
        if let pseudolanguage { copy = pseudolanguage.applied(to: copy) }
        return copy
    }

    public func applied(to tour: Tour) -> Tour {
        tour.replacing(tutorial: applied(to: tour.tutorial))
    }
}
