import TourshotModel

/// PolarisGuideKit for one step: the black 0.7 mask with even-odd focus paths (and the mask
/// layer's 1 pt stroke), then the buddy view: the bottom `SimpleBuddyView` card, or with
/// `attachTo` the `HintArrowBuddyView` laid out against that element's frame (Polaris gives
/// buddy views the focus view's frame, never the highlight shape).
public enum PolarisOverlay {
    public static func layout(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        var overlay = context.dimmedOverlayWithLabelledArrows(PolarisLook.mask)

        let step = context.step
        if let attachment = step.attachTo {
            guard let focus = context.frame(of: attachment.element) else {
                overlay.warnings.append(context.scene.missingElementWarning(attachment.element, role: "the buddy view attached", for: .overlay))
                return overlay
            }
            let card = PolarisBuddyCards.hintArrow(title: step.title, message: step.body, focus: focus, side: PolarisBuddyCards.side(requested: attachment.side),
                                                   tail: attachment.tail, direction: context.tutorial.layoutDirection, measurer: context.measurer)
            overlay.items += card.items
            // The hint card has no control: the step ends on the focus view itself (the app's).
            overlay.card = ImageLayout.Card(frame: card.frame, title: step.title, buttons: card.buttons, targets: [])
            return overlay
        }
        // The example's multi-step guide drops Skip on its last step.
        let skip = context.buttonTitle([.skip, .dismiss], fallback: context.isLastStep ? nil : PolarisLook.skipTitle)
        let next = context.buttonTitle([.next], fallback: PolarisLook.nextTitle)
        guard !step.title.isEmpty || !step.body.isEmpty || skip != nil || next != nil else { return overlay }
        let card = PolarisBuddyCards.simple(title: step.title, message: step.body, skip: skip, next: next, window: context.size,
                                            safeArea: context.safeArea, palette: PolarisLook.palette(context.appearance),
                                            direction: context.tutorial.layoutDirection, measurer: context.measurer)
        overlay.items += card.items
        // SimpleBuddyView's Skip and Next are UIButtons sized to their titles: their frames are the targets.
        overlay.card = ImageLayout.Card(frame: card.frame, title: step.title, buttons: card.buttons,
                                        targets: card.buttons.map(ImageLayout.TouchTarget.init(button:)))
        return overlay
    }
}
