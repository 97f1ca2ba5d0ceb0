import TourshotModel

/// The design review's geometric checks, run on a resolved layout after the reference system's
/// own placement and collision resolution: what is still outside the safe area, covered,
/// crossed or clipped.
///
/// - Complexity: O(n²) in the arrows (each pair of curves is compared segment by segment).
public enum LayoutLint {
    /// Codes a change of an arrow's angle and length can remove (what `ArrowFixSearch` tries).
    public static let arrowFixable: Set<LayoutWarning.Code> = [
        .labelOffscreen, .labelOutsideSafeArea, .labelOverlap, .labelCoversTarget, .arrowCrossing, .arrowCrossesCard,
    ]

    /// Warnings beyond `LayoutChecks`' for one image.
    /// - Parameters:
    ///   - cutouts: the cutouts a label or the card must leave visible.
    ///   - checkCardSafeArea: whether the style's card is meant to stay in the safe area.
    public static func warnings(arrows: [ImageLayout.Arrow], card: ImageLayout.Card?, cutouts: [ImageLayout.Cutout],
                                canvas: Rect, safeArea: EdgeInsets, displayList: [DisplayItem],
                                checkCardSafeArea: Bool, measurer: some TextMeasuring) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        let safe = safeRect(canvas, safeArea)
        let labelled = arrows.filter { $0.label != nil }
        for arrow in labelled {
            let frame = arrow.label!.frame
            if canvas.contains(frame) && !safe.contains(frame) {
                warnings.append(LayoutWarning(.labelOutsideSafeArea, element: arrow.element,
                    "label \"\(LayoutChecks.oneLine(arrow.label!.text))\" reaches \(LayoutChecks.describeOverflow(frame, safe)) the safe area, under the notch, status bar or home indicator"))
            }
            for other in arrows where other != arrow && frame.contains(other.tip) {
                warnings.append(LayoutWarning(.labelCoversTarget, element: arrow.element,
                    "label \"\(LayoutChecks.oneLine(arrow.label!.text))\" covers the point the arrow to \"\(other.element)\" targets"))
            }
            for cutout in cutouts where cutout.bounds.intersection(frame) != nil {
                warnings.append(LayoutWarning(.labelCoversTarget, element: arrow.element,
                    "label \"\(LayoutChecks.oneLine(arrow.label!.text))\" covers part of the highlighted \"\(cutout.element)\""))
            }
        }
        if let card, checkCardSafeArea, canvas.contains(card.frame), !safe.contains(card.frame) {
            warnings.append(LayoutWarning(.cardOutsideSafeArea,
                "the card reaches \(LayoutChecks.describeOverflow(card.frame, safe)) the safe area, under the notch, status bar or home indicator"))
        }
        let curves = arrows.map { CurveSampling.polyline(tail: $0.tail, control: $0.control, tip: $0.tip) }
        for i in arrows.indices {
            for j in arrows.indices where j > i && (arrows[i].kind == .supplemental) == (arrows[j].kind == .supplemental) {
                guard CurveSampling.cross(curves[i], curves[j], ends: [arrows[i].tail, arrows[i].tip, arrows[j].tail, arrows[j].tip]) else { continue }
                let named = arrows[j].label != nil ? (arrows[j], arrows[i]) : (arrows[i], arrows[j])
                warnings.append(LayoutWarning(.arrowCrossing, element: named.0.element,
                    "the arrows to \"\(arrows[i].element)\" and \"\(arrows[j].element)\" cross"))
            }
        }
        if let card {
            // A primary arrow leaves from the card's edge: only a run through its inside counts.
            for (arrow, curve) in zip(arrows, curves) where
                CurveSampling.enters(curve, card.frame.insetBy(dx: arrow.kind == .primary ? 12 : 2, dy: arrow.kind == .primary ? 12 : 2),
                                     ends: [arrow.tail, arrow.tip]) {
                warnings.append(LayoutWarning(.arrowCrossesCard, element: arrow.element,
                    "the arrow to \"\(arrow.element)\" runs across the card"))
            }
        }
        warnings += textOverflow(displayList, measurer: measurer)
        return warnings
    }

    /// `text-overflow` for each run of `displayList` wider or taller than its box.
    public static func textOverflow(_ displayList: [DisplayItem], measurer: some TextMeasuring) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        for run in textRuns(displayList) where !run.truncates && !run.text.isEmpty {
            let measured = measurer.measure(run.text, font: run.font, wrapWidth: run.wrapWidth)
            let box = run.wrapWidth ?? run.frame.width
            if measured.width > box + 0.5 {
                warnings.append(LayoutWarning(.textOverflow,
                    "text \"\(short(run.text))\" is \(LayoutChecks.points(measured.width)) wide in a \(LayoutChecks.points(box)) box: a word does not fit, so the device clips or overflows it; shorten the word or the text", region: run.frame))
            } else if measured.height > run.frame.height + 0.5 {
                warnings.append(LayoutWarning(.textOverflow,
                    "text \"\(short(run.text))\" needs \(LayoutChecks.points(measured.height)) of height but gets \(LayoutChecks.points(run.frame.height)): its last lines are cut off", region: run.frame))
            }
        }
        return warnings
    }

    /// The canvas minus the safe-area insets.
    public static func safeRect(_ canvas: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(x: canvas.minX + insets.leading, y: canvas.minY + insets.top,
             width: max(0, canvas.width - insets.leading - insets.trailing),
             height: max(0, canvas.height - insets.top - insets.bottom))
    }

    static func textRuns(_ items: [DisplayItem]) -> [TextRun] {
        items.flatMap { item -> [TextRun] in
            switch item {
            case .text(let run): [run]
            case .layer(let content, _), .clipped(_, let content): textRuns(content)
            default: []
            }
        }
    }

    static func short(_ text: String) -> String {
        let line = LayoutChecks.oneLine(text)
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
