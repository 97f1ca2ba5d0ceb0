import Foundation
import Testing

/// Text from input files is one line on every stream: an element id holding a newline cannot
/// start a GitHub workflow command (`::error …`) in a CI log, on standard output or standard
/// error, beside `--reporter github`'s own escaped annotation.
@Suite("line breaks in input text")
struct LineBreakInjectionTests {
    static let injected = "mapView\\n::error file=x::pwned\\r::warning::too\\u001B[2J\\u2028\\u202Eevil"
    static let shown = #"mapView\n::error file=x::pwned\r::warning::too\u{1B}[2J\u{2028}\u{202E}evil"#

    static let message = #"step 2 (steps[1].arrows[0].element): unknown element "\#(shown)"; capture it in the screen files' "elements" (known: aircraftPicker, courseLabel, headingBug, instrumentPanel, mapView, navigationBar, settingsButton, speedButton, windButton)"#

    @Test(arguments: [["check", "--reporter", "github"], ["check"], ["validate"], ["lint", "--reporter", "github"], ["render"]])
    func everyLineOfEveryStreamIsTourshots(arguments: [String]) async throws {
        try await DemoProject.with { project in
            try project.replace(#""element": "mapView", "anchor": "leading""#, with: "\"element\": \"\(Self.injected)\", \"anchor\": \"leading\"", in: Demo.tutorial)
            let result = try await project.run(arguments)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderrLines.first == "error: \(Demo.tutorial): \(Self.message)", "\(result)")
            let lines = (result.stdout + result.stderr).split(separator: "\n", omittingEmptySubsequences: false)
            // Only the reporter's own annotations start with "::", each escaped by WorkflowCommand.
            for line in lines where line.hasPrefix("::") {
                #expect(line.hasPrefix("::error file=\(Demo.tutorial)::step 2 (steps[1].arrows[0].element): unknown element \"mapView%0A::error file=x::pwned%0D::warning::too"), "\(line)")
            }
            #expect(!(result.stdout + result.stderr).unicodeScalars.contains { $0 == "\r" || $0 == "\u{1B}" || $0 == "\u{2028}" || $0 == "\u{202E}" }, "\(result)")
            let annotations = lines.filter { $0.hasPrefix("::") }.count
            #expect(arguments.contains("github") ? annotations >= 1 : annotations == 0, "\(result)")
        }
    }
}
