// A PolarisGuideKit guide as the example's MultiStepGuideDemoVC and CircleStyleDemoVC build it:
// GuideSteps with a focus view, a focus style and the example's buddy views, handed to a
// GuideController. A twin of polaris.tutorial.json beside it.
import PolarisGuideKit
import UIKit

enum GuideStrings {
    static let step1Title = "Step 1 of 3"
    static let step1Message = "Welcome to the guide!\n\nThis is a table-view cell, highlighted with the default focus style."
    static let step2Title = "Step 2 of 3"
}

final class MultiStepGuideViewController: UIViewController {
    private var guideController: GuideController?
    @IBOutlet weak var favoritesCell: UITableViewCell!
    @IBOutlet weak var appIcon: UIImageView!
    @IBOutlet weak var startGuide: UIButton!

    // Built in code as the example builds its buttons; the screen files know it by its identifier.
    private lazy var button2: UIButton = {
        let button = UIButton(type: .system)
        button.layer.cornerRadius = 12
        button.accessibilityIdentifier = "step2Button"
        return button
    }()

    @objc private func startGuideTapped() {
        // Corner radius = the button's + 2, grown by 4 on every side.
        let unifiedFocusStyle = RoundedRectFocusStyle(
            focusCornerRadius: .followFocusView(delta: 2),
            focusAreaInsets: UIEdgeInsets(top: -4, left: -4, bottom: -4, right: -4)
        )

        let step1 = GuideStep()
        step1.focusView = favoritesCell
        step1.buddyView = SimpleBuddyView(
            title: GuideStrings.step1Title,
            message: GuideStrings.step1Message,
            showNextButton: true,
            showSkipButton: true
        )

        let step2 = GuideStep()
        step2.focusView = button2
        step2.focusStyle = unifiedFocusStyle
        step2.buddyView = SimpleBuddyView(
            title: GuideStrings.step2Title,
            message: "Great progress!\n\nRounded rect: the button's corner radius + 2, grown by 4.",
            showNextButton: true,
            showSkipButton: true
        )

        let step3 = GuideStep()
        step3.focusView = self.appIcon
        step3.focusStyle = CircleFocusStyle(radiusMode: .scaledToFocusView(factor: 1.3))
        step3.buddyView = HintArrowBuddyView(
            title: "Scaled Circle",
            message: "Mode: .scaledToFocusView(factor: 1.3)\n\nCircle radius = (icon size / 2) × 1.3"
        )

        let step4 = GuideStep()
        step4.focusView = startGuide
        step4.focusStyle = RoundedRectFocusStyle(
            focusCornerRadius: .fixed(20),
            focusAreaInsets: UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)
        )
        step4.dismissesOnOutsideTap = false
        step4.buddyView = SimpleBuddyView(
            title: NSLocalizedString("Step 3 of 3", comment: "last step title"),
            message: "Almost done!\n\nTap Next to finish.",
            showNextButton: true
        )

        let controller = GuideController(hostView: navigationController?.view ?? view, steps: [step1, step2, step3, step4])
        controller.animatesStepTransition = true
        guideController = controller
        controller.show(animated: true)
    }
}
