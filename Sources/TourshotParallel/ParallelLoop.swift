import Foundation

/// Runs the iterations of a loop on all cores with a fixed set of threads: one per core beyond
/// the caller's, started on first use and kept for the process.
///
/// Dispatch's `concurrentPerform` on Linux starts new threads for many calls, and each costs
/// more than the small loops tourshot splits (bands of a blur, of a diff;
/// docs/performance.md). Here a loop costs a lock and a wake-up. A loop started while another is
/// running (an image worker's blur while the pool renders images) runs on its caller's thread:
/// the cores are busy already.
public final class ParallelLoop: @unchecked Sendable {
    /// The process's loop runner; its thread count follows the cores the process may use.
    public static let shared = ParallelLoop(helpers: ProcessInfo.processInfo.activeProcessorCount - 1)

    /// Threads that help the caller.
    public let helpers: Int
    private let condition = NSCondition()
    private var current: Loop?
    private var started = false

    /// One running loop: the next iteration to hand out and how many have finished.
    private final class Loop {
        let count: Int
        /// Dropped when the last iteration has finished: a helper may still hold the loop then.
        var body: ((Int) -> Void)?
        var next = 0
        var finished = 0
        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }
    }

    public init(helpers: Int) {
        self.helpers = max(0, helpers)
    }

    /// Calls `body` once for every index in `0..<count`, in parallel, and returns when all have
    /// returned. Iterations must touch disjoint data.
    public static func forEach(_ count: Int, _ body: (Int) -> Void) {
        shared.forEach(count, body)
    }

    /// `body(index)` for every index in `0..<count`, computed in parallel, in index order.
    public static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        [T](unsafeUninitializedCapacity: max(count, 0)) { buffer, initialized in
            // Each iteration initializes only its own slot.
            let slots = buffer.baseAddress
            forEach(count) { index in (slots! + index).initialize(to: body(index)) }
            initialized = max(count, 0)
        }
    }

    public func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1, helpers > 0 else {
            for index in 0..<max(count, 0) { body(index) }
            return
        }
        // The loop waits for every iteration below, so `body` does not outlive this call.
        withoutActuallyEscaping(body) { body in
            condition.lock()
            guard current == nil else {
                condition.unlock()
                for index in 0..<count { body(index) }
                return
            }
            startHelpersIfNeeded()
            let loop = Loop(count: count, body: body)
            current = loop
            condition.broadcast()
            condition.unlock()
            work(on: loop)
            condition.lock()
            while loop.finished < loop.count { condition.wait() }
            loop.body = nil
            current = nil
            condition.unlock()
        }
    }

    /// Takes iterations of `loop` until none are left.
    private func work(on loop: Loop) {
        while true {
            condition.lock()
            guard loop.next < loop.count else {
                condition.unlock()
                return
            }
            let index = loop.next
            loop.next += 1
            do {
                // Released before the iteration counts as finished (see `Loop.body`).
                let body = loop.body!
                condition.unlock()
                body(index)
            }
            condition.lock()
            loop.finished += 1
            if loop.finished == loop.count { condition.broadcast() }
            condition.unlock()
        }
    }

    /// Called with the lock held.
    private func startHelpersIfNeeded() {
        guard !started else { return }
        started = true
        for _ in 0..<helpers {
            let thread = Thread { [self] in helperLoop() }
            thread.name = "tourshot-parallel"
            thread.start()
        }
    }

    private func helperLoop() {
        condition.lock()
        while true {
            guard let loop = current, loop.next < loop.count else {
                condition.wait()
                continue
            }
            condition.unlock()
            work(on: loop)
            condition.lock()
        }
    }
}
