import TourshotModel

/// Instructions for one step: the light-grey overlay with even-odd cutouts, the coach mark
/// (body + arrow) placed by `CoachMarkPlacement`, and the skip view at the top trailing corner.
///
/// The coach mark belongs to `attachTo`'s element, else to the first highlight. Its cutout is
/// that element's highlight, or Instructions' default cutout (frame grown by 4) when the
/// element is not highlighted. With neither, Instructions has no cutout path and no arrow:
/// tourshot centres the body in the window (≈).
public enum InstructionsOverlay {
    public static func layout(_ context: StyleContext<some TextMeasuring>) -> StyleOverlay {
        var overlay = context.dimmedOverlayWithLabelledArrows(InstructionsLook.overlay(context.appearance))
        let palette = InstructionsLook.palette(context.appearance)
        let colors = InstructionsLook.colors(context.appearance, theme: context.tutorial.theme.coachMark)

        let step = context.step
        let hint = context.combinedText
        let next = context.buttonTitle([.next], fallback: InstructionsLook.defaultNextText)
        let window = context.size
        var buttons: [ImageLayout.Card.Button] = []
        var targets: [ImageLayout.TouchTarget] = []

        let anchorID = step.attachTo?.element ?? step.highlights.first?.element
        var cutout: (element: String, bounds: Rect)?
        if let anchorID {
            if let own = context.cutout(of: anchorID) {
                cutout = (anchorID, own.bounds)
            } else if let frame = context.frame(of: anchorID) {
                let pad = InstructionsStyle.padding
                cutout = (anchorID, frame.insetBy(dx: -pad, dy: -pad))
            } else if step.attachTo != nil {
                overlay.warnings.append(context.scene.missingElementWarning(anchorID, role: "the coach mark attached", for: .overlay))
            }
        }

        let direction = context.tutorial.layoutDirection
        let makeBody = { (maxWidth: Double) in
            CoachMarkBody(hint: hint, next: next, maxWidth: maxWidth, color: palette.text, direction: direction, measurer: context.measurer)
        }
        let bodyFrame: Rect, body: CoachMarkBody
        if let cutout {
            let placed = CoachMarkPlacement.place(
                cutout: cutout.bounds, pointOfInterest: cutout.bounds.center, window: window, safeArea: context.safeArea,
                requestedSide: step.attachTo?.side ?? .auto, tail: step.attachTo?.tail ?? true,
                direction: direction, makeBody: makeBody)
            body = placed.body
            bodyFrame = placed.bodyFrame
            overlay.items += bodyItems(body, at: bodyFrame, colors: colors)
            if let arrow = placed.arrowFrame {
                overlay.items += CoachMarkArrow.items(origin: arrow.origin, pointsUp: placed.arrowPointsUp, palette: colors.arrow)
                if arrow.minX < bodyFrame.minX || arrow.maxX > bodyFrame.maxX {
                    overlay.warnings.append(LayoutWarning(.coachMarkArrowOffBody, element: cutout.element,
                        "the coach mark's arrow (x \(LayoutChecks.points(arrow.minX))…\(LayoutChecks.points(arrow.maxX))) hangs past its body (x \(LayoutChecks.points(bodyFrame.minX))…\(LayoutChecks.points(bodyFrame.maxX))): Instructions places the arrow from the point of interest and never clamps it to the body"))
                }
            }
            let mark = placed.markFrame
            if !context.canvas.contains(mark) {
                overlay.warnings.append(LayoutWarning(.coachMarkOffscreen, element: cutout.element,
                    "the coach mark (\(LayoutChecks.points(mark.width)) × \(LayoutChecks.points(mark.height))) sits \(placed.side.rawValue) the cutout of \"\(cutout.element)\" and reaches \(LayoutChecks.describeOverflow(mark, context.canvas)) the screen; Instructions never moves it back, so the device draws it cut off"))
                overlay.checkCardBounds = false
            }
        } else {
            body = makeBody(CoachMarkPlacement.maxWidth(.centered, windowWidth: window.width, safeArea: context.safeArea))
            bodyFrame = Rect(center: context.canvas.center, size: body.size)
            overlay.items += bodyItems(body, at: bodyFrame, colors: colors)
        }
        if let next = body.next, let nextFrame = body.nextFrame {
            buttons.append(ImageLayout.Card.Button(title: next.text, frame: nextFrame.offsetBy(dx: bodyFrame.minX, dy: bodyFrame.minY)))
        }
        // The whole body is the control that advances; its next label takes no touches itself.
        targets.append(InstructionsTargets.body(bodyFrame))
        if let skip = context.buttonTitle([.skip, .dismiss], fallback: nil) {
            let skipView = skipViewLayout(skip, context: context, palette: palette)
            overlay.items += skipView.items
            let button = ImageLayout.Card.Button(title: skip, frame: skipView.frame)
            buttons.append(button)
            // The skip view is a UIButton and its own skip control: its frame is the target.
            targets.append(ImageLayout.TouchTarget(button: button))
        }
        overlay.card = ImageLayout.Card(frame: bodyFrame, title: hint, buttons: buttons, targets: targets)
        return overlay
    }

    /// The body at `frame`: the body view's own colour when the app sets one (its whole
    /// rectangle, which shows at the rounded background's corners), the background, the labels.
    static func bodyItems(_ body: CoachMarkBody, at frame: Rect, colors: InstructionsLook.Colors) -> [DisplayItem] {
        func placed(_ run: TextRun, _ color: RGBAColor) -> DisplayItem {
            .text(TextRun(text: run.text, font: run.font, color: color, frame: run.frame.offsetBy(dx: frame.minX, dy: frame.minY),
                          alignment: run.alignment, wrapWidth: run.wrapWidth))
        }
        var items: [DisplayItem] = colors.background.map { [.fill(.rect(frame), $0)] } ?? []
        items += CoachMarkBody.background(frame, palette: colors.body)
        if !body.hint.text.isEmpty { items.append(placed(body.hint, colors.hint)) }
        if let separator = body.separator { items.append(.fill(.rect(separator.offsetBy(dx: frame.minX, dy: frame.minY)), colors.separator)) }
        if let next = body.next { items.append(placed(next, colors.next)) }
        return items
    }

    /// The skip view: the body's background around a 17 pt title sized in whole points (a
    /// `UIButton`'s title label), top = safe top + 2, trailing = safe trailing − 10.
    static func skipViewLayout(_ title: String, context: StyleContext<some TextMeasuring>,
                               palette: InstructionsLook.Palette) -> (frame: Rect, items: [DisplayItem]) {
        let look = InstructionsLook.self
        let text = context.measurer.uiKitSize(title, font: look.skipFont, wrapWidth: nil)
        let insets = look.skipInsets
        let size = Size(width: text.width + insets.leading + insets.trailing, height: text.height + insets.top + insets.bottom)
        // Pinned to the trailing edge, which is the left one right to left (docs/styles.md, Instructions).
        let rightToLeft = context.tutorial.layoutDirection == .rightToLeft
        let frame = Rect(x: rightToLeft ? context.safeArea.leading + look.skipTrailingGap
                                        : context.size.width - context.safeArea.trailing - look.skipTrailingGap - size.width,
                         y: context.safeArea.top + look.skipTopGap, width: size.width, height: size.height)
        let line = context.measurer.lineHeight(look.skipFont)
        var items = CoachMarkBody.background(frame, palette: palette)
        items.append(.text(TextRun(text: title, font: look.skipFont, color: palette.text,
                                   frame: Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top + (text.height - line) / 2,
                                               width: text.width, height: line),
                                   alignment: .center)))
        return (frame, items)
    }
}
