import CCairo
import Foundation
import TourshotLayout
import TourshotModel

/// A shadow's blurred A8 mask and the pixel where its top-left corner goes.
struct ShadowMask {
    let surface: ImageSurface
    let x: Int
    let y: Int
}

/// What a shadow's mask depends on: the shape, the blur and the offset; never the picture.
struct ShadowKey: Hashable, Sendable {
    let path: VectorPath
    let radius: Double
    let offset: Point
}

/// Makes the shadow masks of a display list on a thread of its own, in list order, while the
/// painter draws what comes before them (a card's shadow blurs a megapixel mask; the painter
/// draws on one core). A mask is made exactly as the painter would make it, so the picture
/// does not depend on which thread made it.
final class ShadowMaskMaker: @unchecked Sendable {
    private let condition = NSCondition()
    private var made: [ShadowKey: Result<ShadowMask?, RenderError>] = [:]
    private var running = true

    init(_ keys: [ShadowKey], make: @escaping (ShadowKey) throws(RenderError) -> ShadowMask?) {
        // The painter's mask function reads only constants and makes new surfaces.
        let work = UncheckedSendable(make)
        let thread = Thread { [self] in
            for key in keys {
                let result = Result { () throws(RenderError) in try work.value(key) }
                condition.lock()
                made[key] = result
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
            running = false
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "tourshot-shadows"
        thread.start()
    }

    /// The mask for `key`, waiting while it is made; nil when `key` is not in the list.
    func mask(_ key: ShadowKey) -> Result<ShadowMask?, RenderError>? {
        condition.lock()
        defer { condition.unlock() }
        while made[key] == nil && running { condition.wait() }
        return made[key]
    }

    /// Returns once every mask is made (the painter's surfaces must outlive the thread's work).
    func waitUntilFinished() {
        condition.lock()
        defer { condition.unlock() }
        while running { condition.wait() }
    }

    /// The distinct shadows of `items`, nested ones included, in drawing order.
    static func keys(_ items: [DisplayItem]) -> [ShadowKey] {
        var keys: [ShadowKey] = []
        var seen = Set<ShadowKey>()
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .shadow(let path, _, let radius, let offset):
                    let key = ShadowKey(path: path, radius: radius, offset: offset)
                    if seen.insert(key).inserted { keys.append(key) }
                case .clipped(_, let content), .layer(let content, _): collect(content)
                default: break
                }
            }
        }
        collect(items)
        return keys
    }
}

/// A value handed to another thread whose safety the code around it argues.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Shadow masks kept from one paint to the next: `lint`'s contrast search paints a step several
/// times with only its dimming changed, and the steps of a screen share its controls' shadows
/// and often a card's; a mask depends on the shadow's shape, blur and offset and on the
/// picture's scale and size, never on what is painted (docs/performance.md). A painter given a
/// store takes the masks it holds and adds the ones it makes. Each worker's renderer keeps one
/// for all its images, holding at most `budget` bytes of masks each: past it, the masks longest
/// unasked-for go first.
public final class ShadowMaskStore: @unchecked Sendable {
    struct Key: Hashable {
        let shadow: ShadowKey
        let scale: Double
        let pixelWidth: Int
        let pixelHeight: Int
    }

    private let lock = NSLock()
    /// Each mask (nil: off the canvas) and when it was last asked for or kept.
    private var masks: [Key: (mask: ShadowMask?, used: Int)] = [:]
    private var clock = 0
    private var bytes = 0
    let budget: Int

    /// A store of at most `budget` bytes of masks (lint's are a few dozen kilobytes each).
    public init(budget: Int = 32 << 20) {
        self.budget = budget
    }

    /// The mask kept for `key` (nil inside: it lies off the canvas); nil when none is kept.
    /// A mask asked for is the last to go.
    func mask(_ key: Key) -> ShadowMask?? {
        lock.withLock {
            guard let kept = masks[key] else { return nil }
            clock += 1
            masks[key]!.used = clock
            return .some(kept.mask)
        }
    }

    func keep(_ mask: ShadowMask?, for key: Key) {
        lock.withLock {
            guard masks[key] == nil else { return }
            clock += 1
            masks[key] = (mask, clock)
            bytes += Self.size(mask)
            // Over the budget: the masks longest unasked-for go, never the one just kept.
            while bytes > budget, masks.count > 1, let oldest = masks.min(by: { $0.value.used < $1.value.used }) {
                bytes -= Self.size(oldest.value.mask)
                masks[oldest.key] = nil
            }
        }
    }

    private static func size(_ mask: ShadowMask?) -> Int {
        mask.map { $0.surface.stride * $0.surface.height } ?? 0
    }

    /// How many masks are kept (tests).
    var count: Int { lock.withLock { masks.count } }
}
