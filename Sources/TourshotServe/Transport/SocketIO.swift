import Foundation
#if os(Linux)
import Glibc
#else
import Darwin
#endif

/// The few POSIX socket calls the transport makes, each with its failure spelled out. Blocking
/// sockets on threads of their own: every wait has a deadline (`waitReadable`) or a send
/// timeout (`SO_SNDTIMEO`), so no client holds a thread for longer than the limits say.
enum SocketIO {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ what: String) { description = "\(what): \(String(cString: strerror(errno)))" }
    }

    /// An IPv4 or IPv6 address and port to listen on.
    enum Address {
        case ip4(in_addr, UInt16)
        case ip6(in6_addr, UInt16)

        /// `name`: an address as `inet_pton` reads it; nil when it is none.
        static func parse(_ name: String, port: UInt16) -> Address? {
            var v4 = in_addr()
            if inet_pton(AF_INET, name, &v4) == 1 { return .ip4(v4, port) }
            var v6 = in6_addr()
            if inet_pton(AF_INET6, name, &v6) == 1 { return .ip6(v6, port) }
            return nil
        }
    }

    /// A listening socket bound to `address`, and the port it got (`0` picks a free one).
    static func listen(_ address: Address) throws -> (descriptor: Int32, port: Int) {
        let family = switch address { case .ip4: AF_INET; case .ip6: AF_INET6 }
        #if os(Linux)
        let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(family, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure("cannot open a socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        switch address {
        case .ip4(let ip, let port):
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = port.bigEndian
            socketAddress.sin_addr = ip
            bound = withUnsafePointer(to: &socketAddress) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        case .ip6(let ip, let port):
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = port.bigEndian
            socketAddress.sin6_addr = ip
            bound = withUnsafePointer(to: &socketAddress) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        }
        guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
            let failure = Failure("cannot listen")
            close(descriptor)
            throw failure
        }
        return (descriptor, localPort(descriptor) ?? 0)
    }

    static func localPort(_ descriptor: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        guard got == 0 else { return nil }
        return address(of: storage)?.port
    }

    /// The peer's IP address as text (`127.0.0.1`, `::1`, `::ffff:127.0.0.1`).
    static func peer(_ descriptor: Int32) -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let got = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(descriptor, $0, &length) } }
        guard got == 0 else { return nil }
        return address(of: storage)?.ip
    }

    private static func address(of storage: sockaddr_storage) -> (ip: String, port: Int)? {
        var storage = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                var ip = pointer.pointee.sin_addr
                guard inet_ntop(AF_INET, &ip, &text, socklen_t(text.count)) != nil else { return nil }
                return (Self.string(text), Int(UInt16(bigEndian: pointer.pointee.sin_port)))
            } }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                var ip = pointer.pointee.sin6_addr
                guard inet_ntop(AF_INET6, &ip, &text, socklen_t(text.count)) != nil else { return nil }
                return (Self.string(text), Int(UInt16(bigEndian: pointer.pointee.sin6_port)))
            } }
        default:
            return nil
        }
    }

    private static func string(_ text: [CChar]) -> String {
        String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Sends give up after `seconds` without progress: a client that reads nothing is closed.
    static func setSendTimeout(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends every byte, or returns false (the peer left, or read nothing for the send timeout).
    static func sendAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// Waits until `descriptor` can be read (data, end, or error) or `deadline` (monotonic
    /// seconds, nil: none) passes; false on the deadline.
    static func waitReadable(_ descriptor: Int32, until deadline: Double?) -> Bool {
        while true {
            let timeout: Int32 = deadline.map { Int32(max(0, min(($0 - now()) * 1000, 60_000)).rounded(.up)) } ?? -1
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { return true }
            if let deadline, now() >= deadline { return false }
        }
    }

    /// Reads what is there, at most `count` bytes, appended to `buffer`; false at the end or on an error.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8], atMost count: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: count)
        while true {
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, count, 0) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return false }
            buffer += chunk[0..<got]
            return true
        }
    }

    /// Monotonic seconds (deadlines do not move with the wall clock).
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
