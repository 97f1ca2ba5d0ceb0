import Foundation
import TourshotModel

/// A request's head as the transport parsed it (`parse`): strict HTTP/1.1 (RFC 9112), since what
/// two parsers read differently is how requests are smuggled; every refusal closes the connection.
public struct RequestHead: Sendable, Equatable {
    public let method: String
    /// The path as sent (percent-encoded); routes match it segment by segment.
    public let path: String
    /// The query's items, percent-decoded (a value that does not decode is kept as sent).
    public let query: [Field]
    /// Header fields in order, names lowercased.
    public let headers: [Field]
    /// HTTP/1.1 keeps the connection unless `Connection: close`; 1.0 closes it.
    public let keepAlive: Bool
    /// The body's announced length (0 without Content-Length).
    public let contentLength: Int

    public struct Field: Sendable, Equatable {
        public let name: String
        public let value: String
        public init(_ name: String, _ value: String) { self.name = name; self.value = value }
    }

    /// The first field named `name` (lowercase).
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// `head`: the bytes `HeadScanner` found, up to and with the empty line.
    public static func parse(_ head: ArraySlice<UInt8>) -> Result<RequestHead, Refusal> {
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            if head[index] == 0x0A {
                guard index > start, head[index - 1] == 0x0D else { return .failure(.bareLineFeed) }
                lines.append(head[start..<(index - 1)])
                start = index + 1
                if lines.count > Limits.serveHeaderFields + 2 { return .failure(.tooManyHeaderFields) }
            }
            index += 1
        }
        guard start == head.endIndex, lines.count >= 2, lines.last?.isEmpty == true else {
            return .failure(.malformed("the head does not end in an empty line"))
        }
        if lines.count - 2 > Limits.serveHeaderFields { return .failure(.tooManyHeaderFields) }

        let parts = lines[0].split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(.malformed("the request line is not: method, path, version, one space apart")) }
        guard !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else { return .failure(.malformed("the method is not a token")) }
        guard parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .failure(.malformed("the path does not start with / or holds spaces, controls or non-ASCII bytes"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .failure(.malformed("version \(version.prefix(16)), not HTTP/1.1 or 1.0")) }

        var headers: [Field] = []
        for line in lines[1..<(lines.count - 1)] {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy(isTokenByte) else {
                // A line starting with a space continues the last (obs-fold), which RFC 9112 lets
                // a server refuse; a name with spaces before its colon must be refused.
                return .failure(.malformed("a header field is not name: value"))
            }
            let value = line[(colon + 1)...]
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .failure(.malformed("a header field's value holds a control character"))
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            headers.append(Field(name, String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespaces)))
        }
        if headers.filter({ $0.name == "host" }).count > 1 { return .failure(.malformed("two Host fields")) }

        var length = 0
        let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
        if let given = lengths.first {
            guard lengths.count == 1, !given.isEmpty, given.count <= 18, given.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(given) else {
                return .failure(.malformed("Content-Length is not one number"))
            }
            length = value
        }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .failure(lengths.isEmpty ? .bodyWithoutLength : .malformed("both Content-Length and Transfer-Encoding"))
        }
        if length > Limits.serveRequestBytes { return .failure(.bodyTooLarge(length)) }

        let connection = headers.filter { $0.name == "connection" }.flatMap { $0.value.lowercased().split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let keepAlive = version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")

        let target = String(decoding: parts[1], as: UTF8.self)
        let question = target.firstIndex(of: "?")
        let path = String(target[..<(question ?? target.endIndex)])
        let query = question.map { parseQuery(String(target[target.index(after: $0)...])) } ?? []
        return .success(RequestHead(method: String(decoding: parts[0], as: UTF8.self), path: path, query: query,
                                    headers: headers, keepAlive: keepAlive, contentLength: length))
    }

    static func parseQuery(_ text: String) -> [Field] {
        text.split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in String(part).removingPercentEncoding ?? String(part) }
            return Field(decode(pair[0]), pair.count > 1 ? decode(pair[1]) : "")
        }
    }

    /// RFC 9110's tchar: what a method or a field name is made of.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
