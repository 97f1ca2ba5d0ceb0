import Foundation
import Testing
import TourshotModel
import TourshotServeHTTP

/// The transport's parsers on their own: limits as soon as the bytes pass them, strict lines,
/// frames refused as announced.
@Suite("serve: request head and frames")
struct RequestHeadTests {
    static func scan(_ text: String) -> HeadScanner.Outcome {
        var scanner = HeadScanner()
        return scanner.scan(Array(text.utf8))
    }

    @Test func aHeadIsFoundAndParsed() throws {
        let text = "GET /api/grid?textScale=1.5&appearance=dark%20mode HTTP/1.1\r\nHost: 127.0.0.1:8421\r\nX-A:  b \r\n\r\nrest"
        #expect(Self.scan(text) == .complete(end: text.utf8.count - 4))
        let head = try RequestHead.parse(Array(text.utf8)[0..<(text.utf8.count - 4)]).get()
        #expect(head.method == "GET" && head.path == "/api/grid" && head.keepAlive && head.contentLength == 0)
        #expect(head.queryValue("textScale") == "1.5" && head.queryValue("appearance") == "dark mode")
        #expect(head.header("host") == "127.0.0.1:8421" && head.header("x-a") == "b")
    }

    /// Piece by piece, each byte looked at once: a 256 KiB line is refused at its 8 KiB.
    @Test func limitsApplyAsBytesArrive() {
        var scanner = HeadScanner()
        var bytes = Array("GET /".utf8)
        var outcome = scanner.scan(bytes)
        while outcome == .more, bytes.count < 256 << 10 {
            bytes += [UInt8](repeating: 0x61, count: 1000)
            outcome = scanner.scan(bytes)
        }
        #expect(outcome == .refused(.requestLineTooLong) && bytes.count <= Limits.serveRequestLineBytes + 1001)
        let fields = "GET / HTTP/1.1\r\n" + String(repeating: "X-Long: " + String(repeating: "c", count: 100) + "\r\n", count: 200)
        #expect(Self.scan(fields) == .refused(.headersTooLarge))
        #expect(Self.scan("GET / HTTP/1.1\nHost: a\n\n") == .refused(.bareLineFeed))
    }

    @Test func strictLinesAreRequired() {
        func refusal(_ text: String) -> Refusal? {
            if case .failure(let refusal) = RequestHead.parse(Array(text.utf8)[...]) { return refusal }
            return nil
        }
        #expect(refusal("GET  / HTTP/1.1\r\n\r\n") != nil)
        #expect(refusal("GET http://a/ HTTP/1.1\r\n\r\n") != nil)
        #expect(refusal("GET / HTTP/2\r\n\r\n") != nil)
        #expect(refusal("GET / HTTP/1.1\r\nHost : a\r\n\r\n") != nil)
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n") != nil)
        #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n") != nil)
        #expect(refusal("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n") != nil)
        #expect(refusal("POST / HTTP/1.1\r\nContent-Length: +1\r\n\r\n") != nil)
        #expect(refusal("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") == .bodyWithoutLength)
        #expect(refusal("POST / HTTP/1.1\r\nContent-Length: 3000000\r\n\r\n") == .bodyTooLarge(3_000_000))
        #expect(refusal("GET / HTTP/1.0\r\n\r\n") == nil)
    }

    @Test func framesAreRefusedAsAnnounced() {
        #expect(FrameHeader.parse([0x82, 0xFF, 0, 0, 1, 0, 0, 0, 0, 0][...]) == .refused(code: 1009, reason: "a frame over \(Limits.serveFrameBytes) bytes"))
        #expect(FrameHeader.parse([0x81, 0x05][...]) == .refused(code: 1002, reason: "an unmasked frame"))
        #expect(FrameHeader.parse([0x09, 0x80][...]) == .refused(code: 1002, reason: "a fragmented or long control frame"))
        #expect(FrameHeader.parse([0x89, 0x80, 1, 2, 3][...]) == .more)
        guard case .frame(let ping) = FrameHeader.parse([0x89, 0x82, 1, 2, 3, 4][...]) else { Issue.record("a ping's header"); return }
        #expect(ping.final && ping.opcode == FrameHeader.ping && ping.mask == [1, 2, 3, 4] && ping.length == 2 && ping.size == 6)
        #expect(FrameHeader.encode(opcode: 1, Array(repeating: 0, count: 300)).prefix(4) == [0x81, 126, 1, 44])
    }

    /// RFC 6455 §1.3's example.
    @Test func theHandshakesAcceptValue() {
        #expect(WebSocketAccept.value(key: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(WebSocketAccept.isKey("dGhlIHNhbXBsZSBub25jZQ==") && !WebSocketAccept.isKey("short=="))
    }
}
