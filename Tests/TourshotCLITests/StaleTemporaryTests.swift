import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Temporaries a run killed with SIGKILL left behind are removed by a later run that writes
/// into the same folder — only those it can prove are its own and abandoned.
@Suite("stale temporary files")
struct StaleTemporaryTests {
    /// This machine's name as tourshot writes it into temporaries.
    static var host: String {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = gethostname(&buffer, buffer.count - 1)
        return String(String(cString: buffer).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" }.prefix(64))
    }

    /// Above any pid_max: no process has it.
    static let deadPID = 2_000_000_000

    @Test("render removes a killed run's temporary from its output folder, and nothing else")
    func removedWhenProvablyAbandoned() async throws {
        try await DemoProject.with { project in
            let image = "approach-iphone-15-pro-step01-portrait.png"
            let abandoned = "out/.\(image).tmp-tourshot-\(Self.host)-\(Self.deadPID)-k3x9"
            let live = "out/.\(image).tmp-tourshot-\(Self.host)-\(getpid())-a1b2"        // a writer still running
            let otherHost = "out/.\(image).tmp-tourshot-elsewhere-\(Self.deadPID)-a1b2"   // a shared disk's other machine
            let unmarked = "out/.\(image).tmp-\(Self.deadPID)-a1b2"                        // not tourshot's marker
            let elsewhere = "Fixtures/.notes.txt.tmp-tourshot-\(Self.host)-\(Self.deadPID)-a1b2"  // a folder this run does not write
            for file in [abandoned, live, otherHost, unmarked, elsewhere] { try project.write(file, "partial") }

            let result = try await project.run("render", "--step", "1", "--portrait")
            #expect(result.status == 0, "\(result)")
            let left = Set(project.allFiles())
            #expect(!left.contains(abandoned), "the abandoned temporary is still there")
            for kept in [live, otherHost, unmarked, elsewhere] { #expect(left.contains(kept), "\(kept) was removed") }
        }
    }
}
