import Foundation
import TourshotLayout

/// Setting up fonts (fontconfig over the pinned files, Pango's font map, the first faces) takes
/// several milliseconds that do not depend on the input. A command that will render starts it
/// on a background thread before it parses arguments and reads input files, and the first
/// render worker takes the prepared font system instead of building its own.
extension FontSystem {
    private static let preparation = Preparation()

    /// Starts building one font system in the background (once per process).
    public static func prepareInBackground() {
        preparation.start()
    }

    /// The prepared font system if there is one (waiting for it if it is still being built),
    /// otherwise a new one.
    public static func make() throws(RenderError) -> FontSystem {
        if let prepared = preparation.take() { return try prepared.get() }
        return try FontSystem()
    }

    /// Waits for a background build nobody took, so the process never exits while another
    /// thread is inside fontconfig or Pango (a command that failed on its input, say).
    public static func finishPreparation() {
        preparation.waitUntilBuilt()
    }

    /// Loads the faces most runs use, so the first layout does not open them.
    fileprivate func warmUp() {
        let measurer = PangoTextMeasurer(fonts: self)
        for weight in [FontWeight.regular, .semibold, .bold] {
            _ = measurer.measure("Ag", font: FontSpec(size: 17, weight: weight), wrapWidth: nil)
        }
    }
}

/// The background build and its one-time hand-over.
private final class Preparation: @unchecked Sendable {
    private let condition = NSCondition()
    private var started = false
    private var taken = false
    private var result: Result<FontSystem, RenderError>?

    func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        let thread = Thread { [self] in
            let built = Result { () throws(RenderError) in
                let fonts = try PhaseTimings.measure("font map") { () throws(RenderError) in try FontSystem() }
                PhaseTimings.measure("warm-up") { fonts.warmUp() }
                return fonts
            }
            condition.lock()
            result = built
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    func waitUntilBuilt() {
        condition.lock()
        defer { condition.unlock() }
        while started && !taken && result == nil { condition.wait() }
    }

    func take() -> Result<FontSystem, RenderError>? {
        condition.lock()
        defer { condition.unlock() }
        guard started, !taken else { return nil }
        taken = true
        while result == nil { condition.wait() }
        defer { result = nil }
        return result
    }
}
