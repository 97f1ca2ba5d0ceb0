import Foundation
import TourshotFiles

/// Reads a tutorial from Swift sources. TourshotModel only names the need: tourshot hands in
/// TourshotPreview's `SwiftReaderProcess`, which runs tourshot-swift-reader (TourshotSwiftSource,
/// swift-syntax) so the tourshot binary does not link swift-syntax (docs/swift-sources.md).
public protocol TutorialSourceReading: Sendable {
    /// - Parameter elementIDs: the ids the tour's screens capture, which a Swift element may match
    ///   by its property name, its id or its label.
    /// - Parameter captures: the tour's captures, where a view the running app makes (the
    ///   navigation bar, a cell) is found by its type and place.
    /// - Parameter answers: the tour's `"answers"`; the tutorial lists those it used.
    func tutorial(_ sources: [URL], provider: String?, answers: [SwiftAnswer], elementIDs: Set<String>, captures: [CaptureOutline],
                  policy: PathPolicy,
                  referencedFrom: String?) throws(InputError) -> Tutorial
}

/// A tour whose `tutorial` names `.swift` files or folders, with what the Swift does not say:
/// which provider, which presentation each trigger opens, the dimming, the answers for values
/// the app computes (docs/swift-sources.md).
public struct SwiftTutorialSources: Sendable, Hashable {
    public let paths: [URL]
    public let provider: String?
    public let triggers: [String: String]
    public let theme: Theme?
    /// What the tour answers for values the Swift computes when the app runs.
    public let answers: [SwiftAnswer]

    public init(paths: [URL], provider: String? = nil, triggers: [String: String] = [:], theme: Theme? = nil, answers: [SwiftAnswer] = []) {
        self.paths = paths
        self.provider = provider
        self.triggers = triggers
        self.theme = theme
        self.answers = answers
    }

    /// A `tutorial` path read as Swift: a `.swift` file or a folder (anything not `.json`).
    public static func isSwift(_ path: String) -> Bool {
        !path.lowercased().hasSuffix(".json")
    }

    /// The tutorial the reader returned, with the tour's triggers and theme added.
    public func completed(_ tutorial: Tutorial) -> Tutorial {
        var tutorial = tutorial
        tutorial.triggers.merge(triggers) { _, tour in tour }
        if let theme { tutorial.theme = theme }
        return tutorial
    }
}
