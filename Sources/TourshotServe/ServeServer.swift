import FlyingFox
import FlyingSocks
import Foundation

/// Starts the review server: draws the images once, listens, prints the URL with its token,
/// then keeps the images current as the inputs change. Bad input never stops it; only the
/// listening socket failing does.
public struct ServeServer: Sendable {
    public struct Options: Sendable {
        public let session: ReviewSession.Settings
        public let host: String?
        public let port: Int
        /// The page's filters at start, as `?name=value` pairs of the printed URL.
        public let filters: [(String, String)]

        public init(session: ReviewSession.Settings, host: String?, port: Int, filters: [(String, String)]) {
            self.session = session
            self.host = host
            self.port = port
            self.filters = filters
        }
    }

    public struct StartFailure: Error, CustomStringConvertible {
        public let description: String
    }

    let options: Options
    let acceptor: ReviewSession.Acceptor

    public init(_ options: Options, acceptor: @escaping ReviewSession.Acceptor) {
        self.options = options
        self.acceptor = acceptor
    }

    /// Runs until the process is stopped. `say` prints a line for the user (stdout), `warn` to stderr.
    public func run(say: @escaping @Sendable (String) -> Void, warn: @escaping @Sendable (String) -> Void) async throws {
        let address = try Self.address(options.host, port: options.port)
        if let host = options.host, !RequestGuard.isLoopbackHost(host) {
            warn("warning: --host \(host) lets every machine that reaches this address see the project's images; Accept still needs the token")
        }
        let session = ReviewSession(options.session, acceptor: acceptor)
        let hub = EventHub()
        let watcher = InputWatcher { session.inputsChanged() }
        var live = true
        do { try watcher.start() } catch {
            warn("warning: \(error)")
            live = false
        }
        session.onInputs = { folders in
            for failure in watcher.watch(folders) { warn("warning: cannot watch \(failure); changes there are not shown") }
        }
        session.onUpdate = { update in
            hub.send(update)
            if let error = update.error {
                warn("the inputs do not load (the page shows the last good images):")
                error.forEach { warn("  " + $0) }
            } else if !update.redrawn.isEmpty || !update.removed.isEmpty {
                say("drew \(update.redrawn.count) image\(update.redrawn.count == 1 ? "" : "s")\(update.removed.isEmpty ? "" : ", removed \(update.removed.count)") in \(Self.seconds(update.seconds))")
            } else if !update.reviewed.isEmpty {
                say("reviewed \(update.reviewed.count) image\(update.reviewed.count == 1 ? "" : "s") (warnings, lint, goldens) in \(Self.seconds(update.seconds))")
            }
        }
        session.refreshNow()
        let token = AccessToken.random()
        // The port is known once listening (--port 0 picks a free one); the guard needs it for Host.
        let gate = PortBox()
        // FlyingFox logs every connection; the terminal is for what the user needs.
        let server = HTTPServer(address: address, logger: .disabled, handler: LateHandler(gate: gate, make: { port in
            ServeHandler(session: session, hub: hub, token: token, gate: RequestGuard(host: options.host, port: port))
        }))
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard let listening = await server.listeningAddress, let port = Self.port(of: listening) else {
            throw StartFailure(description: "cannot tell which port the server listens on")
        }
        gate.set(port)
        say("tourshot serve: \(Self.url(host: options.host, port: port, token: token, filters: options.filters))")
        say(live ? "watching \(watcher.watchedFolders.count) folder\(watcher.watchedFolders.count == 1 ? "" : "s") of inputs; Ctrl-C stops" : "not watching inputs (see the warning); Ctrl-C stops")
        try await task.value
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.2f s", value)
    }

    static func address(_ host: String?, port: Int) throws -> any SocketAddress {
        guard (0...65535).contains(port) else { throw StartFailure(description: "--port \(port): use 1 to 65535, or 0 for a free port") }
        let name = host ?? "127.0.0.1"
        do {
            if name == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port)) }
            if name.contains(":") { return try sockaddr_in6.inet6(ip6: name, port: UInt16(port)) }
            return try sockaddr_in.inet(ip4: name, port: UInt16(port))
        } catch {
            throw StartFailure(description: "--host \(name): not an IP address; give one such as 127.0.0.1, ::1 or 0.0.0.0")
        }
    }

    static func port(of address: Socket.Address) -> Int? {
        switch address {
        case .ip4(_, let port), .ip6(_, let port): Int(port)
        case .unix: nil
        }
    }

    /// The page's address with the token and the starting filters, percent-encoded.
    public static func url(host: String?, port: Int, token: AccessToken, filters: [(String, String)]) -> String {
        let name = host.map { $0.contains(":") ? "[\($0)]" : $0 } ?? "127.0.0.1"
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "token", value: token.value)] + filters.map { URLQueryItem(name: $0.0, value: $0.1) }
        return "http://\(name == "0.0.0.0" || name == "[::]" ? "127.0.0.1" : name):\(port)/?" + (components.percentEncodedQuery ?? "")
    }
}

/// The port, set once the server listens.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?
    func set(_ value: Int) { lock.lock(); port = value; lock.unlock() }
    var value: Int? { lock.lock(); defer { lock.unlock() }; return port }
}

/// Builds the real handler once the port is known; refuses until then (the URL is not printed yet).
struct LateHandler: HTTPHandler {
    let gate: PortBox
    let make: @Sendable (Int) -> ServeHandler

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let port = gate.value else { return ServeHandler.text(503, "starting; try again") }
        return try await make(port).handleRequest(request)
    }
}
