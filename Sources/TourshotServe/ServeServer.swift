import Foundation
import TourshotServeHTTP

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
        let listener: HTTPListener
        do { listener = try HTTPListener(address) } catch {
            throw StartFailure(description: "--host \(options.host ?? "127.0.0.1") --port \(options.port): \(error); give another --port, or 0 for a free one")
        }
        let handler = ServeHandler(session: session, hub: hub, token: token, gate: RequestGuard(host: options.host, port: listener.port))
        say("tourshot serve: \(Self.url(host: options.host, port: listener.port, token: token, filters: options.filters))")
        say(live ? "watching \(watcher.watchedFolders.count) folder\(watcher.watchedFolders.count == 1 ? "" : "s") of inputs; Ctrl-C stops" : "not watching inputs (see the warning); Ctrl-C stops")
        // The listener's thread accepts until the task running this is cancelled.
        await withTaskCancellationHandler {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let thread = Thread {
                    listener.run(hub: hub) { await handler.handleRequest($0) }
                    done.resume()
                }
                thread.name = "tourshot-serve listener"
                thread.start()
            }
        } onCancel: {
            listener.stop()
        }
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.2f s", value)
    }

    static func address(_ host: String?, port: Int) throws -> SocketIO.Address {
        guard (0...65535).contains(port) else { throw StartFailure(description: "--port \(port): use 1 to 65535, or 0 for a free port") }
        let name = host ?? "127.0.0.1"
        guard let address = SocketIO.Address.parse(name == "localhost" ? "127.0.0.1" : name, port: UInt16(port)) else {
            throw StartFailure(description: "--host \(name): not an IP address; give one such as 127.0.0.1, ::1 or 0.0.0.0")
        }
        return address
    }

    /// The page's address with the token and the starting filters, percent-encoded.
    public static func url(host: String?, port: Int, token: AccessToken, filters: [(String, String)]) -> String {
        let name = host.map { $0.contains(":") ? "[\($0)]" : $0 } ?? "127.0.0.1"
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "token", value: token.value)] + filters.map { URLQueryItem(name: $0.0, value: $0.1) }
        return "http://\(name == "0.0.0.0" || name == "[::]" ? "127.0.0.1" : name):\(port)/?" + (components.percentEncodedQuery ?? "")
    }
}
