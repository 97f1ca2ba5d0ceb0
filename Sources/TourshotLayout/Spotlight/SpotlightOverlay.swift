import TourshotModel

/// Ex.Spotlight for one step: the dim with its holes cleared (destination-out, so holes merge),
/// and the message box at the top or bottom by the focus shape's position.
///
/// The focus is `attachTo`'s element, else the first highlight's. Its shape decides the box's
/// edge; an attached element without a highlight is measured with Spotlight's default circle.
/// With no focus at all, Spotlight focuses the whole container: the circle through its corners
/// is larger than the screen, so no dimming is left, and the box goes to the top.
public enum SpotlightOverlay {
    public static func layout(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        var overlay = StyleOverlay()
        let step = context.step
        let focusID = step.attachTo?.element ?? step.highlights.first?.element
        var focusShape: Rect?
        if let focusID {
            if let cutout = context.cutout(of: focusID) {
                focusShape = cutout.bounds
            } else if let frame = context.frame(of: focusID) {
                focusShape = CutoutGeometry.cutout(for: Highlight(element: focusID),
                                                   element: CapturedElement(id: focusID, frame: frame), style: SpotlightStyle()).bounds
            } else if step.attachTo != nil {
                overlay.warnings.append(context.scene.missingElementWarning(focusID, role: "the message attached", for: .overlay))
            }
        }
        overlay.dimming = context.themedDimming(SpotlightLook.dim(context.appearance))
        if focusShape == nil && context.cutouts.isEmpty {
            overlay.warnings.append(LayoutWarning(.spotlightNoTarget,
                "no element is focused: Spotlight then focuses the whole screen, and the circle through its corners clears all of the dimming"))
        } else if let dim = context.dimmingItem(color: overlay.dimming.color, opacity: overlay.dimming.opacity) {
            overlay.items.append(dim)
        }
        let labelled = context.labelledArrows()
        overlay.items += labelled.items
        overlay.arrows = labelled.arrows
        overlay.warnings += labelled.warnings

        let side = SpotlightMessageBox.side(focusShape: focusShape ?? context.canvas, container: context.canvas,
                                            requested: step.attachTo?.side ?? .auto)
        let message = context.combinedText
        let box = SpotlightMessageBox.layout(
            message: message,
            dismiss: context.buttonTitle([.dismiss, .skip], fallback: SpotlightLook.dismissTitle),
            next: context.buttonTitle([.next], fallback: SpotlightLook.nextTitle),
            side: side, window: context.size, safeArea: context.safeArea, appearance: context.appearance,
            layoutDirection: context.tutorial.layoutDirection, measurer: context.measurer)
        overlay.items += box.items
        // Dismiss and Next pad their text inside the Button's label: the padded frames are the targets.
        overlay.card = ImageLayout.Card(frame: box.frame, title: message, buttons: box.buttons,
                                        targets: box.buttons.map(ImageLayout.TouchTarget.init(button:)))
        return overlay
    }
}
