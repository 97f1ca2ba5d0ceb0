import Foundation
import Testing
import TourshotModel
import TourshotServe

/// Issue 42's hostile and careless clients, each as the review sent it, over real loopback
/// sockets against the real server: every case answers with its own status at once (or closes
/// the client), and the page still answers afterwards. Every read has a deadline.
@Suite("serve: the server's limits")
struct ServerLimitsTests {
    /// Item 4: a 256 KiB request line took 45 s of CPU (quadratic) before any check.
    @Test func aLongRequestLineIsRefusedAtOnce() async throws {
        try await LiveServer.with { server in
            let client = try #require(LoopbackClient(port: server.port))
            let start = Date()
            let line = "GET /" + String(repeating: "a", count: 256 << 10) + " HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
            Thread.detachNewThread { client.send(line) }
            let (bytes, closed) = await offPool { client.read(seconds: 5) }
            #expect(LoopbackClient.statusLines(bytes) == ["HTTP/1.1 414 URI Too Long"])
            #expect(String(decoding: bytes, as: UTF8.self).contains("refused: a request line over \(Limits.serveRequestLineBytes) bytes"))
            #expect(closed && Date().timeIntervalSince(start) < 3)
            #expect(await server.get("/review.js").map(LoopbackClient.statusLines) == ["HTTP/1.1 200 OK"])
        }
    }

    /// Item 4's headers: too many bytes of them, or too many fields.
    @Test func largeHeadersAreRefused() async throws {
        try await LiveServer.with { server in
            let big = "X-Filler: " + String(repeating: "b", count: Limits.serveHeaderBytes) + "\r\n"
            #expect(await server.get("/review.js", extra: big).map(LoopbackClient.statusLines) == ["HTTP/1.1 431 Request Header Fields Too Large"])
            let many = (0...Limits.serveHeaderFields).map { "X-F\($0): 1\r\n" }.joined()
            #expect(await server.get("/review.js", extra: many).map(LoopbackClient.statusLines) == ["HTTP/1.1 431 Request Header Fields Too Large"])
        }
    }

