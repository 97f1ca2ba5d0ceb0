import FlyingFox
import Foundation
import TourshotLayout
import TourshotModel

/// The pages connected for live updates (one WebSocket each): every refresh and Accept is sent
/// to all of them as one JSON message, and each page then asks for the images that changed.
public final class EventHub: WSMessageHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    private var last: String?

    public init() {}

    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return clients.count
    }

    /// Whether another page may connect (`Limits.serveClients`).
    public var isFull: Bool { count >= Limits.serveClients }

    public func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        let latest: String? = {
            lock.lock(); defer { lock.unlock() }
            clients[id] = continuation
            return last
        }()
        // A page that connects after a change still learns the current version.
        if let latest { continuation.yield(.text(latest)) }
        // The page sends nothing; when it goes away its stream ends and so does ours.
        Task {
            for await _ in client {}
            continuation.finish()
        }
        return stream
    }

    public func send(_ update: ReviewSession.Update) {
        let text = Self.message(update)
        lock.lock()
        last = text
        let all = Array(clients.values)
        lock.unlock()
        for client in all { client.yield(.text(text)) }
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

    private func remove(_ id: UUID) {
        lock.lock(); defer { lock.unlock() }
        clients[id] = nil
    }
}
