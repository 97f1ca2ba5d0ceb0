// An Instructions data source colouring Instructions' default views, as apps do: a colour
// literal for the hint, `UIColor(red:green:blue:alpha:)` and a system colour for the next label
// and the separator, the body's and the arrow's background, and the body view's own colour
// (its whole rectangle, which shows at the rounded background's corners). Read into the
// tutorial's theme.coachMark; a twin of instructions-colors.tutorial.json beside it.
import Instructions
import UIKit

final class ShelfTipsViewController: UIViewController, CoachMarksControllerDataSource {
    @IBOutlet weak var postsButton: UIButton!
    @IBOutlet weak var composeButton: UIButton!

    let coachMarksController = CoachMarksController()

    func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int {
        return 2
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
        switch index {
        case 0: return coachMarksController.helper.makeCoachMark(for: postsButton)
        default: return coachMarksController.helper.makeCoachMark(for: composeButton)
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
        case 0: coachViews.bodyView.hintLabel.text = "Everything you posted, newest first."
        default: coachViews.bodyView.hintLabel.text = "Write something new."
        }
        coachViews.bodyView.nextLabel.text = "Got it"
        coachViews.bodyView.hintLabel.textColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        coachViews.bodyView.nextLabel.textColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        coachViews.bodyView.separator.backgroundColor = .systemYellow
        coachViews.bodyView.background.innerColor = UIColor(red: 0.11, green: 0.23, blue: 0.45, alpha: 1)
        coachViews.bodyView.background.borderColor = .black
        coachViews.bodyView.background.highlightedInnerColor = .darkGray
        coachViews.bodyView.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        coachViews.arrowView?.background.innerColor = UIColor(red: 0.11, green: 0.23, blue: 0.45, alpha: 1)
        coachViews.arrowView?.background.borderColor = UIColor.black
        return (bodyView: coachViews.bodyView, arrowView: coachViews.arrowView)
    }
}
