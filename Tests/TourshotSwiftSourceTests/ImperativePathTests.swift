import Testing
import TourshotModel

/// A `return` ends an index's path: what follows it (after the `switch` whose case returned)
/// is not read for that index — the first `return` reached is the one the app runs.
@Suite("Instructions: the first return reached wins")
struct ImperativePathTests {
    @Test("a case that returns is not overridden by the return after the switch")
    func caseReturnWins() throws {
        let read = try ImperativeFormsTests.read("""
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 2 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                switch index {
                case 0: return c.helper.makeCoachMark(for: avatar)
                default: break
                }
                return c.helper.makeCoachMark(for: email)
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                switch index {
                case 0:
                    views.bodyView.hintLabel.text = "First"
                    return (bodyView: views.bodyView, arrowView: nil)
                default: break
                }
                views.bodyView.hintLabel.text = "Later"
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """)
        let twin = try ImperativeFormsTests.decode("""
        { "style": "instructions", "steps": [
          { "body": "First", "highlights": [{ "element": "avatar" }], "attachTo": { "element": "avatar", "tail": false } },
          { "body": "Later", "highlights": [{ "element": "email" }] } ] }
        """)
        #expect(read == twin)
    }
}
