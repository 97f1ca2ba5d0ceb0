import Foundation
import TourshotLayout
import TourshotModel
import TourshotParallel
import TourshotRender

/// Lays out and renders the images of a run on all cores: the one path from inputs to bytes.
/// Each worker owns its fonts (Pango objects are not shared between threads); screenshots were
/// decoded once before (`PreviewInputs`) and are shared.
public struct PreviewPipeline: Sendable {
    public let images: ScreenshotCache
    /// Pixel scale override (nil: each screen's own).
    public let scale: Double?
    /// Whether layouts carry the design review's warnings and searched fixes. A plain render
    /// draws the same pixels without them and skips the fix search (up to hundreds of layouts).
    public let lint: Bool
    /// Where the pinned fonts are looked for (`FontFiles.searchDirectories`).
    public let fontDirectories: [String]
    /// The project's text face (`"textFont"`), nil for Inter.
    public let textFace: TextFontChoice?

    public init(_ inputs: PreviewInputs, scale: Double? = nil, lint: Bool = true) {
        self.init(images: inputs.images, scale: scale, lint: lint,
                  fontDirectories: inputs.fontDirectories, textFace: inputs.textFace)
    }

    public init(images: ScreenshotCache, scale: Double? = nil, lint: Bool = true,
                fontDirectories: [String] = FontFiles.searchDirectories(), textFace: TextFontChoice? = nil) {
        self.images = images
        self.scale = scale
        self.lint = lint
        self.fontDirectories = fontDirectories
        self.textFace = textFace
    }

    /// Images rendered at once: one per core, or fewer with `TOURSHOT_JOBS` (validated when the
    /// command starts) on a shared CI machine. A lone image's blur and PNG compression use every core.
    public static var workerLimit: Int {
        let cores = ParallelLoop.shared.helpers + 1
        return min((try? JobsSetting.requested()) ?? cores, cores)
    }

    /// Runs `work` for every job's laid-out image on a worker; results keep job order. The
    /// first error stops the remaining jobs and is rethrown.
    public func run<T: Sendable>(_ jobs: [ImageJob], _ work: @escaping @Sendable (ImagePreview) throws -> T) throws -> [T] {
        let state = PoolState<T>(count: jobs.count)
        let workers = max(1, min(Self.workerLimit, jobs.count))
        let images = self.images, scale = self.scale, lint = self.lint, fontDirectories = self.fontDirectories, textFace = self.textFace
        ParallelLoop.forEach(workers) { _ in
            let fonts: FontSystem
            do {
                fonts = try PhaseTimings.measure("fonts") { () throws(RenderError) in
                    try FontSystem.make(fontDirectories: fontDirectories, textFace: textFace)
                }
            } catch { state.fail(error); return }
            let measurer = PangoTextMeasurer(fonts: fonts)
            let renderer = ImageRenderer(fonts: fonts)
            while let index = state.next() {
                let job = jobs[index]
                do {
                    let request = LayoutRequest(tour: job.tour, screen: job.screen, stepNumber: job.step, orientation: job.orientation,
                                                scale: scale, measurer: measurer, screenshots: images)
                    let layout = try PhaseTimings.measure("layout") { () throws(StepLayout.Failure) in
                        try StepLayout.layout(request, lint: lint)
                    }
                    state.store(try work(ImagePreview(job: job, layout: layout, renderer: renderer, request: request)), at: index)
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
