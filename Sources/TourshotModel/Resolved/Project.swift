import Foundation

/// One tour entry of the project file, with paths resolved against the project file.
public struct TourEntry: Sendable, Hashable {
    public let name: String
    public let tutorial: URL
    public let screens: [URL]
    /// `appearance`, `textScale` and `rtl` of the entry: the tutorial previewed differently.
    public let variant: PresentationVariant
    /// `"strings"`: an `.xcstrings` catalog or a folder of `*.lproj/Localizable.strings`.
    public let strings: URL?
    /// `"locales"`: the locales previewed (default: every locale of the strings).
    public let locales: [String]?
    /// Set when `tutorial` names Swift sources (`tutorial` is then the first of them).
    public let swiftSources: SwiftTutorialSources?

    public init(name: String, tutorial: URL, screens: [URL], variant: PresentationVariant = PresentationVariant(),
                strings: URL? = nil, locales: [String]? = nil, swiftSources: SwiftTutorialSources? = nil) {
        self.name = name
        self.tutorial = tutorial
        self.screens = screens
        self.variant = variant
        self.strings = strings
        self.locales = locales
        self.swiftSources = swiftSources
    }
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

    public init(file: URL, tours: [TourEntry], goldens: URL, output: URL, check: CheckSettings = CheckSettings(), fonts: [URL] = []) {
        self.file = file
        self.tours = tours
        self.goldens = goldens
        self.output = output
        self.check = check
        self.fonts = fonts
    }

    public var directory: URL { file.deletingLastPathComponent() }
}

/// A tour with its tutorial and screens loaded and cross-checked.
public struct Tour: Sendable, Hashable {
    public let name: String
    public let tutorial: Tutorial
    public let tutorialFile: URL
    public let screens: [Screen]
    /// The entry's `"strings"` and `"locales"`, nil when the tour is not localized.
    public let localization: TourLocalization?
    /// The locale this tour's texts are in, once localized (it names its images).
    public let locale: String?

    public init(name: String, tutorial: Tutorial, tutorialFile: URL, screens: [Screen],
                localization: TourLocalization? = nil, locale: String? = nil) {
        self.name = name
        self.tutorial = tutorial
        self.tutorialFile = tutorialFile
        self.screens = screens
        self.localization = localization
        self.locale = locale
    }

    /// The same tour with another tutorial (a variant, a locale, a lint fix), everything else kept.
    public func replacing(tutorial: Tutorial, locale: String? = nil) -> Tour {
        Tour(name: name, tutorial: tutorial, tutorialFile: tutorialFile, screens: screens,
             localization: localization, locale: locale ?? self.locale)
    }
}
