import Foundation
import Testing
@testable import TourshotModel
import TourshotTestSupport

/// A tour entry's `"strings"` and `"locales"`: decoding and loading errors.
struct LocaleProjectTests {
    static func project(_ tour: String) throws -> (URL, () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-locales-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("tourshot.json")
        try Data(#"{"tours": [\#(tour)]}"#.utf8).write(to: file)
        return (file, { try? FileManager.default.removeItem(at: folder) })
    }

    static func problems(_ tour: String) throws -> [String] {
        let (file, cleanUp) = try project(tour)
        defer { cleanUp() }
        do { _ = try ProjectFileDecoder.load(file); return [] } catch { return error.problems.map(\.message) }
    }

    @Test func localesNeedStringsAndNoRepeats() throws {
        #expect(try Self.problems(#"{"name": "t", "tutorial": "t.json", "screens": ["s.json"], "locales": ["de", "de"]}"#)
                == ["a locale is listed twice", #"locales need "strings": an .xcstrings catalog or a folder of <locale>.lproj/Localizable.strings"#])
        #expect(try Self.problems(#"{"name": "t", "tutorial": "t.json", "screens": ["s.json"], "strings": "L.xcstrings", "locales": []}"#)
                == [#"list at least one locale, or remove "locales" to preview every locale of the strings"#])
    }

    @Test func aLocaleWithoutTextsIsAnErrorWithASuggestion() throws {
        let demo = try ProjectFileDecoder.load(RepositoryPaths.path("tourshot.json"))
        let entry = try #require(demo.tours.first { $0.name == "locales" })
        let misspelt = TourEntry(name: entry.name, tutorial: entry.tutorial, screens: entry.screens, variant: entry.variant,
                                 strings: entry.strings, locales: ["en", "dee"])
        do {
            _ = try TourLoader.load(misspelt, project: demo)
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.path) == ["tours[0].locales"])  // the entry is not the project's own, so index 0
            #expect(error.problems.first?.message.hasPrefix(#"locale "dee" has no texts in "#) == true)
            #expect(error.problems.first?.message.hasSuffix(#"Localizable.xcstrings; did you mean "de"? (locales there: en, ar, de, ja); add its translations or remove it"#) == true)
        }
        // Without "locales", every locale of the catalog, the source language first.
        let every = TourEntry(name: entry.name, tutorial: entry.tutorial, screens: entry.screens, strings: entry.strings)
        #expect(try TourLoader.load(every, project: demo).localization?.locales == ["en", "ar", "de", "ja"])
    }
}
