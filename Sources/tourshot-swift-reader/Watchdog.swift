import Foundation
import TourshotModel
import TourshotSwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the reader at `Limits.swiftReaderSeconds` or `Limits.swiftReaderMemoryMiB` with an
/// answer naming the file it was reading, so a file that is slow or large to parse is refused
/// with a message, not killed from outside. tourshot's own time limit stays for a reader that
/// cannot answer at all.
enum Watchdog {
    static let interval: TimeInterval = 0.02

    static func start(_ progress: SwiftReadProgress, respond: @escaping @Sendable (SwiftReaderWire.Response) -> Void) {
        let started = Date()
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: interval)
                let seconds = Date().timeIntervalSince(started)
                let memory = residentMiB()
                let over: String
                if seconds > TimeInterval(Limits.swiftReaderSeconds) {
                    over = "took over \(Limits.swiftReaderSeconds) s"
                } else if let memory, memory > Limits.swiftReaderMemoryMiB {
                    over = "needed over \(Limits.swiftReaderMemoryMiB) MiB"
                } else {
                    continue
                }
                guard progress.claimAnswer() else { return }
                let file = progress.file
                respond(SwiftReaderWire.Response(problems: [InputProblem(file: file, path: "",
                    message: "reading it \(over), the limit for one tour's Swift sources, and was stopped; a file this costly is generated or deeply nested, not a tutorial: leave it out of the tour's \"tutorial\" (name the files declaring the tutorial and its constants), or write the tutorial as a tutorial file")],
                    exceededLimit: true))
                exit(0)
            }
        }
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// The process's resident size (Linux: /proc/self/statm; elsewhere the peak, from getrusage).
    static func residentMiB() -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) >> 20
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) >> 20
        #endif
    }
}
