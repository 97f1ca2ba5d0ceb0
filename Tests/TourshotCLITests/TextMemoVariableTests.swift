import Foundation
import Testing

/// TOURSHOT_TEXT_MEMO is "on" or "off": anything else stops the command before it reads or
/// writes; with the memo off, lint says exactly what it says with it.
@Suite("TOURSHOT_TEXT_MEMO")
struct TextMemoVariableTests {
    @Test("a value other than on and off is refused", arguments: ["0", "no", "OFF"])
    func refused(_ value: String) async throws {
        try await DemoProject.with { project in
            let before = try project.inventory()
            let result = try await project.run(renderEverything, environment: ["TOURSHOT_TEXT_MEMO": value])
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderrLines == ["error: TOURSHOT_TEXT_MEMO=\(value) is neither \"on\" nor \"off\"; set it to \"off\" to measure every text afresh, or unset it"], "\(result)")
            #expect(try project.inventory() == before, "nothing may be written")
        }
    }

    @Test("lint finds the same with the memo off as with it on")
    func sameFindings() async throws {
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
