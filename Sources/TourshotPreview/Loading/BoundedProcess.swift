import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program with bounded time and output: spawned with an argument vector (no
/// shell) in its own process group, its input from an unlinked temporary file (a child that never
/// reads it can neither block tourshot nor end it by SIGPIPE), stdout and stderr read by `poll`
/// until the child exits or the time runs out. A child that hangs is killed with its group and
/// reported, never waited for; a child that exits has its group killed too, so nothing it
/// started in the background outlives it. `posix_spawn` and `waitpid` rather than Foundation's `Process`,
/// which on Linux learns of the exit only when every process holding a descriptor it passes down
/// has ended: here the child's own exit ends the wait, and a grandchild still holding the pipes
/// is not waited for.
struct BoundedProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outputTooLarge
        /// `waitpid` failed (errno): the child is gone but how it ended is unknown, e.g. when
        /// tourshot was started with SIGCHLD ignored and the system reaped it.
        case unknown(Int32)
    }

    let stdout: [UInt8]
    let stderr: [UInt8]
    let ending: Ending

    /// Kept of stderr: enough for the first lines of a crash message.
    static let stderrLimit = 8 << 10
    /// Longest `poll` wait: how soon the child's exit is noticed while something else holds the pipes.
    static let pollMilliseconds = 50.0

    struct SpawnFailure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    static func run(_ executable: URL, arguments: [String] = [], environment: [String: String] = ProcessInfo.processInfo.environment,
                    input: [UInt8], outputLimit: Int, timeout: TimeInterval) throws(SpawnFailure) -> BoundedProcess {
        let inputFD = try temporaryInput(input)
        defer { close(inputFD) }
        let out = try pipeEnds()
        let err: (read: Int32, write: Int32)
        do { err = try pipeEnds() } catch { close(out.read); close(out.write); throw error }
        let readEnds = [out.read, err.read]
        defer { for fd in readEnds { close(fd) } }
        let pid: pid_t
        do {
            defer { close(out.write); close(err.write) }
            pid = try spawn(executable.path, arguments, environment, stdin: inputFD, stdout: out.write, stderr: err.write)
        }
        let deadline = Date().addingTimeInterval(timeout)
        var stdout: [UInt8] = [], stderr: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var open = readEnds
        /// Reads what `poll` finds readable within `milliseconds`; false when nothing was.
        func readReady(within milliseconds: Int32) -> Bool {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            var ready: Int32
            repeat { ready = poll(&fds, nfds_t(fds.count), milliseconds) } while ready < 0 && errno == EINTR
            guard ready > 0 else { return false }
            for entry in fds where entry.revents != 0 {
                var count: Int
                repeat { count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) } } while count < 0 && errno == EINTR
                guard count > 0 else { open.removeAll { $0 == entry.fd }; continue }
                if entry.fd == out.read {
                    stdout += buffer[..<count]
                } else if stderr.count < stderrLimit {
                    stderr += buffer[..<min(count, stderrLimit - stderr.count)]
                }
            }
            return true
        }
        var status: Int32 = 0
        var ending: Ending?
        while true {
            if stdout.count > outputLimit { ending = .outputTooLarge; break }
            // Asked with WNOWAIT: the child stays a zombie, so its pid, and with it its process
            // group's id, cannot be reused before the group is killed below.
            var info = siginfo_t()
            var waited: Int32
            repeat { waited = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) } while waited < 0 && errno == EINTR
            if waited < 0 { ending = .unknown(errno); break }
            if info.si_signo == SIGCHLD {
                // The child has ended, so all it wrote is in the pipes: take what is there without
                // waiting for anything it left running.
                while !open.isEmpty, stdout.count <= outputLimit, deadline.timeIntervalSinceNow > 0, readReady(within: 0) {}
                if stdout.count > outputLimit { ending = .outputTooLarge }
                break
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { ending = .timedOut; break }
            let wait = Int32(min(left * 1000, pollMilliseconds)) + 1
            if open.isEmpty { usleep(useconds_t(wait) * 1000) } else { _ = readReady(within: wait) }
        }
        if case .unknown = ending {
            // Reaped by the system already: its group id may name another's group by now.
        } else {
            // Whatever the child started goes with it, whether it ended or was stopped: a helper
            // leaves nothing running (its group is its pid, held while it is unreaped).
            kill(-pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        if let ending { return BoundedProcess(stdout: stdout, stderr: stderr, ending: ending) }
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import (they are macros).
        let signal = status & 0x7f
        let finished: Ending = signal != 0 && signal != 0x7f ? .signalled(signal) : .exited((status >> 8) & 0xff)
        return BoundedProcess(stdout: stdout, stderr: stderr, ending: finished)
    }

    static func spawn(_ path: String, _ arguments: [String], _ environment: [String: String],
                      stdin: Int32, stdout: Int32, stderr: Int32) throws(SpawnFailure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so a timeout kills what it started as well; and none of
        // tourshot's blocked or ignored signals (the Swift runtime ignores SIGPIPE), which exec keeps.
        posix_spawnattr_setpgroup(&attributes, 0)
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environ = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environ { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard code == 0 else { throw SpawnFailure(call: "posix_spawn", code: code) }
        return pid
    }

    /// A pipe whose ends close on exec (the child gets copies as 1 and 2, nothing else does).
    /// Atomically where the system can: a thread spawning between `pipe` and `fcntl` would inherit them.
    static func pipeEnds() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        #if os(Linux)
        // pipe2 is a _GNU_SOURCE declaration, which the Glibc module does not import.
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        if let symbol = dlsym(nil, "pipe2") {
            guard unsafeBitCast(symbol, to: Pipe2.self)(&ends, O_CLOEXEC) == 0 else { throw SpawnFailure(call: "pipe2", code: errno) }
            return (ends[0], ends[1])
        }
        #endif
        guard pipe(&ends) == 0 else { throw SpawnFailure(call: "pipe", code: errno) }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// `input` in a temporary file already unlinked, positioned at its start, closed on exec:
    /// `O_CLOEXEC` at `open`, as mkstemp then `fcntl` would leave it open to a concurrent spawn.
    static func temporaryInput(_ input: [UInt8]) throws(SpawnFailure) -> Int32 {
        let path = FileManager.default.temporaryDirectory.path + "/tourshot-request-\(UUID().uuidString)"
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SpawnFailure(call: "open", code: errno) }
        unlink(path)
        var written = 0
        while written < input.count {
            let count = input.withUnsafeBytes { write(fd, $0.baseAddress! + written, input.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { let code = errno; close(fd); throw SpawnFailure(call: "write", code: code) }
            written += count
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else { let code = errno; close(fd); throw SpawnFailure(call: "lseek", code: code) }
        return fd
    }
}