    /// Item 5: idle and half-sent connections were never closed (1,100 made the server exit).
    /// Over the connection limit the longest waiting are closed at once; the rest within the
    /// head's time, the half-sent ones told so (408); the page's requests go through throughout.
    @Test func idleAndHalfSentConnectionsAreClosed() async throws {
        try await LiveServer.with { server in
            let count = Limits.serveConnections + 86
            var clients: [LoopbackClient] = []
            for index in 0..<count {
                let client = try #require(LoopbackClient(port: server.port))
                if index % 2 == 1 { client.send("GET /review.js HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n") }
                clients.append(client)
            }
            #expect(await server.get("/review.js").map(LoopbackClient.statusLines) == ["HTTP/1.1 200 OK"])
            try await Task.sleep(nanoseconds: 1_000_000_000)
            let early = clients.filter { $0.isClosedByServer() }.count
            #expect(early >= count - Limits.serveConnections, "over the limit, the longest waiting are closed at once (\(early) of \(count))")

            let late = try #require(LoopbackClient(port: server.port))
            late.send("GET /review.js HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
            let start = Date()
            let (bytes, closed) = await offPool { late.read(seconds: Double(Limits.serveHeadSeconds) + 5) }
            #expect(closed && LoopbackClient.statusLines(bytes) == ["HTTP/1.1 408 Request Timeout"])
            #expect(Date().timeIntervalSince(start) > Double(Limits.serveHeadSeconds) - 1)
            #expect(clients.allSatisfy { $0.isClosedByServer() }, "every idle connection is closed within \(Limits.serveHeadSeconds) s")
        }
    }

    /// Item 6: a refused body over 2 MiB was parsed as the next request (a second response).
    @Test func aRefusedBodyIsNotReadAsTheNextRequest() async throws {
        try await LiveServer.with { server in
            let client = try #require(LoopbackClient(port: server.port))
            let inner = Array("GET /review.js HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nSec-Fetch-Site: same-origin\r\n\r\n".utf8)
            let length = 3 << 20
            var body: [UInt8] = []
            while body.count + inner.count <= length { body += inner }
            body += [UInt8](repeating: 0x20, count: length - body.count)
            let head = "POST /api/accept/x HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Length: \(length)\r\n\r\n"
            let request = Array(head.utf8) + body
            Thread.detachNewThread { client.send(request) }
            let (bytes, closed) = await offPool { client.read(seconds: 5) }
            #expect(LoopbackClient.statusLines(bytes) == ["HTTP/1.1 413 Content Too Large"])
            #expect(closed)
        }
    }

    /// Item 7: an image another site puts on this server (no Origin) drew new variants.
    @Test func requestsFromAnotherSiteAreRefused() async throws {
        try await LiveServer.with { server in
            for site in ["cross-site", "same-site"] {
                let bytes = try #require(await server.get("/api/grid?textScale=1.7", extra: "Sec-Fetch-Site: \(site)\r\nSec-Fetch-Mode: no-cors\r\n"))
                #expect(LoopbackClient.statusLines(bytes) == ["HTTP/1.1 403 Forbidden"])
                #expect(String(decoding: bytes, as: UTF8.self).contains("refused: a request from another site (Sec-Fetch-Site: \(site))"))
            }
            #expect(await server.get("/api/grid").map(LoopbackClient.statusLines) == ["HTTP/1.1 200 OK"])
        }
    }

    /// Item 8: a frame announcing 2⁴⁰ bytes grew the server by 300 MB; it is refused as announced.
    @Test func anOversizedFrameClosesThePage() async throws {
        try await LiveServer.with { server in
            let client = try #require(LoopbackClient(port: server.port))
            client.send(LoopbackClient.upgrade(port: server.port))
            let (head, _) = await offPool { client.read(seconds: 5, until: LoopbackClient.endsHead) }
            #expect(LoopbackClient.statusLines(head) == ["HTTP/1.1 101 Switching Protocols"])
            #expect(String(decoding: head, as: UTF8.self).contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"))
            client.send([0x82, 0xFF, 0, 0, 1, 0, 0, 0, 0, 0, 1, 2, 3, 4] + [UInt8](repeating: 0, count: 64 << 10))
            let (bytes, closed) = await offPool { client.read(seconds: 5) }
            // Perhaps the current version first, then the close frame with 1009 (too big).
            let close = bytes.firstRange(of: [0x88])
            #expect(closed && close != nil)
            if let close { #expect(Array(bytes[close.upperBound...].prefix(3)) == [UInt8(2 + "a frame over \(Limits.serveFrameBytes) bytes".utf8.count), 0x03, 0xF1]) }
            #expect(await server.get("/review.js").map(LoopbackClient.statusLines) == ["HTTP/1.1 200 OK"])
        }
    }

    /// Item 8: pings whose pongs are never read grew the server without bound (FlyingFox kept
    /// every pong queued and read on: 27 MiB of pings in 9 s, 48 → 94 MB resident). Now the
    /// pongs wait in the sockets, the server stops reading while one waits, and the sender is
    /// held by TCP: what it can send is bounded by the sockets' buffers, not the server's heap;
    /// a pong that cannot be sent for `Limits.serveSendSeconds` closes the page.
    @Test func aPingFloodIsHeldBackAndClosed() async throws {
        try await LiveServer.with { server in
            // A small receive buffer: the pongs fill it soon, as they would any buffer in time.
            let client = try #require(LoopbackClient(port: server.port, receiveBuffer: 4096))
            client.send(LoopbackClient.upgrade(port: server.port))
            _ = await offPool { client.read(seconds: 5, until: LoopbackClient.endsHead) }
            let ping: [UInt8] = [0x89, 0x80 | 125, 1, 2, 3, 4] + [UInt8](repeating: 0x70, count: 125)
            let batch = Array([[UInt8]](repeating: ping, count: 500).joined())
            var sent = 0
            var stalled: Date?
            let start = Date()
            // Until the server holds the sender back for 2 s, at most 30 s and 64 MiB.
            while sent < 64 << 20, Date().timeIntervalSince(start) < 30 {
                // Whole frames only: a batch cut short is sent on from where it stopped.
                let offset = sent % batch.count
                guard let count = client.sendNow(Array(batch[offset...])) else { break }
                sent += count
                if count > 0 { stalled = nil; continue }
                if let since = stalled, Date().timeIntervalSince(since) > 2 { break }
                if stalled == nil { stalled = Date() }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            #expect(sent < 40 << 20, "the server read \(sent >> 20) MiB of pings whose pongs were not read")
            // Nothing read (reading the pongs would let the server go on): the server answers
            // the pings it holds until a pong waits, then closes after the send time.
            let closed = await offPool { client.waitClosedUnread(seconds: Double(Limits.serveSendSeconds) + 30) }
            #expect(closed, "a page leaving its pongs unread for \(Limits.serveSendSeconds) s is closed")
            #expect(await server.get("/review.js").map(LoopbackClient.statusLines) == ["HTTP/1.1 200 OK"])
        }
    }

    /// Item 8: 18–19 of 200 simultaneous upgrades got in past the 16-page limit.
    @Test func pagesAreCountedAsTheyAreLetIn() async throws {
        try await LiveServer.with { server in
            let clients = (0..<200).compactMap { _ in LoopbackClient(port: server.port) }
            let request = LoopbackClient.upgrade(port: server.port)
            let heads = await offPool {
                DispatchQueue.concurrentPerform(iterations: clients.count) { clients[$0].send(request) }
                return clients.map { $0.read(seconds: 10, until: LoopbackClient.endsHead).bytes }
            }
            let admitted = heads.filter { LoopbackClient.statusLines($0) == ["HTTP/1.1 101 Switching Protocols"] }.count
            #expect((1...Limits.serveClients).contains(admitted), "\(admitted) pages let in")
        }
    }
}
