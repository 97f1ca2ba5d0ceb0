import Foundation
import TourshotFiles

/// Reads a tutorial from Swift sources. TourshotModel only names the need: tourshot hands in
/// TourshotPreview's `SwiftReaderProcess`, which runs tourshot-swift-reader (TourshotSwiftSource,
/// swift-syntax) so the tourshot binary does not link swift-syntax (docs/swift-sources.md).
public protocol TutorialSourceReading: Sendable {
    /// - Parameter elementIDs: the ids the tour's screens capture, which a Swift element may match
    ///   by its property name, its id or its label.
    func tutorial(_ sources: [URL], provider: String?, elementIDs: Set<String>, policy: PathPolicy,
                  referencedFrom: String?) throws(InputError) -> Tutorial
}

/// A tour whose `tutorial` names `.swift` files or folders, with what the Swift does not say:
/// which provider, which presentation each trigger opens, the dimming (docs/swift-sources.md).
public struct SwiftTutorialSources: Sendable, Hashable {
    public let paths: [URL]
    public let provider: String?
    public let triggers: [String: String]
    public let theme: Theme?

    public init(paths: [URL], provider: String? = nil, triggers: [String: String] = [:], theme: Theme? = nil) {
        self.paths = paths
        self.provider = provider
        self.triggers = triggers
        self.theme = theme
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
