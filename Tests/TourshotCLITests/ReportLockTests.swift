import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Two `check` runs on one `--report` folder: the second is refused (exit 2) naming the lock,
/// instead of emptying the first run's report under it.
struct ReportLockTests {
    @Test func aCheckWhileAnotherRunHoldsTheReportIsRefused() async throws {
        try await DemoProject.with { project in
            let report = project.url("shared-report")
            try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
            // What a running check holds: flock on the folder.
            let fd = open(report.path, O_RDONLY | O_DIRECTORY)
            try #require(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
            let refused = try await project.run("check", "--step", "1", "--report", "shared-report")
            _ = close(fd)
            #expect(refused.status == 2, "\(refused)")
            #expect(refused.stderr == "error: report folder \(report.resolvingSymlinksInPath().path): is being written by another tourshot run, which holds the folder's lock (flock on the folder); wait for it to finish, or give each run its own folder\n", "\(refused)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: report.path) == [])
            let after = try await project.run("check", "--step", "1", "--report", "shared-report")
            #expect(after.status == 1, "\(after)")  // no goldens in the copy: missing, but the report is written
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        }
    }
}
