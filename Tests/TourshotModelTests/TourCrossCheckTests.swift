import Foundation
import Testing
import TourshotModel

/// `TourLoader`: loading a tour's files and checking the ids its tutorial uses.
struct TourCrossCheckTests {
    static let phone = """
    {
      "name": "phone",
      "scale": 2,
      "portrait": {
        "size": [400, 800],
        "elements": {
          "speedButton": [10, 10, 40, 40],
          "settingsButton": [300, 10, 40, 40],
          "aircraftPicker": { "frame": [20, 100, 200, 40], "presentation": "settings" }
        },
        "blur": { "map": [[0, 0, 400, 400]] },
        "presentations": { "settings": { "style": "popover", "frame": [10, 60, 380, 300], "source": "settingsButton" } }
      }
    }
    """

    /// A second device that only has a landscape capture, with ids the phone lacks.
    static let tablet = """
    { "name": "tablet", "scale": 2,
      "landscape": { "size": [1000, 700], "elements": { "windButton": [0, 0, 50, 50] },
                     "blur": { "instrument": [[0, 0, 10, 10]] } } }
    """

    static let knownElements = "aircraftPicker, settingsButton, speedButton, windButton"

    /// Writes the files into `dir`, a project naming them, and loads its first tour.
    func loadTour(_ dir: TempDirectory, tutorial: String?, screens: [(String, String?)]) throws -> Result<Tour, InputError> {
        if let tutorial { try dir.write("t.tutorial.json", tutorial) }
        for (name, text) in screens {
            if let text { try dir.write(name, text) }
        }
        let list = screens.map { "\"\($0.0)\"" }.joined(separator: ", ")
        let projectURL = try dir.write("tourshot.json", #"{"tours": [{"name": "t", "tutorial": "t.tutorial.json", "screens": [\#(list)]}]}"#)
        let project = try ProjectFileDecoder.load(projectURL)
        let entry = try #require(project.tours.first)
        do throws(InputError) {
            return .success(try TourLoader.load(entry, project: project))
        } catch {
            return .failure(error)
        }
    }

    func crossCheckProblems(_ tutorial: String) throws -> (problems: [InputProblem], file: String) {
        try withTempDirectory { dir in
            let result = try loadTour(dir, tutorial: tutorial, screens: [("phone.screen.json", Self.phone), ("tablet.screen.json", Self.tablet)])
            guard case .failure(let error) = result else {
                Issue.record("expected cross-check problems")
                return ([], "")
            }
            return (error.problems, dir.shown("t.tutorial.json"))
        }
    }

    @Test func validTourLoads() throws {
        try withTempDirectory { dir in
            let tutorial = """
            { "triggers": { "showSettings": "settings" },
              "steps": [ { "arrows": [ { "element": "speedButton" }, { "element": "windButton" } ],
                           "supplementalArrows": [ { "element": "aircraftPicker" } ],
                           "highlights": [ { "element": "settingsButton" } ],
                           "attachTo": { "element": "speedButton" },
                           "blurTargets": ["map", "instrument"], "triggers": ["showSettings"] } ] }
            """
            let tour = try loadTour(dir, tutorial: tutorial, screens: [("phone.screen.json", Self.phone), ("tablet.screen.json", Self.tablet)]).get()
            #expect(tour.name == "t")
            #expect(tour.screens.map(\.name) == ["phone", "tablet"])
            #expect(tour.tutorialFile.path == dir.file("t.tutorial.json").path)
            #expect(tour.tutorial.steps.count == 1)
        }
    }

    @Test func unknownElementWithDidYouMean() throws {
        let (found, file) = try crossCheckProblems(#"{"steps": [{"arrows": [{"element": "windButton"}, {"element": "speedButon"}]}]}"#)
        #expect(found == [InputProblem(file: file, path: "steps[0].arrows[1].element",
                                       message: #"unknown element "speedButon"; did you mean "speedButton"?"#)])
        #expect(found.first?.description == #"\#(file): step 1 (steps[0].arrows[1].element): unknown element "speedButon"; did you mean "speedButton"?"#)
    }

    @Test func everyKindOfUnknownIdIsReported() throws {
        let (found, file) = try crossCheckProblems("""
        {
          "triggers": { "showSettings": "setings", "openHelp": "help" },
          "steps": [
            { "title": "ok", "blurTargets": ["map"] },
            { "arrows": [ { "element": "speedButon" }, { "element": "windButton" } ],
              "supplementalArrows": [ { "element": "aircraftPiker" } ],
              "highlights": [ { "element": "setingsButton" } ],
              "attachTo": { "element": "compass" },
              "blurTargets": ["mapp", "instrument", "qqq"],
              "triggers": ["showSetings", "showSettings"] }
          ]
        }
        """)
        #expect(Set(found.map(\.file)) == [file])
        #expect(found.allSatisfy { $0.line == nil && $0.column == nil })
        #expect(found.map { Reported($0.path, $0.message) } == [
            Reported("triggers.openHelp", #"unknown presentation "help"; declare it under a capture's "presentations""#),
            Reported("triggers.showSettings", #"unknown presentation "setings"; did you mean "settings"?"#),
            Reported("steps[1].arrows[0].element", #"unknown element "speedButon"; did you mean "speedButton"?"#),
            Reported("steps[1].supplementalArrows[0].element", #"unknown element "aircraftPiker"; did you mean "aircraftPicker"?"#),
            Reported("steps[1].highlights[0].element", #"unknown element "setingsButton"; did you mean "settingsButton"?"#),
            Reported("steps[1].attachTo.element",
                     #"unknown element "compass"; capture it in the screen files' "elements" (known: \#(Self.knownElements))"#),
            Reported("steps[1].blurTargets[0]", #"unknown blur target "mapp"; did you mean "map"?"#),
            Reported("steps[1].blurTargets[2]", #"unknown blur target "qqq"; add it to a capture's "blur" (known: instrument, map)"#),
            Reported("steps[1].triggers[0]", #"unknown trigger "showSetings"; did you mean "showSettings"?"#),
        ])
    }

    @Test func unknownStepTriggerWithoutSuggestion() throws {
        let (found, _) = try crossCheckProblems(#"{"steps": [{"triggers": ["open"]}]}"#)
        #expect(found.map { Reported($0.path, $0.message) } == [
            Reported("steps[0].triggers[0]", #"unknown trigger "open"; declare it in the tutorial's "triggers" with the presentation it opens"#),
        ])
    }

    @Test func missingTutorialFileNamedInTheProject() throws {
        try withTempDirectory { dir in
            guard case .failure(let error) = try loadTour(dir, tutorial: nil, screens: [("phone.screen.json", Self.phone)]) else {
                Issue.record("expected a missing-file error")
                return
            }
            #expect(error.problems == [InputProblem(file: dir.shown("t.tutorial.json"), path: "",
                                                    message: "file not found; check the path given in \(dir.shown("tourshot.json"))")])
            #expect(error.description == "\(dir.shown("t.tutorial.json")): file not found; check the path given in \(dir.shown("tourshot.json"))")
        }
    }

    @Test func problemsOfSeveralFilesAreReportedTogether() throws {
        try withTempDirectory { dir in
            // The tutorial also names an unknown element; cross-checks wait until every file decodes.
            let tutorial = #"{"steps": [{"title": 5, "arrows": [{"element": "nothing"}]}]}"#
            let broken = #"{"scale": 2, "portrait": {"size": [400, 800], "elements": {"a": [0, 0, 1]}}}"#
            let result = try loadTour(dir, tutorial: tutorial,
                                      screens: [("broken.screen.json", broken), ("missing.screen.json", nil), ("phone.screen.json", Self.phone)])
            guard case .failure(let error) = result else {
                Issue.record("expected problems")
                return
            }
            #expect(error.problems.map(\.file) == [dir.shown("t.tutorial.json"), dir.shown("broken.screen.json"), dir.shown("missing.screen.json")])
            #expect(error.problems.reported == [
                Reported("steps[0].title", "expected a string, found a number", 1, 22),
                Reported("portrait.elements.a", "expected a frame [x, y, width, height], found an array of 3", 1, 65),
                Reported("", "file not found; check the path given in \(dir.shown("tourshot.json"))"),
            ])
        }
    }

    @Test func screensOfOneTourNeedUniqueNames() throws {
        try withTempDirectory { dir in
            let result = try loadTour(dir, tutorial: #"{"steps": [{}]}"#,
                                      screens: [("a.screen.json", Self.phone), ("b.screen.json", Self.phone)])
            guard case .failure(let error) = result else {
                Issue.record("expected a duplicate-name problem")
                return
            }
            #expect(error.problems == [InputProblem(file: dir.shown("b.screen.json"), path: "name",
                                                    message: #"another screen of tour "t" is also named "phone"; give each screen a unique name"#)])
        }
    }
}

/// The cross-check finds elements the way layout does (`Capture.element(named:label:)`).
struct ImportedIdCrossCheckTests {
    static let captured = """
    { "name": "captured", "device": "iphone-15",
      "portrait": { "elements": { "approachPlate": { "frame": [0, 103, 393, 420], "title": "Approach Plate" },
                                  "speed": { "frame": [16, 375, 64, 48], "title": "Adjustable Speed" } } } }
    """

    func problems(_ tutorial: String) throws -> [String] {
        try withTempDirectory { dir in
            try dir.write("t.tutorial.json", tutorial)
            try dir.write("captured.screen.json", Self.captured)
            let projectURL = try dir.write("tourshot.json", #"{"tours": [{"name": "t", "tutorial": "t.tutorial.json", "screens": ["captured.screen.json"]}]}"#)
            let project = try ProjectFileDecoder.load(projectURL)
            do throws(InputError) {
                _ = try TourLoader.load(project.tours[0], project: project)
                return []
            } catch {
                return error.problems.map { "\($0.path): \($0.message)" }
            }
        }
    }

    @Test func labelsMeetCapturedIds() throws {
        let tutorial = #"{"elements": {"mapView": "Approach Plate", "speedButton": "Adjustable Speed"}, "steps": [{"arrows": [{"element": "mapView"}, {"element": "speedButton"}]}]}"#
        #expect(try problems(tutorial) == [])
    }

    @Test func didYouMeanNamesCapturedIdsAndLabels() throws {
        let tutorial = #"{"steps": [{"arrows": [{"element": "Aproach Plate"}, {"element": "sped"}, {"element": "compass"}]}]}"#
        #expect(try problems(tutorial) == [
            "steps[0].arrows[0].element: unknown element \"Aproach Plate\"; did you mean \"Approach Plate\"?",
            "steps[0].arrows[1].element: unknown element \"sped\"; did you mean \"speed\"?",
            "steps[0].arrows[2].element: unknown element \"compass\"; capture it in the screen files' \"elements\" (known: approachPlate, speed)",
        ])
    }
}
