import Foundation
import Testing
import TourshotTestSupport

/// The harness itself: a hung process is killed and reported, so it cannot block the suite.
@Suite("CLIRunner")
struct CLIRunnerTests {
    @Test("a process that outlives its timeout is killed and marked")
    func timeoutKills() async throws {
        let sleep = ["/bin/sleep", "/usr/bin/sleep"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let executable = try #require(sleep, "no sleep binary to simulate a hang")
        let result = try await CLIRunner.run(["30"], in: FileManager.default.temporaryDirectory, timeout: 0.5, executable: executable)
        #expect(result.timedOut)
        #expect(result.status != 0)
        // Time of the run itself: waiting for a free slot behind other tests' renders does not count.
        #expect(result.seconds < 10)
    }

    @Test("the binary under test is the one built with these tests")
    func binaryIsBuilt() async throws {
        try await DemoProject.with(empty: true) { folder in
            let result = try await folder.run("--help")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("tourshot"))
        }
        #if os(Linux)
        // Next to the running test executable, so `--scratch-path` builds test their own binary.
        let here = try #require(Bundle.main.executableURL).resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(RepositoryPaths.tourshotBinary.resolvingSymlinksInPath().deletingLastPathComponent() == here)
        #endif
    }
}
