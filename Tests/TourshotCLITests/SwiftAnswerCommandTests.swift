import Foundation
import Testing
import TourshotTestSupport

/// A Swift tour's answers through the command line (docs/swift-sources.md#answers): the images
/// drawn with them say so on stderr and in `layout --json`; an answer whose Swift changed exits 2
/// naming the project file and its JSON path; `import tutorial --answers` takes the same answers.
@Suite("Swift sources: answers")
struct SwiftAnswerCommandTests {
    static let project = ["--project", "tourshot.swift-sources.json"]
    static let swiftFile = "Fixtures/swift/instructions-answers/FeedCoachMarks.swift"
    static let cell = "tableView.cellForRow(at: IndexPath(row: 0, section: 0))"
    static let notes = [
        #"instructions-answers-swift: Fixtures/swift/instructions-answers/FeedCoachMarks.swift:25:67: note: step 2 used the answer "step 2 for 8a5c6429": element "postsButton" in place of what the app computes there"#,
        #"instructions-answers-swift: Fixtures/swift/instructions-answers/FeedCoachMarks.swift:46:65: note: step 3 used the answer "step 3 coachViews.bodyView.hintLabel.text 0632c64b": text "Welcome back, Ada! Write something." in place of what the app computes there"#,
    ]

    @Test("render notes each answer it drew with on stderr; layout --json lists a step's answers, and only then")
    func answersAreSaid() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            let render = try await project.run(["render", "--tour", "instructions-answers-swift", "--all", "--out", "out"] + Self.project)
            #expect(render.status == 0, "\(render)")
            #expect(render.stderrLines == Self.notes, "\(render)")
            let layout = try await project.run(["layout", "--tour", "instructions-answers-swift", "--step", "2", "--json"] + Self.project)
            #expect(layout.status == 0, "\(layout)")
            #expect(layout.stderrLines == [Self.notes[0]], "\(layout)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any], "\(layout)")
            let answers = try #require(object["answers"] as? [[String: String]], "\(layout)")
            #expect(answers == [["key": "step 2 for 8a5c6429", "at": "Fixtures/swift/instructions-answers/FeedCoachMarks.swift:25:67", "element": "postsButton"]])
            let first = try await project.run(["layout", "--tour", "instructions-answers-swift", "--step", "1", "--json"] + Self.project)
            let firstObject = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any], "\(first)")
            #expect(Set(firstObject.keys) == LayoutCommandTests.sectionFiveKeys)
            #expect(first.stderr.isEmpty, "\(first)")
        }
    }

    @Test("code moved above an answered expression keeps the answer, the input keys and the layout: check draws nothing")
    func movedAnswersKeepKeys() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            let tour = ["--tour", "instructions-answers-swift"] + Self.project
            let record = try await project.run(["record", "--step", "2"] + tour, environment: GoldenLoopTests.local)
            #expect(record.status == 0, "\(record)")
            let layout = try await project.run(["layout", "--step", "2", "--json"] + tour)
            // Two lines above: every answer's Swift position moves, nothing it answers does.
            let swift = project.url(Self.swiftFile)
            try ("// moved\n//\n" + String(contentsOf: swift, encoding: .utf8)).write(to: swift, atomically: true, encoding: .utf8)
            let check = try await project.run(["check", "--step", "2"] + tour, environment: GoldenLoopTests.local)
            #expect(check.status == 0, "\(check)")
            #expect(check.stdout.contains("(0 drawn, 2 unchanged since record and not drawn)"), "\(check)")
            let moved = try await project.run(["layout", "--step", "2", "--json"] + tour)
            #expect(moved.stdout.replacingOccurrences(of: "FeedCoachMarks.swift:27:67", with: "FeedCoachMarks.swift:25:67") == layout.stdout)
            #expect(moved.stdout != layout.stdout, "layout --json says where the answer stands")
        }
    }

    @Test("the answered Swift edited: refused anew with the new key and the stale answer named; made readable: the answer is stale, exit 2")
    func staleAnswers() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            try project.replace(Self.cell, with: "tableView.cellForRow(at: IndexPath(row: 1, section: 0))", in: Self.swiftFile)
            let edited = try await project.run(["render", "--tour", "instructions-answers-swift", "--out", "out"] + Self.project)
            #expect(edited.status == 2, "\(edited)")
            #expect(edited.stderrLines == [
                #"error: Fixtures/swift/instructions-answers/FeedCoachMarks.swift:25:67: for: `tableView.cellForRow(at: IndexPath(row: 1, section: 0))` is the table cell at row 1 of section 0, made by the running app, and the tour's screens capture none: iphone-15 portrait: the screen's elements have no types (a maestro hierarchy records none, nor does a screen file written by hand or imported by an older tourshot), so a bar or cell cannot be told from other elements; import the screen again from XCUITest, Appium or idb, or give the element its "type" in the screen file; iphone-15 landscape: the screen's elements have no types (a maestro hierarchy records none, nor does a screen file written by hand or imported by an older tourshot), so a bar or cell cannot be told from other elements; import the screen again from XCUITest, Appium or idb, or give the element its "type" in the screen file; capture the screen showing it, or write the tour as a tutorial file with "style": "instructions" naming a captured element; or, to preview it, answer it in the tour's "answers": "step 2 for 37fc54e3": {"element": "<the captured element's id>"} (the answer "step 2 for 8a5c6429" was written for other Swift here: replace it)"#,
            ], "\(edited)")
            try project.replace("tableView.cellForRow(at: IndexPath(row: 1, section: 0))", with: "composeButton", in: Self.swiftFile)
            let readable = try await project.run(["render", "--tour", "instructions-answers-swift", "--out", "out"] + Self.project)
            #expect(readable.status == 2, "\(readable)")
            #expect(readable.stderrLines == [
                #"error: tourshot.swift-sources.json: tours[9].answers["step 2 for 8a5c6429"]: stale: no value of the Swift sources has this key any more (the Swift it answered was edited, or now reads without it); remove it, and answer the key a refusal names now, if any"#,
            ], "\(readable)")
            #expect(!FileManager.default.fileExists(atPath: project.url("out").path), "nothing written")
        }
    }

    @Test("a view a capture now holds is taken from the capture: its answer is stale, and the message names the captured element")
    func answerSupersededByCapture() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            // The portrait capture now types the posts row as the table's first cell.
            try project.replace(#""postsButton": { "frame": [20, 225, 353, 44], "cornerRadius": 10, "title": "Posts" }"#,
                                with: #""postsButton": { "frame": [20, 225, 353, 44], "cornerRadius": 10, "title": "Posts", "type": "Cell", "section": 0, "row": 0 }"#,
                                in: "Fixtures/instructions/iphone-15.screen.json")
            let render = try await project.run(["render", "--tour", "instructions-answers-swift", "--out", "out"] + Self.project)
            #expect(render.status == 2, "\(render)")
            #expect(render.stderrLines == [
                #"error: tourshot.swift-sources.json: tours[9].answers["step 2 for 8a5c6429"]: stale: the tour's screens now capture the view it answered (Fixtures/swift/instructions-answers/FeedCoachMarks.swift:25:67 is the captured element "postsButton" (Cell "Posts") of iphone-15 portrait), and a view a capture holds is taken from the capture, never from an answer; remove it"#,
            ], "\(render)")
            #expect(!FileManager.default.fileExists(atPath: project.url("out").path), "nothing written")
        }
    }

    @Test("an answer naming an element no screen captures is refused at the answer, where it is fixed")
    func misspeltAnswerElement() async throws {
        try await DemoProject.with { project in
            try SwiftSourceCommandTests.copySwiftProject(project)
            try project.replace(#""element": "postsButton""#, with: #""element": "postButton""#, in: "tourshot.swift-sources.json")
            let render = try await project.run(["render", "--tour", "instructions-answers-swift", "--out", "out"] + Self.project)
            #expect(render.status == 2, "\(render)")
            #expect(render.stderrLines.contains {
                $0.hasPrefix(#"error: tourshot.swift-sources.json: tours[9].answers["step 2 for 8a5c6429"]: unknown element "postButton"; did you mean "postsButton"? (the element this answer gives step 2 in place of Fixtures/swift/instructions-answers/FeedCoachMarks.swift:25:67)"#)
            }, "\(render)")
            #expect(!FileManager.default.fileExists(atPath: project.url("out").path), "nothing written")
        }
    }

    @Test("import tutorial --answers: used and noted, stale reported against the answers file, a bad answers file refused")
    func importAnswers() async throws {
        try await DemoProject.with { project in
            try project.write("answers.json", #"{"step 2 for 8a5c6429": {"element": "postsButton"}, "step 3 coachViews.bodyView.hintLabel.text 0632c64b": {"text": "Welcome back, Ada! Write something."}}"#)
            let imported = try await project.run("import", "tutorial", "Fixtures/swift/instructions-answers", "--answers", "answers.json", "--out", "feed.tutorial.json")
            #expect(imported.status == 0, "\(imported)")
            #expect(imported.stderrLines == Self.notes.map { String($0.dropFirst("instructions-answers-swift: ".count)) }, "\(imported)")
            #expect(try project.text("feed.tutorial.json").contains(#""body": "Welcome back, Ada! Write something.""#))

            try project.replace(Self.cell, with: "composeButton", in: Self.swiftFile)
            let stale = try await project.run("import", "tutorial", "Fixtures/swift/instructions-answers", "--answers", "answers.json", "--out", "stale.tutorial.json")
            #expect(stale.status == 2, "\(stale)")
            #expect(stale.stderrLines == [
                #"error: answers.json: ["step 2 for 8a5c6429"]: stale: no value of the Swift sources has this key any more (the Swift it answered was edited, or now reads without it); remove it, and answer the key a refusal names now, if any"#,
            ], "\(stale)")
            #expect(!FileManager.default.fileExists(atPath: project.url("stale.tutorial.json").path), "nothing written")

            try project.write("bad.json", #"{"step 2 for 8a5c6429": {"element": 3}}"#)
            let bad = try await project.run("import", "tutorial", "Fixtures/swift/instructions-answers", "--answers", "bad.json", "--out", "bad.tutorial.json")
            #expect(bad.status == 2, "\(bad)")
            #expect(bad.stderrLines == [#"error: bad.json: ["step 2 for 8a5c6429"].element: expected a string, found a number (line 1, column 37)"#], "\(bad)")
        }
    }
}
