import Foundation
#if os(Linux)
import Glibc
#else
import Darwin
#endif
import TourshotModel
import TourshotServeHTTP

/// One client's connection, on a thread of its own: requests one after another, each head
/// whole within `Limits.serveHeadSeconds` and within its size limits, its body announced and
/// within `Limits.serveRequestBytes`; every refusal is answered with its own status and closes
/// the connection, so no unread byte of a refused request is taken for the next one.
struct HTTPConnection {
    let descriptor: Int32
    let id: Int
    let table: ConnectionTable
    let hub: EventHub
    let handle: @Sendable (ServeRequest) async -> ServeReply

    /// Serves until the client leaves, breaks a limit or upgrades; closes the descriptor.
    func run() {
        SocketIO.setSendTimeout(descriptor, seconds: Limits.serveSendSeconds)
        let remote = SocketIO.peer(descriptor)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(4096)
        var answered = false
        while true {
            table.waiting(id)
            let deadline = SocketIO.now() + Double(Limits.serveHeadSeconds)
            var scanner = HeadScanner()
            var end = 0
            scanning: while true {
                switch scanner.scan(buffer) {
                case .complete(let found):
                    end = found
                    break scanning
                case .refused(let refusal):
                    return refuse(refusal)
                case .more:
                    guard SocketIO.waitReadable(descriptor, until: deadline) else {
                        // A kept connection the browser no longer uses is closed quietly (it
                        // opens another); one that never sent a whole request is told why.
                        return buffer.isEmpty && answered ? finish() : refuse(.slow)
                    }
                    guard SocketIO.receive(descriptor, into: &buffer, atMost: 16 << 10) else { return finish() }
                }
            }
            table.busy(id)
            let head: RequestHead
            switch RequestHead.parse(buffer[0..<end]) {
            case .failure(let refusal): return refuse(refusal)
            case .success(let parsed): head = parsed
            }
            // The body, announced and bounded (the parser refused more), read by the same deadline.
            while buffer.count < end + head.contentLength {
                guard SocketIO.waitReadable(descriptor, until: deadline) else { return refuse(.slow) }
                guard SocketIO.receive(descriptor, into: &buffer, atMost: end + head.contentLength - buffer.count) else { return finish() }
            }
            let body = Array(buffer[end..<(end + head.contentLength)])
            buffer.removeFirst(end + head.contentLength)
            let request = ServeRequest(head: head, remote: remote, body: body)
            switch Self.blocking({ [handle] in await handle(request) }) {
            case .response(let response):
                guard SocketIO.sendAll(descriptor, response.encoded(close: !head.keepAlive, head: head.method == "HEAD")), head.keepAlive else {
                    return finish()
                }
                answered = true
            case .upgrade(let page, let accept):
                let switching = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: \(accept)\r\n\r\n"
                table.remove(id)
                guard SocketIO.sendAll(descriptor, Array(switching.utf8)) else {
                    hub.remove(page)
                    close(descriptor)
                    return
                }
                EventSocket(descriptor: descriptor, page: page, hub: hub).run(buffered: buffer)
                return
            }
        }
    }

    /// Answers `refusal`, then closes: the write side first, and what the client still sends is
    /// read and dropped for a moment, so the answer is not lost to a reset (RFC 9112 §9.6).
    private func refuse(_ refusal: Refusal) {
        let response = ServeHandler.text(refusal.status, refusal.message)
        if SocketIO.sendAll(descriptor, response.encoded(close: true)) {
            shutdown(descriptor, Int32(SHUT_WR))
            let deadline = SocketIO.now() + 1
            var discarded: [UInt8] = []
            while SocketIO.waitReadable(descriptor, until: deadline), SocketIO.receive(descriptor, into: &discarded, atMost: 64 << 10) {
                discarded.removeAll(keepingCapacity: true)
            }
        }
        finish()
    }

    private func finish() {
        table.remove(id)
        close(descriptor)
    }

    /// The handler is async (the session's queue); this thread waits for it.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
