import Foundation
import Testing
import TourshotModel

/// The project file's optional `"lint"`: the level of each of lint's own checks.
struct ProjectLintSettingsTests {
    func file(_ lint: String) -> String {
        #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}], "lint": \#(lint)}"#
    }

    func load(_ lint: String) throws -> Project {
        try withTempDirectory { dir in try ProjectFileDecoder.load(try dir.write("tourshot.json", file(lint))) }
    }

    func failures(_ lint: String) throws -> [String] {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", file(lint))
            return problems { () throws(InputError) in try ProjectFileDecoder.load(url) }.map { "\($0.path): \($0.message)" }
        }
    }

    @Test func absentMeansEveryCheckAtItsDefault() throws {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}]}"#)
            #expect(try ProjectFileDecoder.load(url).lint == LintSettings())
        }
    }

    @Test func levelsPerCode() throws {
        #expect(try load(#"{"low-contrast": "error", "small-target": "off"}"#).lint
                == LintSettings(levels: ["low-contrast": .error, "small-target": .off]))
        #expect(try load(#"{"small-target": "warning"}"#).lint == LintSettings(levels: ["small-target": .warning]))
    }

    @Test func badLevelsAndCodesAreReportedWithTheirPath() throws {
        #expect(try failures(#"{"low-contrast": "fatal"}"#) == [#"lint["low-contrast"]: unknown value "fatal" (expected one of: error, warning, off)"#])
        // Only lint's own checks have a level to set; a layout warning's level is fixed.
        #expect(try failures(#"{"low-contrst": "error"}"#) == [#"lint["low-contrst"]: unknown key; did you mean "low-contrast"?"#])
        #expect(try failures(#"{"label-offscreen": "warning"}"#) == [#"lint["label-offscreen"]: unknown key"#])
        #expect(try failures("true") == ["lint: expected an object, found a boolean"])
    }
}
