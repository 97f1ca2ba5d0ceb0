import TourshotModel

/// TutorialKit: black 0.35 dimming (holes merge, ≈: TutorialKit itself has no cutouts), the
/// primary arrow from the card, labelled secondary arrows and the dark card. Holes default to
/// the element's own corner radius.
public struct TutorialKitStyle: ReferenceStyle {
    public var id: TutorialStyle { .tutorialkit }
    public var cardStaysInSafeArea: Bool { true }
    public var faces: [FontSpec] {
        [CardStyle.titleFont(centered: false), CardStyle.titleFont(centered: true),
         CardStyle.bodyFont, CardStyle.skipFont, CardStyle.nextFont]
    }

    public func overlay(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        var overlay = StyleOverlay()
        overlay.dimming = context.themedDimming(CardStyle.dimming)
        if let dim = context.dimmingItem(color: overlay.dimming.color, opacity: overlay.dimming.opacity) {
            overlay.items.append(dim)
        }
        let tutorialKit = TutorialKitOverlay(scene: context.scene, tutorial: context.tutorial, measurer: context.measurer)
        overlay.items += tutorialKit.items
        overlay.arrows = tutorialKit.arrows
        overlay.card = tutorialKit.card
        overlay.warnings = tutorialKit.warnings
        return overlay
    }
}
