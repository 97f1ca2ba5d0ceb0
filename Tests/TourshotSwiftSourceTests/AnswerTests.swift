import Foundation
import Testing
@testable import TourshotModel
import TourshotSwiftSource

/// A tour's answers (docs/swift-sources.md#answers): a refusal of a value the app computes names
/// the key to answer it with; the answer stands in for that value, is listed as used, and stops
/// fitting the moment the Swift it replaces changes.
@Suite("Answers for values the app computes")
struct AnswerTests {
    /// Two coach marks; step 2's view is the table's first cell, written `cell` (line 5).
    static func dataSource(cell: String = "tableView.cellForRow(at: IndexPath(row: 0, section: 0))", above: String = "") -> String {
        """
        \(above)final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 2 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                switch index {
                case 0: return c.helper.makeCoachMark(for: avatar)
                default: return c.helper.makeCoachMark(for: \(cell))
                }
            }
        }
        """
    }

    static let cellKey = "step 2 for 261ff4e0"

    static func read(_ source: String, answers: [SwiftAnswer] = []) throws(InputError) -> (Tutorial, [SwiftAnswerUse]) {
        let read = try SwiftTutorialReader().read([SwiftSourceText(path: "Guide.swift", text: source)], named: "tourshot.json",
                                                  provider: nil, answers: answers, elementIDs: [])
        return (try TutorialFileDecoder.decode(read.json, file: read.file), read.answered)
    }

    static func problems(_ source: String, answers: [SwiftAnswer] = []) -> [String] {
        do {
            _ = try read(source, answers: answers)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    static func element(_ key: String, _ value: String) -> SwiftAnswer { SwiftAnswer(key: key, kind: .element, value: value) }

    @Test("the refusal of a view the running app makes names the key and the JSON to write")
    func refusalNamesTheKey() {
        #expect(Self.problems(Self.dataSource()) == [
            #"Guide.swift:6:53: for: `tableView.cellForRow(at: IndexPath(row: 0, section: 0))` is the table cell at row 0 of section 0, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "instructions" whose step names the captured element's id; or, to preview it, answer it in the tour's "answers": "step 2 for 261ff4e0": {"element": "<the captured element's id>"}"#,
        ])
    }

    @Test("the answer stands in for the view, and the reading lists it as used")
    func answerIsUsed() throws {
        let (tutorial, used) = try Self.read(Self.dataSource(), answers: [Self.element(Self.cellKey, "firstCell")])
        #expect(tutorial.steps.map { $0.highlights.map(\.element) } == [["avatar"], ["firstCell"]])
        #expect(used == [SwiftAnswerUse(key: Self.cellKey, step: 2, at: "Guide.swift:6:53", kind: .element, value: "firstCell")])
    }

    @Test("moving or reformatting the code keeps the key: lines above, spaces and comments inside do not count")
    func keyIgnoresLayout() throws {
        let moved = Self.dataSource(cell: "tableView.cellForRow(at:IndexPath(row: 0,/* first */ section: 0))", above: "import UIKit\n\n// Tips.\n")
        let (tutorial, used) = try Self.read(moved, answers: [Self.element(Self.cellKey, "firstCell")])
        #expect(tutorial.steps[1].highlights.map(\.element) == ["firstCell"])
        #expect(used.map(\.at) == ["Guide.swift:9:53"])
    }

