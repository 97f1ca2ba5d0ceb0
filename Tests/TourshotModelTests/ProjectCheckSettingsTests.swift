import Foundation
import Testing
import TourshotModel

/// The project file's optional `"check"` tolerance defaults.
struct ProjectCheckSettingsTests {
    func load(_ check: String) throws -> Project {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}], "check": \#(check)}"#)
            return try ProjectFileDecoder.load(url)
        }
    }

    func failures(_ check: String) throws -> [String] {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}], "check": \#(check)}"#)
            return problems { () throws(InputError) in try ProjectFileDecoder.load(url) }.map { "\($0.path): \($0.message)" }
        }
    }

    @Test func absentMeansNothingSet() throws {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}]}"#)
            #expect(try ProjectFileDecoder.load(url).check == CheckSettings())
        }
    }

    @Test func everyKey() throws {
        let project = try load(#"{"threshold": 0.2, "maxDiffPixels": 25, "maxDiffPixelRatio": 0.001, "includeAA": true}"#)
        #expect(project.check == CheckSettings(threshold: 0.2, maxDiffPixels: 25, maxDiffPixelRatio: 0.001, includeAA: true))
    }

    @Test func badValuesAreReportedWithTheirPath() throws {
        #expect(try failures(#"{"threshold": 1.5, "maxDiffPixels": 2.5, "maxDiffPixelRatio": -1, "includeAA": "yes"}"#) == [
            "check.threshold: threshold 1.5 is outside 0…1",
            "check.maxDiffPixels: expected a whole number of pixels, found 2.5",
            "check.maxDiffPixelRatio: maxDiffPixelRatio -1 is outside 0…1",
            "check.includeAA: expected true or false, found a string",
        ])
    }

    @Test func unknownKeysGetASuggestion() throws {
        #expect(try failures(#"{"maxDiffPixel": 3}"#) == [#"check.maxDiffPixel: unknown key; did you mean "maxDiffPixels"?"#])
        #expect(try failures("[]") == ["check: expected an object, found an array"])
    }
}
