import Foundation
import TourshotTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the `tourshot` binary did.
struct CLIResult: Sendable, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let stdout: String
    let stderr: String
    let timedOut: Bool
    /// From launch to exit, without the wait for a free process slot.
    let seconds: TimeInterval

    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }

    var description: String {
        """
        tourshot \(arguments.joined(separator: " ")) → exit \(status)\(timedOut ? " (killed after timeout)" : "")
        --- stdout ---
        \(stdout)--- stderr ---
        \(stderr)
        """
    }
}

/// Runs the built `tourshot` binary as a subprocess with a time limit, so a hang fails a test
/// instead of blocking the suite. Output goes to files (not pipes), which cannot fill up and
/// stall the child however much it prints.
enum CLIRunner {
    /// Generous: a healthy run takes a second, but the suite runs render-heavy tests beside it.
    static let defaultTimeout: TimeInterval = 180
    /// Each render already uses every core; more concurrent runs than cores only add contention.
    private static let slots = ProcessSlots(limit: max(2, ProcessInfo.processInfo.activeProcessorCount))

    enum Failure: Error, CustomStringConvertible {
        case binaryMissing(String)
        var description: String {
            switch self {
            case .binaryMissing(let path): "tourshot binary not found at \(path); build it first (swift build --build-tests)"
            }
        }
    }

    /// - Parameter environment: Variables to set (or, with an empty value, to clear) for this run.
    static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval = defaultTimeout,
                    executable: URL = RepositoryPaths.tourshotBinary, environment: [String: String] = [:]) async throws -> CLIResult {
        let binary = executable
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw Failure.binaryMissing(binary.path) }
        await slots.acquire()
        do {
            let result = try await launch(binary, arguments, in: directory, timeout: timeout, environment: environment)
            await slots.release()
            return result
        } catch {
            await slots.release()
            throw error
        }
    }

    private static func launch(_ binary: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval,
                               environment: [String: String]) async throws -> CLIResult {
        let capture = FileManager.default.temporaryDirectory
            .appendingPathComponent("tourshot-cli-output-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout"), errURL = capture.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? outHandle.close(); try? errHandle.close() }

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Runs behave the same on a laptop and in CI: the CI variable (which changes what
        // `record` does) reaches the binary only when a test sets it.
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = nil
        for (key, value) in environment { merged[key] = value.isEmpty ? nil : value }
        process.environment = merged
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        let box = ProcessBox(process)
        let launched = Date()

        // The end is taken when the process ends, not when this task resumes: on a loaded
        // machine the resumption can wait long for a thread of the test pool.
        let (status, ended): (Int32, Date) = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                box.disarm()
                continuation.resume(returning: (finished.terminationStatus, Date()))
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            box.armTimeout(after: timeout)
        }
        box.disarm()
        let seconds = ended.timeIntervalSince(launched)
        let stdout = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        return CLIResult(arguments: arguments, status: status, stdout: stdout, stderr: stderr, timedOut: box.timedOut, seconds: seconds)
    }
}

/// The running process and its watchdog, shared with the timer's thread.
private final class ProcessBox: @unchecked Sendable {
    private let process: Process
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var fired = false

    init(_ process: Process) { self.process = process }

    var timedOut: Bool { lock.withLock { fired } }

    func armTimeout(after seconds: TimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + seconds)
        // Only a process still running times out: on a loaded machine the awaiting task can
        // resume long after the process ended, and that is no hang.
        timer.setEventHandler { [self] in
            guard process.isRunning else { return }
            lock.withLock { fired = true }
            kill(process.processIdentifier, SIGKILL)
        }
        lock.withLock { self.timer = timer }
        timer.resume()
    }

    func disarm() {
        lock.withLock { timer }?.cancel()
    }
}

/// A counting semaphore for async code: at most `limit` subprocesses at once.
private actor ProcessSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { free = limit }

    func acquire() async {
        if free > 0 { free -= 1; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
