// An Instructions data source pointing at views the running app makes, as real apps write it:
// the navigation bar, the right bar button, a tab bar item by index and a table cell by index
// path. None is a property; tourshot finds each in the tour's captures by its type and place
// (the screens here were imported from Fixtures/captures/structure). A twin of
// runtime-views.tutorial.json beside it.
import Instructions
import UIKit

final class InboxViewController: UITableViewController, CoachMarksControllerDataSource {
    let coachMarksController = CoachMarksController()

    func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int {
        return 4
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
        switch index {
        case 0:
            return coachMarksController.helper.makeCoachMark(for: navigationController?.navigationBar)
        case 1:
            return coachMarksController.helper.makeCoachMark(for: navigationItem.rightBarButtonItem?.value(forKey: "view") as? UIView)
        case 2:
            let archive = tabBarController?.tabBar.items?[2].value(forKey: "view") as? UIView
            return coachMarksController.helper.makeCoachMark(for: archive)
        default:
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 1))
            return coachMarksController.helper.makeCoachMark(for: cell)
        }
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkViewsAt index: Int,
                              madeFrom coachMark: CoachMark) -> (bodyView: UIView & CoachMarkBodyView, arrowView: (UIView & CoachMarkArrowView)?) {
        let coachViews = coachMarksController.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
        switch index {
        case 0: coachViews.bodyView.hintLabel.text = "Your inbox lives here."
        case 1: coachViews.bodyView.hintLabel.text = "Write a new message."
        case 2: coachViews.bodyView.hintLabel.text = "Old threads go to the archive."
        default: coachViews.bodyView.hintLabel.text = "Carol wrote last."
        }
        coachViews.bodyView.nextLabel.text = "Next"
        return (bodyView: coachViews.bodyView, arrowView: coachViews.arrowView)
    }
}
