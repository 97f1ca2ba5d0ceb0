import TourshotModel

/// Finds where a request's head ends in the bytes received so far, looking at each byte once
/// (bytes arrive in pieces; a scan never starts over), and refuses a request line or header
/// fields over their limits as soon as the bytes received pass them, before more is read.
public struct HeadScanner: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// Not all of the head yet; read more.
        case more
        /// The head is the first `end` bytes (its empty line included).
        case complete(end: Int)
        case refused(Refusal)
    }

    /// Bytes already looked at.
    private var position = 0
    /// Where the request line ends (after its CRLF), once seen.
    private var lineEnd: Int?
    private let lineLimit: Int
    private let headerLimit: Int

    public init(lineLimit: Int = Limits.serveRequestLineBytes, headerLimit: Int = Limits.serveHeaderBytes) {
        self.lineLimit = lineLimit
        self.headerLimit = headerLimit
    }

    public mutating func scan(_ bytes: [UInt8]) -> Outcome {
        while position < bytes.count {
            let index = position
            position += 1
            guard bytes[index] == 0x0A else { continue }
            guard index > 0, bytes[index - 1] == 0x0D else { return .refused(.bareLineFeed) }
            if lineEnd == nil {
                lineEnd = index + 1
                if index - 1 > lineLimit { return .refused(.requestLineTooLong) }
                // A request line that is only CRLF: RFC 9112 lets a server skip it, but nothing
                // of the page sends one; refusing is simpler than tracking it.
                if index == 1 { return .refused(.malformed("an empty request line")) }
            } else if bytes[index - 2] == 0x0A {
                // An empty line (the CR before this LF follows the previous line's LF): the end.
                if index + 1 - (lineEnd ?? 0) > headerLimit + 2 { return .refused(.headersTooLarge) }
                return .complete(end: index + 1)
            }
        }
        // The limits count the line without its CRLF, and the fields with theirs.
        if let lineEnd {
            if bytes.count - lineEnd > headerLimit + 2 { return .refused(.headersTooLarge) }
        } else if bytes.count > lineLimit + 1 {
            return .refused(.requestLineTooLong)
        }
        return .more
    }
}
