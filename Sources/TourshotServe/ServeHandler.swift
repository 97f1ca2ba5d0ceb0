import FlyingFox
import Foundation
import TourshotModel

/// Every request, in order: who asks (`RequestGuard`), how much it sends (`Limits`), what it
/// asks for (`ServeRoute`), and for anything that changes files, the token.
struct ServeHandler: HTTPHandler {
    let session: ReviewSession
    let hub: EventHub
    let token: AccessToken
    let gate: RequestGuard

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The socket's peer, never X-Forwarded-For: any client can write that header.
        let remote: String? = switch request.remoteAddress {
        case .ip4(let ip, _), .ip6(let ip, _): ip
        case .unix, nil: nil
        }
        if let refusal = gate.refusal(remote: remote, host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")]) {
            return Self.text(403, refusal)
        }
        if let count = request.bodySequence.count, count > Limits.serveRequestBytes {
            return Self.text(413, "refused: a request body of \(count) bytes is larger than the \(Limits.serveRequestBytes) bytes tourshot serve reads")
        }
        if request.bodySequence.count == nil, request.headers[.transferEncoding] != nil {
            return Self.text(411, "refused: a request body without Content-Length; tourshot serve reads at most \(Limits.serveRequestBytes) bytes, announced")
        }
        switch ServeRoute.resolve(method: request.method.rawValue, path: request.path) {
        case .page:
            return Self.response(200, type: "text/html; charset=utf-8", Data(ReviewPage.html.utf8))
        case .script:
            return Self.response(200, type: "text/javascript; charset=utf-8", Data(ReviewPage.script.utf8))
        case .grid:
            let query = { (name: String) in request.query.first { $0.name == name }?.value }
            switch PageVariant.parse(appearance: query("appearance"), textScale: query("textScale")) {
            case .failure(let error): return Self.text(400, error.message)
            case .success(let variant):
                return Self.response(200, type: "application/json", Data(await session.grid(variant, following: query("following") == "1").utf8), cache: "no-store")
            }
        case .image(let id, let view):
            switch await session.picture(id, view: view) {
            case .success(let png): return Self.response(200, type: "image/png", Data(png), cache: "private, max-age=3600")
            case .failure(let refusal): return Self.text(refusal.status, refusal.message)
            }
        case .events:
            guard !hub.isFull else {
                return Self.text(503, "refused: \(Limits.serveClients) pages are already connected for live updates; close one")
            }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: hub)).handleRequest(request)
        case .accept(let id):
            guard token.matches(request.headers[HTTPHeader(AccessToken.header)]) else {
                return Self.text(403, "refused: Accept records goldens, so it needs the token in the URL tourshot serve printed (header \(AccessToken.header)); open that URL")
            }
            let shown = request.headers[HTTPHeader(ReviewSession.shownHeader)].flatMap { Int($0) }
            switch await session.accept(id, shown: shown) {
            case .success(let lines): return Self.text(200, lines.joined(separator: "\n"))
            case .failure(let refusal): return Self.text(refusal.status, refusal.message)
            }
        case .notFound(let message):
            return Self.text(404, message)
        }
    }

    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        response(status, type: "text/plain; charset=utf-8", Data((message + "\n").utf8), cache: "no-store")
    }

    static func response(_ status: Int, type: String, _ body: Data, cache: String = "no-cache") -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: [
            .contentType: type,
            .cacheControl: cache,
            HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("Content-Security-Policy"): "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            HTTPHeader("Referrer-Policy"): "no-referrer",
        ], body: body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 503: "Service Unavailable"
        default: "Internal Server Error"
        }
    }
}
