import Foundation
import TourshotLayout
import TourshotModel
import TourshotParallel

/// One image to produce: a step of a tour on a screen in an orientation.
public struct ImageJob: Sendable {
    public let tour: Tour
    public let screen: Screen
    /// 1-based.
    public let step: Int
    public let orientation: Orientation

    public init(tour: Tour, screen: Screen, step: Int, orientation: Orientation) {
        self.tour = tour
        self.screen = screen
        self.step = step
        self.orientation = orientation
    }
}

/// Lays out and renders images on all cores. Each worker owns its fonts (Pango objects are
/// not shared between threads); screenshots are decoded once and shared.
public struct RenderPool: Sendable {
    public let screenshots = ScreenshotCache()
    /// Pixel scale override (nil: each screen's own).
    public let scale: Double?
    /// Whether layouts carry the design review's warnings and searched fixes. A plain render
    /// draws the same pixels without them and skips the fix search (up to hundreds of layouts).
    public let lint: Bool

    public init(scale: Double? = nil, lint: Bool = true) {
        self.scale = scale
        self.lint = lint
    }

    /// Images rendered at once: one per core, or fewer with `TOURSHOT_JOBS` (validated when the
    /// command starts) on a shared CI machine. A lone image's blur and PNG compression use every core.
    public static var workerLimit: Int {
        let cores = ParallelLoop.shared.helpers + 1
        return min((try? JobsSetting.requested()) ?? cores, cores)
    }

    /// Runs `work` for every job with a worker-local measurer and renderer; results keep job
    /// order. The first error stops the remaining jobs and is rethrown.
    public func map<T: Sendable>(_ jobs: [ImageJob], _ work: @escaping @Sendable (ImageJob, ImageLayout, ImageRenderer) throws -> T) throws -> [T] {
        let state = PoolState<T>(count: jobs.count)
        let workers = max(1, min(Self.workerLimit, jobs.count))
        let screenshots = self.screenshots, scale = self.scale, lint = self.lint
        ParallelLoop.forEach(workers) { _ in
            let fonts: FontSystem
            do { fonts = try PhaseTimings.measure("fonts") { () throws(RenderError) in try FontSystem.make() } } catch { state.fail(error); return }
            let measurer = PangoTextMeasurer(fonts: fonts)
            let renderer = ImageRenderer(fonts: fonts, screenshots: screenshots)
            while let index = state.next() {
                let job = jobs[index]
                do {
                    let layout = try PhaseTimings.measure("layout") { () throws(StepLayout.Failure) in try StepLayout.layout(tour: job.tour, screen: job.screen, stepNumber: job.step,
                                                       orientation: job.orientation, scale: scale, lint: lint, measurer: measurer) }
                    state.store(try work(job, layout, renderer), at: index)
                } catch {
                    state.fail(error)
                }
            }
        }
        return try state.results()
    }
}

/// Shared, locked bookkeeping of one pool run: the next job, the results, the first error.
private final class PoolState<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var slots: [T?]
    private var firstError: Error?

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard firstError == nil, nextIndex < slots.count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    func store(_ value: T, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    func fail(_ error: Error) {
        lock.lock(); defer { lock.unlock() }
        if firstError == nil { firstError = error }
    }

    func results() throws -> [T] {
        lock.lock(); defer { lock.unlock() }
        if let firstError { throw firstError }
        return slots.map { $0! }
    }
}