    @Test("an edit of the expression answered makes the answer stale: refused anew, naming the new key and the old answer")
    func editedSwiftIsStale() {
        #expect(Self.problems(Self.dataSource(cell: "tableView.cellForRow(at: IndexPath(row: 1, section: 0))"),
                              answers: [Self.element(Self.cellKey, "firstCell")]) == [
            #"Guide.swift:6:53: for: `tableView.cellForRow(at: IndexPath(row: 1, section: 0))` is the table cell at row 1 of section 0, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "instructions" whose step names the captured element's id; or, to preview it, answer it in the tour's "answers": "step 2 for 3d2d44f3": {"element": "<the captured element's id>"} (the answer "step 2 for 261ff4e0" was written for other Swift here: replace it)"#,
        ])
    }

    @Test("the key covers the value a local holds, refused there: editing the local's value is an edit of what is answered")
    func keyCoversTheLocal() {
        func key(_ row: Int) -> [String] {
            let source = Self.dataSource(cell: "cell").replacingOccurrences(
                of: "switch index {", with: "let cell = tableView.cellForRow(at: IndexPath(row: \(row), section: 0))\n        switch index {")
            return Self.problems(source).map { String($0.split(separator: "\"answers\": ").last ?? "") }
        }
        #expect(key(0) == [#""step 2 for 78b62634": {"element": "<the captured element's id>"}"#])
        #expect(key(1) == [#""step 2 for ff286b2d": {"element": "<the captured element's id>"}"#])
    }

    @Test("an answer of the wrong kind is refused, naming the JSON to write")
    func wrongKind() {
        #expect(Self.problems(Self.dataSource(), answers: [SwiftAnswer(key: Self.cellKey, kind: .text, value: "First cell")]) == [
            #"Guide.swift:6:53: for: `tableView.cellForRow(at: IndexPath(row: 0, section: 0))` is the table cell at row 0 of section 0, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "instructions" whose step names the captured element's id; the tour's answer "step 2 for 261ff4e0" gives a text, but this value is a view: write "step 2 for 261ff4e0": {"element": "<the captured element's id>"}"#,
        ])
    }

    @Test("texts too: a TutorialKit title computed at run time, answered for its step")
    func textAnswer() throws {
        let source = """
        extension TutorialElement { static let search = TutorialElement("Search") }
        struct Steps: TutorialStepProvider {
            static var steps: [TutorialStep] { [
                TutorialStep(title: "Hello", body: "b"),
                TutorialStep(title: greeting(for: user), body: "b"),
            ] }
        }
        """
        #expect(Self.problems(source) == [
            #"Guide.swift:5:29: title: the function call `greeting(for: user)` is computed when the app runs; write a literal or a `static let` constant; or, to preview it, answer it in the tour's "answers": "step 2 title 3c3e4bd7": {"text": "<the text this step shows>"}"#,
        ])
        let (tutorial, used) = try Self.read(source, answers: [SwiftAnswer(key: "step 2 title 3c3e4bd7", kind: .text, value: "Hi, Ada")])
        #expect(tutorial.steps.map(\.title) == ["Hello", "Hi, Ada"])
        #expect(used == [SwiftAnswerUse(key: "step 2 title 3c3e4bd7", step: 2, at: "Guide.swift:5:29", kind: .text, value: "Hi, Ada")])
    }

    @Test("Polaris: a focusView the running app makes, answered for its step in the guide's order")
    func polarisFocusView() throws {
        let source = """
        func startGuide() {
            let first = GuideStep()
            first.focusView = avatar
            let second = GuideStep()
            second.focusView = navigationController?.navigationBar
            let controller = GuideController(hostView: view, steps: [first, second])
            controller.show()
        }
        """
        let key = Self.problems(source).first.flatMap { $0.split(separator: "\"answers\": \"").last?.split(separator: "\"").first }.map(String.init)
        #expect(key == "step 2 focusView 3789bc06")
        let (tutorial, used) = try Self.read(source, answers: [Self.element(key ?? "", "navigationBar")])
        #expect(tutorial.steps.map { $0.highlights.map(\.element) } == [["avatar"], ["navigationBar"]])
        #expect(used.map(\.at) == ["Guide.swift:5:24"])
    }
}

extension AnswerTests {
    /// Step 2's view is a property whose `accessibilityIdentifier` the app computes (line 2).
    static let computedIdentifier = """
        final class Tour: CoachMarksControllerDataSource {
            func setUp() { avatar.accessibilityIdentifier = "avatar-\\(user.id)" }
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 2 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                switch index {
                case 0: return c.helper.makeCoachMark(for: bio)
                default: return c.helper.makeCoachMark(for: avatar)
                }
            }
        }
        """

    @Test("an accessibilityIdentifier computed at run time names an element, so its step's view is answered with an element, not a text")
    func computedIdentifierOffersAnElement() throws {
        let problems = Self.problems(Self.computedIdentifier)
        #expect(problems == [
            #"Guide.swift:2:61: accessibilityIdentifier: the interpolation `\(user.id)` is a runtime value; interpolate only `static let` constants or write the text; or, to preview it, answer it in the tour's "answers": "step 2 for b2f507b5": {"element": "<the captured element's id>"}"#,
        ])
        let key = problems.first.flatMap { $0.split(separator: "\"answers\": \"").last?.split(separator: "\"").first }.map(String.init) ?? ""
        let (tutorial, used) = try Self.read(Self.computedIdentifier, answers: [Self.element(key, "avatar-7")])
        #expect(tutorial.steps.map { $0.highlights.map(\.element) } == [["bio"], ["avatar-7"]])
        #expect(used == [SwiftAnswerUse(key: key, step: 2, at: "Guide.swift:2:61", kind: .element, value: "avatar-7")])
    }
}
