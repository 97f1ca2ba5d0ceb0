import Foundation
#if os(Linux)
import Glibc
#else
import Darwin
#endif
import TourshotModel

/// Accepts connections on a thread and gives each one a thread (`HTTPConnection`), through the
/// `ConnectionTable`. Running out of descriptors stops nothing: the listener waits a moment and
/// accepts again.
final class HTTPListener: @unchecked Sendable {
    let port: Int
    private let descriptor: Int32
    private let table = ConnectionTable()
    private let lock = NSLock()
    private var stopped = false

    init(_ address: SocketIO.Address) throws {
        (descriptor, port) = try SocketIO.listen(address)
    }

    /// Accepts until `stop`; returns then.
    func run(hub: EventHub, handle: @escaping @Sendable (ServeRequest) async -> ServeReply) {
        while !isStopped {
            let client = accept(descriptor, nil, nil)
            if client < 0 {
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { usleep(50_000) }
                continue
            }
            // Not inherited by the renderer's helper processes.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            guard let id = table.admit(client) else {
                // Every connection is answering a request: this one is told so, not kept.
                SocketIO.setSendTimeout(client, seconds: 1)
                _ = SocketIO.sendAll(client, ServeHandler.text(503, "refused: \(Limits.serveConnections) connections are busy; try again").encoded(close: true))
                close(client)
                continue
            }
            let connection = HTTPConnection(descriptor: client, id: id, table: table, hub: hub, handle: handle)
            let thread = Thread { connection.run() }
            thread.name = "tourshot-serve connection"
            thread.stackSize = 1 << 20
            thread.start()
        }
        close(descriptor)
    }

    /// Stops accepting (the connections open finish on their own).
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    private var isStopped: Bool {
        lock.lock(); defer { lock.unlock() }
        return stopped
    }
}
