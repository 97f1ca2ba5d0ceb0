import Foundation
import TourshotLayout
import TourshotModel
import TourshotParallel

/// Setting up fonts (fontconfig over the pinned files, Pango's font map, the first faces) takes
/// several milliseconds that do not depend on the input. A command that will render starts it
/// on a background thread before it parses arguments and reads input files, and the first
/// render worker takes the prepared font system instead of building its own.
extension FontSystem {
    private static let preparation = Preparation()

    /// Starts building one font system over `fontDirectories` in the background (once per
    /// process).
    public static func prepareInBackground(fontDirectories: [String] = FontFiles.searchDirectories()) {
        preparation.start(fontDirectories)
    }

    /// The prepared font system if there is one over the same directories and no text face
    /// is asked for (waiting for it if it is still being built), otherwise a new one.
    public static func make(fontDirectories: [String] = FontFiles.searchDirectories(), textFace: TextFontChoice? = nil) throws(RenderError) -> FontSystem {
        if textFace == nil, let prepared = preparation.take(fontDirectories) { return try prepared.get() }
        return try FontSystem(fontDirectories: fontDirectories, textFace: textFace)
    }

    /// Waits until the background build and warm-up are over, so the process never exits
    /// while another thread is inside fontconfig or Pango (a command that failed on its
    /// input, say).
    public static func finishPreparation() {
        preparation.waitUntilDone()
    }

    /// Loads the faces most steps use (Pango computes a face's metrics from a sample text
    /// the first time it lays one out) until `stop` says a worker has the font system: from
    /// then on the worker's own measuring needs the context, and the two would only take
    /// turns at its lock (faces it may not need at all, each ~0.5 ms, delayed its layout).
    fileprivate func warmUp(until stop: () -> Bool) {
        let measurer = PangoTextMeasurer(fonts: self)
        for face in ReferenceStyles.warmUpFaces {
            if stop() { return }
            _ = measurer.measure("Ag", font: face, wrapWidth: nil)
        }
    }
}

/// The background build and its one-time hand-over.
private final class Preparation: @unchecked Sendable {
    private let condition = NSCondition()
    private var started = false
    /// The directories of the system being prepared.
    private var directories: [String] = []
    private var taken = false
    private var result: Result<FontSystem, RenderError>?
    private var warmed = false

    func start(_ fontDirectories: [String]) {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        directories = fontDirectories
        let thread = Thread { [self] in
            let built = Result { () throws(RenderError) in
                try PhaseTimings.measure("fontmap") { () throws(RenderError) in try FontSystem(fontDirectories: fontDirectories) }
            }
            condition.lock()
            result = built
            condition.broadcast()
            condition.unlock()
            if case .success(let fonts) = built {
                PhaseTimings.measure("warmup") { fonts.warmUp(until: isTaken) }
            }
            condition.lock()
            warmed = true
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    private func isTaken() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return taken
    }

    func waitUntilDone() {
        condition.lock()
        defer { condition.unlock() }
        while started && !warmed { condition.wait() }
    }

    /// The prepared system if it is over `fontDirectories` and no one took it yet.
    func take(_ fontDirectories: [String]) -> Result<FontSystem, RenderError>? {
        condition.lock()
        defer { condition.unlock() }
        guard started, !taken, directories == fontDirectories else { return nil }
        taken = true
        while result == nil { condition.wait() }
        defer { result = nil }
        return result
    }
}
