import Foundation

/// One tour entry of the project file, with paths resolved against the project file.
public struct TourEntry: Sendable, Hashable {
    public let name: String
    public let tutorial: URL
    public let screens: [URL]
    /// `appearance`, `textScale` and `rtl` of the entry: the tutorial previewed differently.
    public let variant: PresentationVariant

    public init(name: String, tutorial: URL, screens: [URL], variant: PresentationVariant = PresentationVariant()) {
        self.name = name
        self.tutorial = tutorial
        self.screens = screens
        self.variant = variant
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

    public init(name: String, tutorial: Tutorial, tutorialFile: URL, screens: [Screen]) {
        self.name = name
        self.tutorial = tutorial
        self.tutorialFile = tutorialFile
        self.screens = screens
    }
}
