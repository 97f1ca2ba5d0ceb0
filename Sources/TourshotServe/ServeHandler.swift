import Foundation
import TourshotModel
import TourshotServeHTTP

/// Every request, in order: who asks (`RequestGuard`), what it asks for (`ServeRoute`), and for
/// anything that changes files, the token. How much it sends was bounded before, by the
/// transport (`HTTPConnection`, `Limits`).
struct ServeHandler: Sendable {
    let session: ReviewSession
    let hub: EventHub
    let token: AccessToken
    let gate: RequestGuard

    func handleRequest(_ request: ServeRequest) async -> ServeReply {
        let head = request.head
        // The socket's peer, never X-Forwarded-For: any client can write that header.
        if let refusal = gate.refusal(remote: request.remote, host: head.header("host"), origin: head.header("origin"),
                                      fetchSite: head.header("sec-fetch-site")) {
            return .response(Self.text(403, refusal))
        }
        switch ServeRoute.resolve(method: head.method, path: head.path) {
        case .page:
            return .response(Self.response(200, type: "text/html; charset=utf-8", Array(LiveReviewPage.html.utf8)))
        case .script:
            return .response(Self.response(200, type: "text/javascript; charset=utf-8", Array(LiveReviewPage.script.utf8)))
        case .grid:
            switch PageVariant.parse(appearance: head.queryValue("appearance"), textScale: head.queryValue("textScale")) {
            case .failure(let error): return .response(Self.text(400, error.message))
            case .success(let variant):
                return .response(Self.response(200, type: "application/json", Array(await session.grid(variant, following: head.queryValue("following") == "1").utf8), cache: "no-store"))
            }
        case .image(let id, let view):
            switch await session.picture(id, view: view) {
            case .success(let png): return .response(Self.response(200, type: "image/png", png, cache: "private, max-age=3600"))
            case .failure(let refusal): return .response(Self.text(refusal.status, refusal.message))
            }
        case .events:
            guard head.header("upgrade")?.lowercased() == "websocket", head.header("sec-websocket-version") == "13",
                  let key = head.header("sec-websocket-key"), WebSocketAccept.isKey(key) else {
                return .response(Self.text(400, "refused: /events is the page's WebSocket for live updates (version 13); open the URL tourshot serve printed"))
            }
            // Counted here, as the page is let in: two upgrades at once cannot both take the last place.
            guard let page = hub.admit() else {
                return .response(Self.text(503, "refused: \(Limits.serveClients) pages are already connected for live updates; close one"))
            }
            return .upgrade(page, accept: WebSocketAccept.value(key: key))
        case .accept(let id):
            guard token.matches(head.header(AccessToken.header.lowercased())) else {
                return .response(Self.text(403, "refused: Accept records goldens, so it needs the token in the URL tourshot serve printed (header \(AccessToken.header)); open that URL"))
            }
            let shown = head.header(ReviewSession.shownHeader.lowercased()).flatMap { Int($0) }
            switch await session.accept(id, shown: shown) {
            case .success(let lines): return .response(Self.text(200, lines.joined(separator: "\n")))
            case .failure(let refusal): return .response(Self.text(refusal.status, refusal.message))
            }
        case .notFound(let message):
            return .response(Self.text(404, message))
        }
    }

    static func text(_ status: Int, _ message: String) -> ServeResponse {
        response(status, type: "text/plain; charset=utf-8", Array((message + "\n").utf8), cache: "no-store")
    }

    static func response(_ status: Int, type: String, _ body: [UInt8], cache: String = "no-cache") -> ServeResponse {
        ServeResponse(status: status, headers: [
            ("Content-Type", type),
            ("Cache-Control", cache),
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
            ("Referrer-Policy", "no-referrer"),
        ], body: body)
    }
}
