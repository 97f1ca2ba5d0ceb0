import Foundation

/// One tour entry of the project file, with paths resolved against the project file.
public struct TourEntry: Sendable, Hashable {
    public let name: String
    public let tutorial: URL
    public let screens: [URL]
    /// `appearance`, `textScale` and `rtl` of the entry: the tutorial previewed differently.
    public let variant: PresentationVariant
    /// Set when `tutorial` names Swift sources (`tutorial` is then the first of them).
    public let swiftSources: SwiftTutorialSources?

    public init(name: String, tutorial: URL, screens: [URL], variant: PresentationVariant = PresentationVariant(),
                swiftSources: SwiftTutorialSources? = nil) {
        self.name = name
        self.tutorial = tutorial
        self.screens = screens
        self.variant = variant
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

    public init(file: URL, tours: [TourEntry], goldens: URL, output: URL, check: CheckSettings = CheckSettings()) {
        self.file = file
        self.tours = tours
        self.goldens = goldens
        self.output = output
        self.check = check
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
