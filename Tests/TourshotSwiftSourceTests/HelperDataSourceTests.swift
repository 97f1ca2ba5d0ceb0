import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// An Instructions data source written once and built per screen from the values each screen
/// passes: the evaluator binds the call site's arguments and reads its methods per index. The
/// source is written for the test.
@Suite("Instructions data sources built per screen")
struct HelperDataSourceTests {
    static func source(view second: String = "{ self.saveButton }") -> String {
        """
        final class MarkInfo {
            let hintText: String
            let nextText: String
            private let viewMethod: () -> UIView?
            var view: UIView? { return viewMethod() }
            init(hint: String, next: String = "Next", view: @escaping () -> UIView? = { return nil }) {
                self.hintText = hint
                self.nextText = next
                self.viewMethod = view
            }
        }
        final class SharedMarks: CoachMarksControllerDataSource {
            private let marks: [MarkInfo]
            init(_ marks: [MarkInfo]) { self.marks = marks }
            func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int { marks.count }
            func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                return coachMarksController.helper.makeCoachMark(for: marks[index].view)
            }
            func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkViewsAt index: Int,
                                      madeFrom coachMark: CoachMark) -> (bodyView: CoachMarkBodyView, arrowView: CoachMarkArrowView?) {
                let views = coachMarksController.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = marks[index].hintText
                views.bodyView.nextLabel.text = marks[index].nextText
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        final class EditorViewController: UIViewController {
            private lazy var marks: [MarkInfo] = [
                MarkInfo(hint: "Name your list.", view: { return self.titleField }),
                MarkInfo(hint: "Save it here.", next: "Done", view: \(second)),
            ]
            private var dataSource: SharedMarks!
            override func viewDidLoad() {
                dataSource = SharedMarks(marks)
            }
        }
        """
    }

    @Test("each step's view, hint and next text come from the screen's values, through the data source's methods")
    func readsThroughTheCallSite() throws {
        let (tutorial, _) = try AnswerTests.read(Self.source())
        #expect(tutorial == (try OnboardingPageTypeTests.decode("""
        { "style": "instructions", "steps": [
          { "body": "Name your list.", "highlights": [{ "element": "titleField" }],
            "buttons": [{ "title": "Next", "role": "next" }] },
          { "body": "Save it here.", "highlights": [{ "element": "saveButton" }],
            "buttons": [{ "title": "Done", "role": "next" }] } ] }
        """)))
    }

    @Test("a view only the running app knows is refused at the screen's line, with its answer; answered, the tour reads")
    func refusedAtTheScreen() throws {
        let source = Self.source(view: "{ return self.navigationItem.rightBarButtonItem?.value(forKey: \"view\") as? UIView }")
        #expect(AnswerTests.problems(source) == [
            "Guide.swift:30:70: for: `self.navigationItem.rightBarButtonItem?.value(forKey: \"view\") as? UIView` is the navigation bar's right button, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's \"screens\", or `import tutorial --screen FILE`), or write the tour as a tutorial file with \"style\": \"instructions\" whose step names the captured element's id; or, to preview it, answer it in the tour's \"answers\": \"step 2 for bdc5da4d\": {\"element\": \"<the captured element's id>\"}",
        ])
        let (answered, used) = try AnswerTests.read(source, answers: [AnswerTests.element("step 2 for bdc5da4d", "saveButton")])
        #expect(answered.steps.count == 2)
        #expect(used.map(\.key) == ["step 2 for bdc5da4d"])
    }
}
