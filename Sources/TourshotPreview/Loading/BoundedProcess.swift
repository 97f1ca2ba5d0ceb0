import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a helper program with bounded time and output: spawned with an argument vector (no
/// shell), its input from an unlinked temporary file (a child that never reads it can neither
/// block tourshot nor end it by SIGPIPE), stdout and stderr read by `poll` until both end or the
/// time runs out. A child that hangs is killed and reported, never waited for. `posix_spawn`
/// and `waitpid` rather than Foundation's `Process`, which on Linux learns of the exit only when
/// every process holding a descriptor it passes down has ended: a grandchild left running would
/// hold tourshot for as long.
struct BoundedProcess {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outputTooLarge
    }

    let stdout: [UInt8]
    let stderr: [UInt8]
    let ending: Ending

    /// Kept of stderr: enough for the first lines of a crash message.
    static let stderrLimit = 8 << 10

    struct SpawnFailure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call): \(String(cString: strerror(code)))" }
    }

    static func run(_ executable: URL, arguments: [String] = [], input: [UInt8], outputLimit: Int,
                    timeout: TimeInterval) throws(SpawnFailure) -> BoundedProcess {
        let inputFD = try temporaryInput(input)
        defer { close(inputFD) }
        let out = try pipeEnds(), err = try pipeEnds()
        let readEnds = [out.read, err.read]
        defer { for fd in readEnds { close(fd) } }
        let pid: pid_t
        do {
            defer { close(out.write); close(err.write) }
            pid = try spawn(executable.path, arguments, stdin: inputFD, stdout: out.write, stderr: err.write)
        }
        let deadline = Date().addingTimeInterval(timeout)
        var stdout: [UInt8] = [], stderr: [UInt8] = []
        var ending: Ending?
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var open = readEnds
        while !open.isEmpty, ending == nil {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { ending = .timedOut; break }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if poll(&fds, nfds_t(fds.count), Int32(min(left, 1) * 1000) + 1) < 0, errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { open.removeAll { $0 == entry.fd }; continue }
                if entry.fd == out.read {
                    stdout += buffer[..<count]
                    if stdout.count > outputLimit { ending = .outputTooLarge }
                } else if stderr.count < stderrLimit {
                    stderr += buffer[..<min(count, stderrLimit - stderr.count)]
                }
            }
        }
        // Both pipes ended: the child is exiting, or closed them and hangs; either way within the time.
        var status: Int32 = 0
        while ending == nil {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { ending = .exited(-1); break }
            guard deadline.timeIntervalSinceNow > 0 else { ending = .timedOut; break }
            usleep(5_000)
        }
        if let ending {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return BoundedProcess(stdout: stdout, stderr: stderr, ending: ending)
        }
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import (they are macros).
        let signal = status & 0x7f
        let finished: Ending = signal != 0 && signal != 0x7f ? .signalled(signal) : .exited((status >> 8) & 0xff)
        return BoundedProcess(stdout: stdout, stderr: stderr, ending: finished)
    }

    static func spawn(_ path: String, _ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32) throws(SpawnFailure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv, environment)
        guard code == 0 else { throw SpawnFailure(call: "posix_spawn", code: code) }
        return pid
    }

    /// A pipe whose ends close on exec (the child gets copies as 1 and 2, nothing else does).
    static func pipeEnds() throws(SpawnFailure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnFailure(call: "pipe", code: errno) }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// `input` in a temporary file already unlinked, positioned at its start.
    static func temporaryInput(_ input: [UInt8]) throws(SpawnFailure) -> Int32 {
        var template = Array((FileManager.default.temporaryDirectory.path + "/tourshot-request.XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SpawnFailure(call: "mkstemp", code: errno) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
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
