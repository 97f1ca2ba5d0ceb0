import Foundation
import TourshotModel

/// The pages connected for live updates (one WebSocket each, `EventSocket`): every refresh and
/// Accept is sent to all of them as one JSON message, and each page then asks for the images
/// that changed. Pages are counted as they are let in (`admit`), under one lock, so no more than
/// `Limits.serveClients` ever are.
public final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [Int: EventPage] = [:]
    private var nextID = 0
    private var last: String?

    public init() {}

    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return pages.count
    }

    /// A place for one more page, nil when all are taken. A page that connects after a change
    /// still learns the current version: the last message is its first.
    func admit() -> EventPage? {
        lock.lock(); defer { lock.unlock() }
        guard pages.count < Limits.serveClients else { return nil }
        nextID += 1
        let page = EventPage(id: nextID)
        if let last { page.enqueue(last) }
        pages[nextID] = page
        return page
    }

    func remove(_ page: EventPage) {
        page.close()
        lock.lock(); defer { lock.unlock() }
        pages[page.id] = nil
    }

    public func send(_ update: ReviewSession.Update) {
        let text = Self.message(update)
        lock.lock()
        last = text
        let all = Array(pages.values)
        lock.unlock()
        for page in all { page.enqueue(text) }
    }

    static func message(_ update: ReviewSession.Update) -> String {
        JSONOutput.object([
            ("version", .number(Double(update.version))),
            ("redrawn", .array(update.redrawn.map(JSONOutput.string))),
            ("reviewed", .array(update.reviewed.map(JSONOutput.string))),
            ("removed", .array(update.removed.map(JSONOutput.string))),
            ("error", update.error.map { .array($0.map(JSONOutput.string)) } ?? .null),
        ]).serialized()
    }
}

/// One page's messages not yet sent: the newest few (a page that reads slowly needs only the
/// latest version, so older ones are dropped, never piled up).
final class EventPage: @unchecked Sendable {
    static let queued = 8
    let id: Int
    private let condition = NSCondition()
    private var queue: [String] = []
    private var closed = false

    init(id: Int) { self.id = id }

    func enqueue(_ text: String) {
        condition.lock(); defer { condition.unlock() }
        guard !closed else { return }
        queue.append(text)
        if queue.count > Self.queued { queue.removeFirst(queue.count - Self.queued) }
        condition.signal()
    }

    /// The next message, waiting for one; nil once closed.
    func next() -> String? {
        condition.lock(); defer { condition.unlock() }
        while queue.isEmpty, !closed { condition.wait() }
        return closed ? nil : queue.removeFirst()
    }

    func close() {
        condition.lock(); defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }
}
