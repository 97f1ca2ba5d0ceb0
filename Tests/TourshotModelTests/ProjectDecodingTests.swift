import Foundation
import Testing
import TourshotModel

/// `tourshot.json` decoding through `ProjectFileDecoder.load`.
struct ProjectDecodingTests {
    func failures(_ text: String) throws -> [Reported] {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", text)
            return problems { () throws(InputError) in try ProjectFileDecoder.load(url) }.reported
        }
    }

    @Test func relativePathsAreResolvedAgainstTheProjectFolder() throws {
        try withTempDirectory { dir in
            let url = try dir.write("proj/tourshot.json", """
            { "tours": [ { "name": "t", "tutorial": "t/x.tutorial.json",
                           "screens": ["../s/a.screen.json", "/abs/b.screen.json", "./c.screen.json"] } ],
              "goldens": "gold", "output": "../render" }
            """)
            let project = try ProjectFileDecoder.load(url)
            #expect(project.file.path == dir.file("proj/tourshot.json").path)
            #expect(project.directory.path == dir.file("proj").path)
            #expect(project.tours.map(\.name) == ["t"])
            let tour = try #require(project.tours.first)
            #expect(tour.tutorial.path == dir.file("proj/t/x.tutorial.json").path)
            #expect(tour.screens.map(\.path) == [dir.file("s/a.screen.json").path, "/abs/b.screen.json",
                                                 dir.file("proj/c.screen.json").path])
            #expect(project.goldens.path == dir.file("proj/gold").path)
            #expect(project.output.path == dir.file("render").path)
        }
    }

    @Test func goldensAndOutputDefaults() throws {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}]}"#)
            let project = try ProjectFileDecoder.load(url)
            #expect(project.goldens.path == dir.file("GoldenImages").path)
            #expect(project.output.path == dir.file("out").path)
        }
    }

    @Test func textFontNamesAFamilyAndItsFiles() throws {
        try withTempDirectory { dir in
            let url = try dir.write("tourshot.json", #"""
            {"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}],
             "textFont": {"family": "SF Pro", "files": ["fonts/SF-Pro.ttf", "fonts/SF-Pro-Italic.ttf"]}}
            """#)
            let project = try ProjectFileDecoder.load(url)
            #expect(project.textFont?.family == "SF Pro")
            #expect(project.textFont?.files.map(\.path) == [dir.file("fonts/SF-Pro.ttf").path, dir.file("fonts/SF-Pro-Italic.ttf").path])
        }
    }

    @Test func textFontProblems() throws {
        let tours = #"{"tours": [{"name": "a", "tutorial": "a.json", "screens": ["s.json"]}], "textFont": "#
        #expect(try failures(tours + #"{"files": ["SF-Pro.woff2"]}}"#) == [
            Reported("textFont", #"missing required key "family""#, 1, 85),
            Reported("textFont.files[0]", #""SF-Pro.woff2" is not a font file: name .otf, .ttf, .ttc or .otc files"#, 1, 96),
        ])
        #expect(try failures(tours + #"{"family": "SF Pro", "files": []}}"#) == [
            Reported("textFont.files", #"list the font files that hold "SF Pro""#, 1, 115),
        ])
    }

    @Test func missingTours() throws {
        #expect(try failures(#"{"goldens": "g"}"#) == [Reported("", #"missing required key "tours""#, 1, 1)])
    }

    @Test func misspeltToursKey() throws {
        #expect(try failures(#"{"tour": []}"#) == [
            Reported("tour", #"unknown key; did you mean "tours"?"#, 1, 10),
            Reported("", #"missing required key "tours""#, 1, 1),
        ])
    }

    @Test func emptyToursList() throws {
        #expect(try failures(#"{"tours": []}"#) == [Reported("tours", "list at least one tour", 1, 11)])
    }

    /// An unrelated mistake elsewhere must not hide the empty list.
    @Test func emptyToursListNextToOtherProblems() throws {
        #expect(try failures(#"{"tours": [], "outptu": "x"}"#) == [
            Reported("outptu", #"unknown key; did you mean "output"?"#, 1, 25),
            Reported("tours", "list at least one tour", 1, 11),
        ])
    }

    @Test func emptyScreensList() throws {
        #expect(try failures("""
        {
          "tours": [
            { "name": "a", "tutorial": "a.tutorial.json", "screens": [] }
          ]
        }
        """) == [Reported("tours[0].screens", "list at least one screen file", 3, 62)])
    }

    @Test func duplicateTourNames() throws {
        #expect(try failures("""
        {
          "tours": [
            { "name": "a", "tutorial": "a.tutorial.json", "screens": ["s.screen.json"] },
            { "name": "b", "tutorial": "b.tutorial.json", "screens": ["s.screen.json"] },
            { "name": "a", "tutorial": "c.tutorial.json", "screens": ["s.screen.json"] }
          ]
        }
        """) == [Reported("tours[2].name", #"duplicate tour name "a""#, 5, 15)])
    }

    /// The path names the duplicate's own index even when an earlier entry was invalid.
    @Test func duplicateTourNameAfterAnInvalidTour() throws {
        #expect(try failures("""
        {
          "tours": [
            { "tutorial": "x.tutorial.json", "screens": ["s.screen.json"] },
            { "name": "a", "tutorial": "a.tutorial.json", "screens": ["s.screen.json"] },
            { "name": "a", "tutorial": "c.tutorial.json", "screens": ["s.screen.json"] }
          ]
        }
        """) == [
            Reported("tours[0]", #"missing required key "name""#, 3, 5),
            Reported("tours[2].name", #"duplicate tour name "a""#, 5, 15),
        ])
    }

    @Test func everyTourProblemIsCollected() throws {
        #expect(try failures("""
        {
          "tours": [
            { "name": "", "tutorial": 3, "screens": ["s.screen.json", 4], "screen": [] }
          ],
          "goldens": true
        }
        """) == [
            Reported("tours[0].screen", #"unknown key; did you mean "screens"?"#, 3, 77),
            Reported("tours[0].name", "must not be empty", 3, 15),
            Reported("tours[0].tutorial", "expected a string, found a number", 3, 31),
            Reported("tours[0].screens[1]", "expected a string, found a number", 3, 63),
            Reported("goldens", "expected a string, found a boolean", 5, 14),
        ])
    }
}
