import Foundation
#if os(Linux)
import Glibc
#else
import Darwin
#endif
import TourshotModel
import TourshotServeHTTP

/// One page's WebSocket once upgraded: this thread reads the page's frames, bounded as announced
/// (`FrameHeader`), answering pings and closes; a second sends the hub's messages. Both write
/// under one lock, with the send timeout: a pong or update left unread for
/// `Limits.serveSendSeconds` closes the page, and while a pong waits nothing more is read, so
/// a ping flood fills the sender's socket, not the server.
struct EventSocket {
    let descriptor: Int32
    let page: EventPage
    let hub: EventHub
    private let writeLock = NSLock()

    init(descriptor: Int32, page: EventPage, hub: EventHub) {
        self.descriptor = descriptor
        self.page = page
        self.hub = hub
    }

    /// Runs until the page leaves or breaks a limit; `buffered`: bytes read past the upgrade.
    func run(buffered: [UInt8]) {
        let writerDone = DispatchSemaphore(value: 0)
        let writer = Thread { [self] in
            while let text = page.next() {
                guard write(FrameHeader.encode(opcode: FrameHeader.text, Array(text.utf8))) else { break }
            }
            // Wakes the reader, whose thread owns the descriptor.
            shutdown(descriptor, Int32(SHUT_RDWR))
            writerDone.signal()
        }
        writer.name = "tourshot-serve page \(page.id)"
        writer.start()
        readFrames(buffered)
        hub.remove(page)
        shutdown(descriptor, Int32(SHUT_RDWR))
        writerDone.wait()
        close(descriptor)
    }

    private func readFrames(_ buffered: [UInt8]) {
        var buffer = buffered
        // Where the next frame starts: frames are consumed by moving it, and the bytes before it
        // dropped only before the next read, so many small frames cost linear time.
        var start = 0
        while true {
            switch FrameHeader.parse(buffer[start...]) {
            case .more:
                guard read(into: &buffer, consumed: &start) else { return }
            case .refused(let code, let reason):
                _ = write(FrameHeader.encode(opcode: FrameHeader.close, [UInt8(code >> 8), UInt8(code & 0xFF)] + Array(reason.utf8.prefix(120))))
                return
            case .frame(let header):
                while buffer.count - start < header.size + header.length {
                    guard read(into: &buffer, consumed: &start) else { return }
                }
                let body = start + header.size
                let payload = (0..<header.length).map { buffer[body + $0] ^ header.mask[$0 % 4] }
                start = body + header.length
                switch header.opcode {
                case FrameHeader.close:
                    _ = write(FrameHeader.encode(opcode: FrameHeader.close, Array(payload.prefix(2))))
                    return
                case FrameHeader.ping:
                    guard write(FrameHeader.encode(opcode: FrameHeader.pong, payload)) else { return }
                default:
                    // The page sends nothing else; whatever comes is read and dropped, frame by frame.
                    break
                }
            }
        }
    }

    private func read(into buffer: inout [UInt8], consumed start: inout Int) -> Bool {
        buffer.removeFirst(start)
        start = 0
        return SocketIO.waitReadable(descriptor, until: nil) && SocketIO.receive(descriptor, into: &buffer, atMost: 16 << 10)
    }

    private func write(_ frame: [UInt8]) -> Bool {
        writeLock.lock(); defer { writeLock.unlock() }
        return SocketIO.sendAll(descriptor, frame)
    }
}
