import Foundation

/// One tour entry of the project file, with paths resolved against the project file.
public struct TourEntry: Sendable, Hashable {
    public let name: String
    public let tutorial: URL
    public let screens: [URL]
    /// `appearance`, `textScale` and `rtl` of the entry: the tutorial previewed differently.
    public internal(set) var variant = PresentationVariant()
    /// `"strings"`: an `.xcstrings` catalog or a folder of `*.lproj/Localizable.strings`.
    public internal(set) var strings: URL?
    /// `"locales"`: the locales previewed (default: every locale of the strings).
    public internal(set) var locales: [String]?
    /// Set when `tutorial` names Swift sources (`tutorial` is then the first of them).
    public internal(set) var swiftSources: SwiftTutorialSources?
}

/// A validated `tourshot.json`.
public struct Project: Sendable, Hashable {
    public let file: URL
    public let tours: [TourEntry]
    public let goldens: URL
    public let output: URL
    /// Tolerance defaults for golden checks (`"check"`); empty when the file sets none.
    public let check: CheckSettings
    /// Folders holding the pinned font files (`"fonts"`), for a machine whose packages put
    /// them elsewhere; empty when the file names none (then Debian's folders).
    public let fonts: [URL]
    /// The face text is measured and drawn in instead of Inter (`"textFont"`): licensed SF Pro
    /// files a team has, say. nil: Inter.
    public internal(set) var textFont: TextFontChoice? = nil
    /// Levels of lint's own checks (`"lint"`); empty when the file sets none.
    public internal(set) var lint = LintSettings()

    public var directory: URL { file.deletingLastPathComponent() }
}

/// A tour with its tutorial and screens loaded and cross-checked.
public struct Tour: Sendable, Hashable {
    public let name: String
    public let tutorial: Tutorial
    public let tutorialFile: URL
    public let screens: [Screen]
    /// The entry's `"strings"` and `"locales"`, nil when the tour is not localized.
    public internal(set) var localization: TourLocalization?
    /// The locale this tour's texts are in, once localized (it names its images).
    public internal(set) var locale: String?

    /// A tour made in memory rather than loaded from a project (`tourshot init` lays out its
    /// starter step before writing it).
    public static func made(name: String, tutorial: Tutorial, tutorialFile: URL, screens: [Screen]) -> Tour {
        Tour(name: name, tutorial: tutorial, tutorialFile: tutorialFile, screens: screens)
    }

    /// The same tour with another tutorial (a variant, a locale, a lint fix), everything else kept.
    public func replacing(tutorial: Tutorial, locale: String? = nil) -> Tour {
        Tour(name: name, tutorial: tutorial, tutorialFile: tutorialFile, screens: screens,
             localization: localization, locale: locale ?? self.locale)
    }
}

/// `"textFont"` of the project file: a family and the font files that hold it (docs/format.md §1).
public struct TextFontChoice: Sendable, Hashable {
    /// The family name the files declare (fontconfig's `family`, e.g. "SF Pro").
    public let family: String
    public let files: [URL]

    public init(family: String, files: [URL]) {
        self.family = family
        self.files = files
    }
}
