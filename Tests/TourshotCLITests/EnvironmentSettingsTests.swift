import Foundation
import Testing

/// TOURSHOT_JOBS must be a positive whole number and TOURSHOT_TEXT_MEMO "on" or "off"; anything
/// else stops the command before it reads or writes, instead of silently rendering on every
/// core or measuring as it likes.
@Suite("environment settings")
struct EnvironmentSettingsTests {
    static let jobs = "is not a number of images to render at once; set it to a whole number from 1 up (more than the cores are not used), or unset it to use every core"
    static let memo = "is neither \"on\" nor \"off\"; set it to \"off\" to measure every text afresh, or unset it"

    @Test("a bad value is refused", arguments: [("TOURSHOT_JOBS", "0", jobs), ("TOURSHOT_JOBS", "-3", jobs), ("TOURSHOT_JOBS", "abc", jobs),
                                                 ("TOURSHOT_JOBS", "2.5", jobs), ("TOURSHOT_TEXT_MEMO", "0", memo),
                                                 ("TOURSHOT_TEXT_MEMO", "no", memo), ("TOURSHOT_TEXT_MEMO", "OFF", memo)])
    func refused(_ variable: String, _ value: String, _ reason: String) async throws {
        try await DemoProject.with { project in
            let before = try project.inventory()
            let result = try await project.run(renderEverything, environment: [variable: value])
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderrLines == ["error: \(variable)=\(value) \(reason)"], "\(result)")
            #expect(try project.inventory() == before, "nothing may be written")
        }
    }

    @Test("a positive number of jobs renders")
    func accepted() async throws {
        try await DemoProject.with { project in
            let result = try await project.run(["render", "--step", "1"], environment: ["TOURSHOT_JOBS": "1"])
            #expect(result.status == 0, "\(result)")
        }
    }

    @Test("lint finds the same with the text memo off as with it on")
    func sameFindingsWithoutTheMemo() async throws {
        try await DemoProject.with { project in
            let arguments = ["lint", "--json", "--tour", "approach", "--screen", "iphone-se"]
            let kept = try await project.run(arguments)
            let measured = try await project.run(arguments, environment: ["TOURSHOT_TEXT_MEMO": "off"])
            #expect(kept.status == 1 && measured.status == 1, "\(kept)\n\(measured)")
            #expect(kept.stdout == measured.stdout)
            #expect(kept.stdout.count > 1000)
        }
    }
}
