import Foundation

/// Wall time per phase of a run (fonts, layout, paint, blur, encode, write…), summed over
/// images and workers. Collected only when the environment sets `TOURSHOT_TIMINGS`, so the
/// benchmark can show where a render's time goes; otherwise `measure` costs one branch.
public final class PhaseTimings: @unchecked Sendable {
    public static let shared: PhaseTimings? =
        ProcessInfo.processInfo.environment["TOURSHOT_TIMINGS"].map { _ in PhaseTimings() }

    private let lock = NSLock()
    private var totals: [String: Duration] = [:]
    private var order: [String] = []

    /// Runs `body`, adding its wall time to `phase` when timings are collected.
    @inline(__always)
    public static func measure<T, E: Error>(_ phase: String, _ body: () throws(E) -> T) throws(E) -> T {
        guard let shared else { return try body() }
        let start = ContinuousClock.now
        defer { shared.add(phase, ContinuousClock.now - start) }
        return try body()
    }

    func add(_ phase: String, _ duration: Duration) {
        lock.lock()
        defer { lock.unlock() }
        if totals[phase] == nil { order.append(phase) }
        totals[phase, default: .zero] += duration
    }

    /// One line: each phase in the order first seen, in milliseconds.
    public func summary() -> String {
        lock.lock()
        defer { lock.unlock() }
        let parts = order.map { phase -> String in
            let (seconds, attoseconds) = totals[phase]!.components
            return "\(phase) " + String(format: "%.1f", Double(seconds) * 1000 + Double(attoseconds) / 1e15) + " ms"
        }
        return "timings: " + parts.joined(separator: ", ")
    }
}
