// An Instructions data source written as apps often write it: one `var coachMark = CoachMark()`
// assigned in each case of a `switch index`, adjusted, and returned once at the end; the hints
// chosen per index the same way, held in the type's own `let`s (instance and static), as
// Instructions' example app holds them; the count and a case from an `Int` enum's raw values; the
// overlay's colour (the twin's theme.dimming). A twin of instructions-var.tutorial.json beside it.
import Instructions
import UIKit

enum Tip: Int {
    case avatar, posts, email
    case done
}

final class TipsViewController: UIViewController, CoachMarksControllerDataSource {
    @IBOutlet weak var avatar: UIImageView!
    @IBOutlet weak var postsButton: UIButton!
    @IBOutlet weak var email: UILabel!

    let coachMarksController = CoachMarksController()

    let text1 = "This is you."
    let text2 = "Everything you posted, newest first."
    static let overText = "Shown over your address."
    let nextButtonText = "Next"

    override func viewDidLoad() {
        super.viewDidLoad()
        coachMarksController.dataSource = self
        coachMarksController.overlay.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 0.7)
    }

    func numberOfCoachMarks(for coachMarksController: CoachMarksController) -> Int {
        return Tip.done.rawValue + 1
    }

    func coachMarksController(_ coachMarksController: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
        var coachMark = CoachMark()
        switch index {
        case Tip.avatar.rawValue:
            coachMark = coachMarksController.helper.makeCoachMark(for: avatar)
        case 1:
            coachMark = coachMarksController.helper.makeCoachMark(for: postsButton) { frame in
                UIBezierPath(roundedRect: frame.insetBy(dx: -6, dy: -6), cornerRadius: 12)
            }
            coachMark.arrowOrientation = .bottom
        case 2:
            coachMark = coachMarksController.helper.makeCoachMark(for: email)
            coachMark.isDisplayedOverCutoutPath = true
        default:
            break
        }
        coachMark.isUserInteractionEnabledInsideCutoutPath = true
        return coachMark
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
            coachViews.bodyView.hintLabel.text = self.text1
        case 1:
            coachViews.bodyView.hintLabel.text = text2
        case 2:
            coachViews.bodyView.hintLabel.text = Self.overText
        default:
            coachViews.bodyView.hintLabel.text = "That's all: \(nextButtonText)!"
        }
        coachViews.bodyView.nextLabel.text = nextButtonText
        return (bodyView: coachViews.bodyView, arrowView: coachViews.arrowView)
    }
}
