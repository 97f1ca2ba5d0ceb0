import Foundation
import Testing

/// TOURSHOT_JOBS must be a positive whole number; anything else stops the command before it
/// reads or writes, instead of silently rendering on every core.
@Suite("TOURSHOT_JOBS")
struct JobsVariableTests {
    @Test("a value that is not a positive whole number is refused", arguments: ["0", "-3", "abc", "2.5"])
    func refused(_ value: String) async throws {
        try await DemoProject.with { project in
            let before = try project.inventory()
            let result = try await project.run(renderEverything, environment: ["TOURSHOT_JOBS": value])
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderrLines == ["error: TOURSHOT_JOBS=\(value) is not a number of images to render at once; set it to a whole number from 1 up (more than the cores are not used), or unset it to use every core"], "\(result)")
            #expect(try project.inventory() == before, "nothing may be written")
        }
    }

    @Test("a positive number renders")
    func accepted() async throws {
        try await DemoProject.with { project in
            let result = try await project.run(["render", "--step", "1"], environment: ["TOURSHOT_JOBS": "1"])
            #expect(result.status == 0, "\(result)")
        }
    }
}
