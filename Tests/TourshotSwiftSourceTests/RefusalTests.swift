import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// Imperative Instructions and Polaris code is refused at its line, not previewed wrong.
@Suite("Swift sources refused")
struct RefusalTests {
    /// Expects case `index` of a refusal table to be refused with exactly its message.
    static func expectRefused(_ cases: [(source: String, expected: String)], _ index: Int) throws {
        let (source, expected) = cases[index]
        #expect(try problems(source) == [expected], "case \(index)")
    }

    static func problems(_ source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Guide.swift")
        try Data(source.utf8).write(to: file)
        do {
            _ = try SwiftTutorialReader().read([file], provider: nil)
            return []
        } catch {
            return error.problems.map { "\(($0.file as NSString).lastPathComponent): \($0.path): \($0.message)" }
        }
    }

    @Test("makeCoachMark outside a data source's coachMarkAt")
    func instructions() throws {
        let found = try Self.problems("""
        func tour(_ c: CoachMarksController) {
            let mark = c.helper.makeCoachMark(for: avatar)
        }
        """)
        #expect(found == [#"Guide.swift:2:16: makeCoachMark: tourshot reads coach marks from a CoachMarksControllerDataSource's `coachMarksController(_:coachMarkAt:)`; return them there, or write the steps as a tutorial file with "style": "instructions" (docs/swift-sources.md)"#])
    }

    @Test("a data source without numberOfCoachMarks")
    func instructionsCount() throws {
        let found = try Self.problems("""
        final class Tour: CoachMarksControllerDataSource {
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: avatar)
            }
        }
        """)
        #expect(found == [#"Guide.swift:2:10: numberOfCoachMarks: Tour has no `numberOfCoachMarks(for:)` in the sources read; declare it returning the number of coach marks"#])
    }

    @Test("a text in the type's own `var` is refused naming it: the app may change it; its `let`s are read")
    func ownVar() throws {
        let source = """
        final class Tour: CoachMarksControllerDataSource {
            var hint = "Hi"
            let next = "Go"
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 1 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: avatar)
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = self.hint
                views.bodyView.nextLabel.text = next
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """
        let found = try Self.problems(source)
        #expect(found == ["Guide.swift:10:41: views.bodyView.hintLabel.text: `hint` is a `var` of Tour, which the app may change before it is shown; declare it `let` or write the value; or, to preview it, answer it in the tour's \"answers\": \"step 1 views.bodyView.hintLabel.text 618d89e8\": {\"text\": \"<the text this step shows>\"}"], "\(found)")
        #expect(try Self.problems(source.replacingOccurrences(of: "var hint", with: "let hint")) == [])
    }

    @Test("a count from an enum's raw values: an enum without Int raw values is refused at its name")
    func enumCount() throws {
        let source = """
        enum Mark { case one, two }
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { Mark.two.rawValue + 1 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: avatar)
            }
        }
        """
        #expect(try Self.problems(source) == ["Guide.swift:1:6: numberOfCoachMarks: `Mark` has no `Int` raw values; declare it `enum Mark: Int` or write the number"])
        #expect(try Self.problems(source.replacingOccurrences(of: "Mark.two.rawValue + 1", with: "Mark.three.rawValue + 1").replacingOccurrences(of: "enum Mark {", with: "enum Mark: Int {"))
                == ["Guide.swift:1:6: numberOfCoachMarks: `Mark` has no case `three`"])
        #expect(try Self.problems(source.replacingOccurrences(of: "enum Mark {", with: "enum Mark: Int {")) == [])
    }

    @Test("a GuideStep outside a function")
    func polaris() throws {
        let found = try Self.problems("""
        let step = GuideStep()
        """)
        #expect(found == [#"Guide.swift:1:12: GuideStep: tourshot reads GuideSteps built in one function; build them there, or write the steps as a tutorial file with "style": "polaris" (docs/swift-sources.md)"#])
    }
}
