import TourshotModel

/// A request the transport refuses before any route sees it: its status and message, one each
/// per limit (docs/review.md#the-servers-limits). The connection is closed after every one, so
/// nothing left unread of it is taken for the next request.
public enum Refusal: Error, Sendable, Equatable {
    case requestLineTooLong
    case headersTooLarge
    case tooManyHeaderFields
    case bodyTooLarge(Int)
    case bodyWithoutLength
    case slow
    case bareLineFeed
    case malformed(String)

    public var status: Int {
        switch self {
        case .requestLineTooLong: 414
        case .headersTooLarge, .tooManyHeaderFields: 431
        case .bodyTooLarge: 413
        case .bodyWithoutLength: 411
        case .slow: 408
        case .bareLineFeed, .malformed: 400
        }
    }

    public var message: String {
        switch self {
        case .requestLineTooLong:
            "refused: a request line over \(Limits.serveRequestLineBytes) bytes; tourshot serve's paths are short, open the URL it printed"
        case .headersTooLarge:
            "refused: header fields over \(Limits.serveHeaderBytes) bytes together; tourshot serve reads no more"
        case .tooManyHeaderFields:
            "refused: more than \(Limits.serveHeaderFields) header fields; tourshot serve reads no more"
        case .bodyTooLarge(let count):
            "refused: a request body of \(count) bytes is larger than the \(Limits.serveRequestBytes) bytes tourshot serve reads"
        case .bodyWithoutLength:
            "refused: a request body without Content-Length; tourshot serve reads at most \(Limits.serveRequestBytes) bytes, announced"
        case .slow:
            "refused: no whole request within \(Limits.serveHeadSeconds) s; the connection is closed"
        case .bareLineFeed:
            "refused: a line of the request ends in LF alone; HTTP/1.1 lines end in CRLF"
        case .malformed(let what):
            "refused: not an HTTP/1.1 request (\(what))"
        }
    }
}
