import Foundation
import TourshotFuzzing
import TourshotModel
import TourshotServeHTTP

/// The libFuzzer harness over the review server's route and guard layer (`scripts/fuzz --serve`):
/// each input is a request's bytes as a client sends them, or a WebSocket frame's. The first
/// byte picks which, and how the bytes arrive (in pieces of which size), the rest is the bytes.
/// What must hold: a scan in pieces ends as the scan of the whole; a head found parses or is
/// refused with a status of its own; a parsed head keeps the limits; the guard and the routes
/// take any head, and a route's image id is one the server could have made. A frame header
/// never lets through more than the limit. Anything else aborts, so libFuzzer keeps the input.
@main
enum ServeFuzzHarness {
    nonisolated(unsafe) static var gate = RequestGuard(host: nil, port: 8421)

    static func main() {
        FuzzDriver.run("tourshot-fuzz-serve") { ServeFuzzHarness.one(Array($0)) }
    }

    static func one(_ input: [UInt8]) {
        let selector = input[0]
        let bytes = Array(input.dropFirst())
        if selector & 0x80 != 0 { return frame(bytes) }
        request(bytes, piece: Int(selector & 0x7F) + 1)
    }

    static func request(_ bytes: [UInt8], piece: Int) {
        var whole = HeadScanner()
        let once = whole.scan(bytes)
        var pieces = HeadScanner()
        var received: [UInt8] = []
        var outcome = HeadScanner.Outcome.more
        for start in stride(from: 0, to: bytes.count, by: piece) where outcome == .more {
            received += bytes[start..<min(start + piece, bytes.count)]
            outcome = pieces.scan(received)
        }
        // A refusal may come earlier in pieces (fewer bytes seen); a completed head is the same.
        if case .complete = once, outcome != once { unexpected("in pieces of \(piece): \(outcome), whole: \(once)") }
        if case .complete = outcome, outcome != once { unexpected("in pieces of \(piece): \(outcome), whole: \(once)") }
        guard case .complete(let end) = once else {
            if case .refused(let refusal) = once, ![400, 414, 431].contains(refusal.status) { unexpected("scan refused with \(refusal.status)") }
            return
        }
        guard end <= Limits.serveRequestLineBytes + Limits.serveHeaderBytes + 4 else { unexpected("a head of \(end) bytes passed") }
        switch RequestHead.parse(bytes[0..<end]) {
        case .failure(let refusal):
            guard [400, 411, 413, 431].contains(refusal.status), !refusal.message.isEmpty else { unexpected("parse refused with \(refusal.status)") }
        case .success(let head):
            guard head.path.hasPrefix("/"), head.contentLength <= Limits.serveRequestBytes, head.headers.count <= Limits.serveHeaderFields,
                  head.headers.allSatisfy({ $0.name == $0.name.lowercased() && !$0.name.isEmpty }) else {
                unexpected("a head past the limits: \(head)")
            }
            _ = gate.refusal(remote: "127.0.0.1", host: head.header("host"), origin: head.header("origin"), fetchSite: head.header("sec-fetch-site"))
            switch ServeRoute.resolve(method: head.method, path: head.path) {
            case .image(let id, _), .accept(let id):
                guard ServeRoute.isImageID(id), !id.contains("/"), !id.hasPrefix(".") else { unexpected("route with id \(id)") }
            default:
                break
            }
        }
    }

    static func frame(_ bytes: [UInt8]) {
        switch FrameHeader.parse(bytes[...]) {
        case .frame(let header):
            guard header.length <= Limits.serveFrameBytes, [6, 8, 14].contains(header.size), header.size <= bytes.count else {
                unexpected("frame header \(header)")
            }
        case .refused(let code, _):
            guard code == 1002 || code == 1009 else { unexpected("close code \(code)") }
        case .more:
            guard bytes.count < 14 else { unexpected("more asked of \(bytes.count) bytes") }
        }
    }

    static func unexpected(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("unexpected outcome: \(reason)\n".utf8))
        abort()
    }
}
