import Testing
import TourshotModel

/// A tutorial with many mistakes reports all of them in one `InputError`, in file order.
struct TutorialProblemCollectionTests {
    static let text = """
    {
      "style": "tutorialKit",
      "theme": { "dimming": { "color": "#12345", "opacity": 2 } },
      "steps": [
        { "titel": "Hi" },
        { "title": 5,
          "arrows": [
            { "element": "mapView", "anchor": "topTraling" },
            { "element": "mapView", "anchor": { "alongTop": 1.5 } },
            { "element": "mapView", "anchor": "alongTop" },
            { "anchor": "top" }
          ],
          "position": [0.5, 1.2] }
      ]
    }
    """

    static let expected: [Reported] = [
        Reported("style", #"unknown value "tutorialKit"; did you mean "tutorialkit"? (expected one of: tutorialkit, instructions, polaris, spotlight, onboarding)"#, 2, 12),
        Reported("theme.dimming.color", ##""#12345" is not a colour; write "#RRGGBB" or "#RRGGBBAA""##, 3, 36),
        Reported("theme.dimming.opacity", "opacity 2 is outside 0…1", 3, 57),
        Reported("steps[0].titel", #"unknown key; did you mean "title"?"#, 5, 16),
        Reported("steps[1].title", "expected a string, found a number", 6, 16),
        Reported("steps[1].arrows[0].anchor", #"unknown value "topTraling"; did you mean "topTrailing"? (expected one of: top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing)"#, 8, 43),
        Reported("steps[1].arrows[1].anchor.alongTop", "fraction 1.5 is outside 0…1", 9, 57),
        Reported("steps[1].arrows[2].anchor", #""alongTop" needs a fraction: write {"alongTop": 0.5}"#, 10, 43),
        Reported("steps[1].arrows[3]", #"missing required key "element""#, 11, 9),
        Reported("steps[1].position", "fractions must lie within 0…1 (0.5 is the middle)", 13, 19),
    ]

    @Test func everyProblemIsCollected() throws {
        try withTempDirectory { dir in
            let url = try dir.write("many.tutorial.json", Self.text)
            let found = problems { () throws(InputError) in try TutorialFileDecoder.load(url) }
            #expect(found.count == 10)
            #expect(found.map(\.path) == Self.expected.map(\.path))
            #expect(found.reported == Self.expected)
            #expect(Set(found.map(\.file)) == [dir.shown("many.tutorial.json")])
        }
    }

    @Test func descriptionFormat() throws {
        try withTempDirectory { dir in
            let url = try dir.write("many.tutorial.json", Self.text)
            do throws(InputError) {
                _ = try TutorialFileDecoder.load(url)
                Issue.record("expected an InputError")
            } catch {
                let file = dir.shown("many.tutorial.json")
                let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                #expect(lines.count == 10)
                #expect(lines.first == "\(file): style: unknown value \"tutorialKit\"; did you mean \"tutorialkit\"? (expected one of: tutorialkit, instructions, polaris, spotlight, onboarding) (line 2, column 12)")
                #expect(lines.dropFirst(4).first == "\(file): step 2 (steps[1].title): expected a string, found a number (line 6, column 16)")
                #expect(lines.last == "\(file): step 2 (steps[1].position): fractions must lie within 0…1 (0.5 is the middle) (line 13, column 19)")
            }
        }
    }

    @Test func problemDescriptionWithoutPathOrPosition() {
        #expect(InputProblem(file: "a.json", path: "", message: "file not found").description == "a.json: file not found")
        #expect(InputProblem(file: "a.json", path: "steps", message: "add at least one step").description == "a.json: steps: add at least one step")
        #expect(InputProblem(file: "a.json", path: "x", message: "m", line: 4, column: 2).description == "a.json: x: m (line 4, column 2)")
        #expect(InputError(file: "b.json", message: "is a folder, not a file").description == "b.json: is a folder, not a file")
    }
}
