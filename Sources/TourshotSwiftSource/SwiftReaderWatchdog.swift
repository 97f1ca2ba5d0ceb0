import Foundation
import TourshotModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops tourshot-swift-reader at `Limits.swiftReaderSeconds` or `Limits.swiftReaderMemoryMiB`
/// with an answer naming the file it was reading, so a file that is slow or large to parse is
/// refused with a message, not killed from outside. tourshot's own time limit stays for a
/// reader that cannot answer at all.
public enum SwiftReaderWatchdog {
    static let interval: TimeInterval = 0.02

    /// Watches on a thread of its own until the reading thread claims the answer. Over a limit it
    /// claims it and hands `respond` the refusal (the reader writes it and exits).
    public static func start(_ progress: SwiftReadProgress, seconds: Int = Limits.swiftReaderSeconds,
                             memoryMiB: Int = Limits.swiftReaderMemoryMiB,
                             respond: @escaping @Sendable (SwiftReaderWire.Response) -> Void) {
        let started = Date()
        let thread = Thread {
            while !progress.isAnswered {
                Thread.sleep(forTimeInterval: interval)
                let over: String
                if Date().timeIntervalSince(started) > TimeInterval(seconds) {
                    over = "took over \(seconds) s"
                } else if let memory = residentMiB(), memory > memoryMiB {
                    over = "needed over \(memoryMiB) MiB"
                } else {
                    continue
                }
                guard progress.claimAnswer() else { return }
                respond(SwiftReaderWire.Response(problems: [InputProblem(file: progress.file, path: "",
                    message: "reading it \(over), the limit for one tour's Swift sources, and was stopped; a file this costly is generated or deeply nested, not a tutorial: leave it out of the tour's \"tutorial\" (name the files declaring the tutorial and its constants), or write the tutorial as a tutorial file")],
                    exceededLimit: true))
                return
            }
        }
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// The process's resident size (Linux: /proc/self/statm; elsewhere the peak, from getrusage).
    static func residentMiB() -> Int? {
        #if os(Linux)
        // Read with read(2): procfs files report size 0, so Foundation's whole-file reads see nothing.
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return (pages * Int(sysconf(Int32(_SC_PAGESIZE)))) >> 20  // Swift shifts before it multiplies
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) >> 20
        #endif
    }
}
