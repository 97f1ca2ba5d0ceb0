import Foundation
#if os(Linux)
import Glibc
#else
import Darwin
#endif

/// Runs blocking socket work on a thread of its own: the tests' async bodies share the small
/// cooperative pool with the server's handlers, which a blocked read there would starve.
func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}

/// A raw TCP client on 127.0.0.1 for the server's limits: sends exactly the bytes a hostile or
/// careless client would, and reads with deadlines, so no test waits for ever.
final class LoopbackClient: @unchecked Sendable {
    let descriptor: Int32

    /// `receiveBuffer`: the socket's receive buffer in bytes, set before connecting (a client
    /// that reads nothing then fills it soon).
    init?(port: Int, receiveBuffer: Int32? = nil) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer { setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard descriptor >= 0, connected == 0 else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Sends all of `bytes` (blocking); false once the server has closed.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Sends what the socket takes now without waiting: the count, 0 when full, nil once closed.
    func sendNow(_ bytes: [UInt8]) -> Int? {
        let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress!, bytes.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        if count < 0 { return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : nil }
        return count
    }

    /// Reads until the server closes, `seconds` pass, or `until` holds for what was read.
    /// `closed`: whether the server closed (end of stream or reset) within the time.
    func read(seconds: Double, until: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while !until(bytes) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return (bytes, false) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got <= 0 { return (bytes, true) }
            bytes += chunk[0..<got]
        }
        return (bytes, false)
    }

    /// Waits up to `seconds` for the server to close or reset the connection, reading nothing
    /// (what the server sent stays unread); whether it did.
    func waitClosedUnread(seconds: Double) -> Bool {
        // Linux's POLLRDHUP (the peer's FIN), which Glibc's module leaves out (_GNU_SOURCE).
        let readHangUp: Int16 = 0x2000
        let deadline = Date().addingTimeInterval(seconds)
        while deadline.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: descriptor, events: readHangUp, revents: 0)
            if poll(&poller, 1, 200) > 0, poller.revents & (readHangUp | Int16(POLLHUP | POLLERR)) != 0 { return true }
        }
        return false
    }

    /// Whether the server has closed this connection by now (nothing read is kept).
    func isClosedByServer() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if got == 0 { return true }
            if got < 0 { return errno != EAGAIN && errno != EWOULDBLOCK }
        }
    }

    /// The HTTP status lines in `bytes`, in order (a second one is a second response).
    static func statusLines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.1 ") }
    }

    /// A page's WebSocket upgrade, as the browser sends it.
    static func upgrade(port: Int) -> String {
        "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-Fetch-Site: same-origin\r\n\r\n"
    }

    /// Whether a response's head has arrived whole (frames may follow an upgrade's at once).
    static func endsHead(_ bytes: [UInt8]) -> Bool {
        bytes.firstRange(of: [13, 10, 13, 10]) != nil
    }
}
