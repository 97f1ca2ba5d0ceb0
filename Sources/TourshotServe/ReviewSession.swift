import Foundation
import TourshotModel
import TourshotPreview

/// The images the page shows and the error it shows instead when an input is broken. All
/// drawing and recording happens on one serial queue, so a refresh, an annotated picture and
/// an Accept never run their pipelines at once; readers take a snapshot under the lock.
public final class ReviewSession: @unchecked Sendable {
    public struct Settings: Sendable {
        public let projectPath: String?
        public let allowOutside: Bool
        /// How many images the session keeps drawn (`Limits.servedImages`; tests use fewer).
        public let imageLimit: Int

        public init(projectPath: String?, allowOutside: Bool, imageLimit: Int = Limits.servedImages) {
            self.projectPath = projectPath
            self.allowOutside = allowOutside
            self.imageLimit = imageLimit
        }
    }

    /// Records one image's goldens the way `tourshot record` does if its inputs and fonts still have the
    /// key of the picture the page showed; returns the lines it printed or throws its failure
    /// (a `Refusal` is passed on to the page as it is).
    public typealias Acceptor = @Sendable (_ job: ImageJob, _ project: PreviewProject, _ shownKey: String) throws -> [String]

    /// What one refresh changed, for the page: images drawn anew (shown at once), images whose
    /// review (warnings, golden verdict) is now known, images gone, or the inputs' error.
    public struct Update: Sendable, Equatable {
        public let version: Int
        public let redrawn: [String]
        public var reviewed: [String] = []
        public let removed: [String]
        public let error: [String]?
        /// Seconds from the refresh's start to this update.
        public var seconds: Double = 0
    }

    let settings: Settings
    let acceptor: Acceptor
    let queue = DispatchQueue(label: "tourshot-serve drawing")
    private let lock = NSLock()
    private var state = State()
    /// Called after every refresh and Accept, on the drawing queue.
    public var onUpdate: @Sendable (Update) -> Void = { _ in }
    /// Called with the folders to watch after each refresh that loaded the project.
    public var onInputs: @Sendable (Set<String>) -> Void = { _ in }

    struct State {
        var images: [String: ServedImage] = [:]
        /// Image ids per variant, in suite order.
        var order: [PageVariant: [String]] = [:]
        /// The variants kept drawn: the base one first, then the others the page asked for, the
        /// most recent last (at most `Limits.servedVariants` in all).
        var variants: [PageVariant] = [.base]
        /// Variants dropped to keep `Limits.servedVariants`: a page following live updates on
        /// one of them is told so instead of drawing it again.
        var dropped: Set<PageVariant> = []
        var error: [String]?
        var version = 0
        var project: PreviewProject?
        var goldens: URL?
        var annotated: [String: (version: Int, png: [UInt8])] = [:]
        /// Folders of every input seen since start (a folder no longer used costs one watch).
        var watched: Set<String> = []
    }

    public init(_ settings: Settings, acceptor: @escaping Acceptor) {
        self.settings = settings
        self.acceptor = acceptor
    }

    func read<T>(_ body: (State) -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body(state)
    }

    func change<T>(_ body: (inout State) -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body(&state)
    }

    /// Runs `work` on the drawing queue and returns its result to an async caller.
    func onQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }

    /// A refresh after the inputs changed (the watcher's callback).
    public func inputsChanged() {
        queue.async { self.refresh() }
    }

    /// A refresh now, waited for: the first drawing before the server answers (and tests).
    @discardableResult
    public func refreshNow() -> Update {
        queue.sync { refresh() }
    }

    /// The error the page shows now (tests).
    var currentError: [String]? { read(\.error) }
}
