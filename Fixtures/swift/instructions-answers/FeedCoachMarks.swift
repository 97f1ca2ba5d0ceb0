// An Instructions data source with two values only the running app knows: the table's first
// cell (step 2's view) and a hint greeting the signed-in user (step 3's text). tourshot refuses
// both at their lines; the tour answers them (tourshot.swift-sources.json, instructions-answers-swift:
// the captured "postsButton" and the greeting to preview), and reads the rest. A twin of
// instructions-answers.tutorial.json beside it.
import Instructions
import UIKit

final class FeedViewController: UITableViewController, CoachMarksControllerDataSource {
    @IBOutlet weak var avatar: UIImageView!
    @IBOutlet weak var composeButton: UIButton!

    let coachMarksController = CoachMarksController()
    var user: User!

    func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int {
        return 3
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
        switch index {
        case 0:
            return coachMarksController.helper.makeCoachMark(for: avatar)
        case 1:
            return coachMarksController.helper.makeCoachMark(for: tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        default:
            return coachMarksController.helper.makeCoachMark(for: composeButton)
        }
    }

    func coachMarksController(
        _ coachMarksController: CoachMarksController,
        coachMarkViewsAt index: Int,
        madeFrom coachMark: CoachMark
    ) -> (bodyView: UIView & CoachMarkBodyView, arrowView: (UIView & CoachMarkArrowView)?) {
        let coachViews = coachMarksController.helper.makeDefaultCoachViews(
            withArrow: true,
            arrowOrientation: coachMark.arrowOrientation
        )
        switch index {
        case 0:
            coachViews.bodyView.hintLabel.text = "This is you."
        case 1:
            coachViews.bodyView.hintLabel.text = "Your newest post comes first."
        default:
            coachViews.bodyView.hintLabel.text = "Welcome back, \(user.firstName)! Write something."
        }
        coachViews.bodyView.nextLabel.text = "Next"
        return (bodyView: coachViews.bodyView, arrowView: coachViews.arrowView)
    }
}
