import TourshotServeHTTP

/// A request as the transport hands it to `ServeHandler`: its head, bounded and parsed, the
/// peer's address and the body (at most `Limits.serveRequestBytes`).
struct ServeRequest: Sendable {
    let head: RequestHead
    let remote: String?
    let body: [UInt8]
}

/// What `ServeHandler` answers: a response, or a page let in for live updates over WebSocket.
enum ServeReply: Sendable {
    case response(ServeResponse)
    case upgrade(EventPage, accept: String)
}

struct ServeResponse: Sendable {
    let status: Int
    let headers: [(String, String)]
    let body: [UInt8]

    /// The bytes on the wire; `close` says the connection ends after it. `head`: a HEAD
    /// request's answer, the length of the body without the body.
    func encoded(close: Bool, head: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(body.count)\r\n"
        if close { text += "Connection: close\r\n" }
        return Array((text + "\r\n").utf8) + (head ? [] : body)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 101: "Switching Protocols"
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Internal Server Error"
        }
    }
}
