// An Instructions data source as its README ("Usage") and DefaultViewController show it: a count,
// a coach mark per index and the default views' hint and next labels, with a skip view.
// A twin of instructions.tutorial.json beside it.
import Instructions
import UIKit

enum CoachMarkCopy {
    static let next = "Ok!"
    static let hello = "Hello! I'm a Coach Mark!"
}

final class ProfileViewController: UIViewController, CoachMarksControllerDataSource {
    @IBOutlet weak var avatar: UIImageView!
    @IBOutlet weak var postsButton: UIButton!
    @IBOutlet weak var composeButton: UIButton!
    @IBOutlet weak var bio: UITextView!
    @IBOutlet weak var email: UILabel!

    let coachMarksController = CoachMarksController()

    let hints = [
        CoachMarkCopy.hello,
        "Your posts live here. Tap to see everything you wrote.",
        NSLocalizedString("Write a new post from anywhere.", comment: "compose coach mark"),
        "This text view is so tall that the coach mark lands below the screen.",
        String(localized: "Displayed over the cutout: no arrow, centred on it."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        coachMarksController.dataSource = self

        let skipView = CoachMarkSkipDefaultView()
        skipView.setTitle("Skip", for: .normal)
        coachMarksController.skipView = skipView
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        coachMarksController.start(in: .window(over: self))
    }

    func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int {
        return hints.count
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
        switch index {
        case 0:
            return coachMarksController.helper.makeCoachMark(for: avatar)
        case 1:
            return coachMarksController.helper.makeCoachMark(for: self.postsButton)
        case 2:
            return coachMarksController.helper.makeCoachMark(
                for: composeButton,
                cutoutPathMaker: { (frame: CGRect) -> UIBezierPath in
                    UIBezierPath(ovalIn: frame)
                }
            )
        case 3:
            return coachMarksController.helper.makeCoachMark(for: bio)
        default:
            var coachMark = coachMarksController.helper.makeCoachMark(for: email)
            coachMark.isDisplayedOverCutoutPath = true
            return coachMark
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

        coachViews.bodyView.hintLabel.text = hints[index]
        coachViews.bodyView.nextLabel.text = CoachMarkCopy.next

        return (bodyView: coachViews.bodyView, arrowView: coachViews.arrowView)
    }
}
