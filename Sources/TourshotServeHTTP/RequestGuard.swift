/// Who may talk to the server. By default only this machine: the peer's address must be a
/// loopback one, and the `Host` header must name the loopback address the server listens on —
/// a web page elsewhere that points its own host name at 127.0.0.1 (DNS rebinding) sends its
/// own name and is refused. `--host` opens the server to its network on purpose.
public struct RequestGuard: Sendable {
    /// The address given to `--host` when it is not this machine's own (`localhost` and
    /// 127.0.0.0/8 keep every check); nil for the loopback default.
    public let openHost: String?
    public let port: Int
    /// The loopback name the server was started with (`--host 127.0.0.2`, `localhost`), which
    /// the printed URL names.
    private let loopbackHost: String?

    /// `host`: the `--host` value, nil for the default.
    public init(host: String?, port: Int) {
        let loopback = host.map(Self.isLoopbackHost) ?? true
        openHost = loopback ? nil : host
        loopbackHost = loopback ? host?.lowercased() : nil
        self.port = port
    }

    /// Why the request is refused, nil when it may proceed. `remote`: the peer's IP address
    /// (nil when the socket did not say); `host`: the `Host` header; `origin`: the `Origin`
    /// header a browser adds to a script's request (a page of another site may not read the
    /// updates or press Accept, even by guessing the port); `fetchSite`: the `Sec-Fetch-Site`
    /// header, which browsers send on every request, Origin or not: an image or link another
    /// page puts on this server arrives `cross-site` (`same-site` from another port of this
    /// machine) without Origin, and would draw variants on demand (`/api/grid`). Only the
    /// page's own requests (`same-origin`) and the user's own typing (`none`) pass; a client
    /// that sends none is no browser's page.
    public func refusal(remote: String?, host: String?, origin: String? = nil, fetchSite: String? = nil) -> String? {
        if let fetchSite, !["same-origin", "none"].contains(fetchSite.lowercased()) {
            return "refused: a request from another site (Sec-Fetch-Site: \(fetchSite)); only the page tourshot serve printed may use it"
        }
        if openHost != nil { return nil }
        guard let remote, Self.isLoopback(remote) else {
            return "refused: \(remote ?? "an unknown address") is not this machine; tourshot serve answers only loopback requests unless started with --host"
        }
        guard let host, allowedHosts.contains(host.lowercased()) else {
            return "refused: the Host header \(host.map { "\"\($0)\"" } ?? "is missing and") does not name this server (\(allowedHosts.sorted().joined(separator: ", "))); open the URL tourshot serve printed"
        }
        if let origin, !allowedHosts.contains(where: { origin.lowercased() == "http://" + $0 }) {
            return "refused: a page of \(origin) may not use tourshot serve; open the URL it printed"
        }
        return nil
    }

    /// Host headers a browser on this machine sends for the printed URL.
    var allowedHosts: Set<String> {
        var hosts: Set = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        if let loopbackHost { hosts.insert((loopbackHost.contains(":") ? "[\(loopbackHost)]" : loopbackHost) + ":\(port)") }
        return hosts
    }

    /// A `--host` value that names this machine only: `localhost` or a loopback address.
    public static func isLoopbackHost(_ name: String) -> Bool {
        name.lowercased() == "localhost" || isLoopback(name)
    }

    /// 127.0.0.0/8, ::1 and IPv4-mapped loopback (`::ffff:127.0.0.1`).
    public static func isLoopback(_ address: String) -> Bool {
        let lower = address.lowercased()
        if lower == "::1" || lower == "0:0:0:0:0:0:0:1" { return true }
        let v4 = lower.hasPrefix("::ffff:") ? String(lower.dropFirst(7)) : lower
        let parts = v4.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
