import TourshotModel

/// TutorialKit's `DefaultTutorialOverlay` for one step: primary arrow from the card,
/// labelled secondary arrows, and the card itself.
public struct TutorialKitOverlay: Sendable {
    public static let primaryStrokeWidth = 2.0

    public let arrows: [ImageLayout.Arrow]
    public let card: ImageLayout.Card
    public let items: [DisplayItem]
    public let warnings: [LayoutWarning]

    public init(scene: StepScene, tutorial: Tutorial, measurer: some TextMeasuring) {
        let step = scene.step, orientation = scene.orientation
        let container = scene.capture.size
        var warnings: [LayoutWarning] = []
        let frame = { (id: String) in scene.frame(of: id, for: .overlay) }
        for (index, arrow) in step.arrows.enumerated() where frame(arrow.element) == nil {
            warnings.append(scene.missingElementWarning(arrow.element, role: index == 0 ? "the primary arrow" : "the arrow", for: .overlay))
        }

        // Anchor: the card measured; the arrows' targets and the attached element, as captured.
        let measured = CardContent(step: step, containerWidth: container.width, measurer: measurer)
        // The card follows SwiftUI's layout direction; TutorialKit's anchors do not (docs/styles.md, TutorialKit).
        let content = tutorial.layoutDirection == .rightToLeft ? measured.rightToLeft : measured
        let targets = step.arrows.compactMap { frame($0.element) }
        let attached = step.attachTo.flatMap { frame($0.element) }
        if CardPlacement.position(of: step, orientation) == nil, let attachment = step.attachTo, attached == nil {
            warnings.append(scene.missingElementWarning(attachment.element, role: "the card attached", for: .overlay))
        }
        // Placement: centred opposite the targets (or attached), clamped 8 pt inside.
        let cardFrame = CardPlacement.frame(for: step, cardSize: content.size, targetFrames: targets, attached: attached,
                                            container: container, orientation: orientation)

        // Draw: the primary arrow from the card, the labelled secondary arrows, the card.
        var items: [DisplayItem] = []
        var arrows: [ImageLayout.Arrow] = []
        if let first = step.arrows.first, let target = frame(first.element) {
            let tip = ArrowPlacement.tip(of: first, on: target, orientation)
            let start = first.fromAnchor[orientation].point(in: cardFrame)
            let curvature = ArrowCurve.curvature(bend: first.bend, strength: first.bendStrength,
                                                 anchor: first.anchor[orientation], start: start, end: tip)
            let curve = ArrowCurve(start: start, end: tip, curvature: curvature)
            arrows.append(ImageLayout.Arrow(element: first.element, kind: .primary, tail: start,
                                            control: curve.control, tip: tip, label: nil, spec: first))
            items.append(.stroke(curve.path, StrokeStyle(width: Self.primaryStrokeWidth, cap: .round, roundJoins: true), .white))
        }
        let secondary = LabeledArrows(Array(step.arrows.dropFirst()), tutorial: tutorial, frames: frame,
                                      orientation: orientation, measurer: measurer)
        arrows += secondary.layouts(kind: .secondary)
        items += secondary.items(strokeWidth: LabeledArrows.strokeWidth, orientation: orientation)
        items += Self.cardItems(content, frame: cardFrame)

        self.arrows = arrows
        self.card = ImageLayout.Card(frame: cardFrame, title: step.title, buttons: content.buttons.map {
            ImageLayout.Card.Button(title: $0.title, frame: $0.frame.offsetBy(dx: cardFrame.minX, dy: cardFrame.minY))
        }, targets: content.buttons.map { TutorialKitTargets.target($0, cardOrigin: cardFrame.origin) })
        self.items = items
        self.warnings = warnings
    }

    static func cardItems(_ content: CardContent, frame: Rect) -> [DisplayItem] {
        let shape = VectorPath.continuousRoundedRect(frame, radius: CardStyle.cornerRadius)
        let border = VectorPath.continuousRoundedRect(frame.insetBy(dx: CardStyle.borderWidth / 2, dy: CardStyle.borderWidth / 2),
                                                      radius: CardStyle.cornerRadius - CardStyle.borderWidth / 2)
        func placed(_ run: TextRun) -> TextRun {
            TextRun(text: run.text, font: run.font, color: run.color, frame: run.frame.offsetBy(dx: frame.minX, dy: frame.minY),
                    alignment: run.alignment, wrapWidth: run.wrapWidth)
        }
        var items: [DisplayItem] = [
            .shadow(shape, CardStyle.shadow),
            .fill(shape, CardStyle.fill),
            .stroke(border, StrokeStyle(width: CardStyle.borderWidth), CardStyle.border),
        ]
        if let title = content.title { items.append(.text(placed(title))) }
        if let body = content.body, !body.text.isEmpty { items.append(.text(placed(body))) }
        for button in content.buttons {
            let buttonFrame = button.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            let textFrame = button.textFrame.offsetBy(dx: frame.minX, dy: frame.minY)
            switch button.style {
            case .primary:
                items.append(.fill(.capsule(buttonFrame), .white))
                items.append(.text(TextRun(text: button.title, font: CardStyle.nextFont, color: .black, frame: textFrame)))
            case .secondary:
                items.append(.text(TextRun(text: button.title, font: CardStyle.skipFont, color: CardStyle.skipColor, frame: textFrame)))
            }
        }
        return items
    }
}
