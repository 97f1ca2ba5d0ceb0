import Foundation
import Testing

/// `tourshot serve` starts tourshot-serve; what it says when it cannot, and its option checks.
/// The server itself is driven in a browser by scripts/check-serve.
@Suite("serve command")
struct ServeCommandTests {
    static let fix = "build it: `swift build --product tourshot-serve` or `scripts/install --serve` (or set TOURSHOT_SERVE to it)"

    @Test func aMissingServerProgramIsNamedWithItsFix() async throws {
        try await DemoProject.with { project in
            for given in ["/nonexistent/tourshot-serve", "tourshot-serve"] {
                let result = try await project.run(["serve"], environment: ["TOURSHOT_SERVE": given])
                #expect(result.status == 2, "\(result)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderrLines == ["error: tourshot serve needs tourshot-serve: TOURSHOT_SERVE=\(given) is not an absolute path to an executable file; \(Self.fix)"], "\(result)")
            }
        }
    }

    @Test func portsOutsideTheRangeAreUsageErrors() async throws {
        try await DemoProject.with { project in
            let result = try await project.run(["serve", "--port", "70000"])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("--port must be between 0 and 65535; got 70000"), "\(result)")
        }
    }

    /// The server program refuses a host that is not an address before it draws anything.
    @Test func aHostThatIsNotAnAddressIsRefused() async throws {
        try await DemoProject.with { project in
            let result = try await project.run(["serve", "--host", "my laptop", "--port", "0"])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines.last == "error: --host my laptop: not an IP address; give one such as 127.0.0.1, ::1 or 0.0.0.0", "\(result)")
        }
    }
}
