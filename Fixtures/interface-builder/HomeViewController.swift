// Written for tourshot's tests: the notes app whose home screen is Home.storyboard, with an
// Instructions tour of two coach marks pointing at two of the scene's outlets.
import Instructions
import UIKit

final class HomeViewController: UIViewController {
    @IBOutlet weak var composeButton: UIButton!
    @IBOutlet weak var noteList: UITableView!
    @IBOutlet weak var banner: UIView!

    let coachMarksController = CoachMarksController()

    override func viewDidLoad() {
        super.viewDidLoad()
        coachMarksController.dataSource = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        coachMarksController.start(in: .window(over: self))
    }
}

extension HomeViewController: CoachMarksControllerDataSource {
    func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int {
        return 2
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
        switch index {
        case 0:
            return coachMarksController.helper.makeCoachMark(for: noteList)
        default:
            return coachMarksController.helper.makeCoachMark(for: composeButton)
        }
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark)
        -> (bodyView: UIView & CoachMarkBodyView, arrowView: (UIView & CoachMarkArrowView)?) {
        let views = coachMarksController.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
        switch index {
        case 0: views.bodyView.hintLabel.text = "Your notes live here."
        default: views.bodyView.hintLabel.text = "Tap + to write a note."
        }
        views.bodyView.nextLabel.text = "Next"
        return (bodyView: views.bodyView, arrowView: views.arrowView)
    }
}
