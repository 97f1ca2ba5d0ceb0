import Foundation
import TourshotServe

/// The real server (`ServeServer.run`, as `tourshot-serve` runs it) on a free loopback port,
/// over a project of one quick wireframe image; stopped by cancelling its task.
final class LiveServer: @unchecked Sendable {
    let port: Int
    private let task: Task<Void, Error>

    private init(port: Int, task: Task<Void, Error>) {
        self.port = port
        self.task = task
    }

    static func with(_ body: (LiveServer) async throws -> Void) async throws {
        try await ReviewSessionTests.withProject { root in
            let lines = Lines()
            let options = ServeServer.Options(session: .init(projectPath: root.appendingPathComponent("tourshot.json").path, allowOutside: false),
                                              host: nil, port: 0, filters: [])
            let task = Task { try await ServeServer(options, acceptor: { _, _, _ in [] }).run(say: { lines.add($0) }, warn: { _ in }) }
            defer { task.cancel() }
            let deadline = Date().addingTimeInterval(60)
            while lines.port == nil, Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
            guard let port = lines.port else { throw Unstarted() }
            try await body(LiveServer(port: port, task: task))
        }
    }

    struct Unstarted: Error {}

    /// A plain request of the page (`path`) with its Host, and `extra` header lines.
    func get(_ path: String, extra: String = "Sec-Fetch-Site: same-origin\r\n") async -> [UInt8]? {
        let port = port
        return await offPool {
            guard let client = LoopbackClient(port: port) else { return nil }
            client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extra)Connection: close\r\n\r\n")
            let (bytes, closed) = client.read(seconds: 10)
            return closed ? bytes : nil
        }
    }

    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var found: Int?
        func add(_ line: String) {
            guard let range = line.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression) else { return }
            let port = Int(line[range].dropFirst("http://127.0.0.1:".count).dropLast())
            lock.lock(); found = port; lock.unlock()
        }
        var port: Int? { lock.lock(); defer { lock.unlock() }; return found }
    }
}
