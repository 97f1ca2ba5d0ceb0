import TourshotModel

/// `lint`'s clipped-text check: tutorial text whose box a clip (a pager's page) or the screen's
/// edge cuts, at the step's text scale — which lines, the box, how much is cut. Text wider or
/// taller than its own box is the layout's `text-overflow`.
///
/// And a hint for what the tour does not render: the step laid out again at the larger Dynamic
/// Type sizes a user can choose without the accessibility sizes (`largerSizes`, above the tour's
/// own `textScale`); when text is cut or overflows only there, one `text-clipped` names the
/// smallest such size and what happens.
///
/// Not part of the layout's warnings (so layout goldens keep what they record); `lint` adds it.
public enum TextClipLint {
    /// iOS's body size at each Dynamic Type setting above the default Large (17 pt), as a factor
    /// of it: xLarge 19 pt, xxLarge 21 pt, xxxLarge 23 pt (Apple's Human Interface Guidelines,
    /// Typography, "Specifications": the iOS Dynamic Type sizes). The accessibility sizes
    /// (28 pt and up) are a separate setting and are not tried.
    public static let largerSizes: [(name: String, scale: Double)] = [("xLarge", 19.0 / 17), ("xxLarge", 21.0 / 17), ("xxxLarge", 23.0 / 17)]

    /// `text-clipped` for each tutorial run that a clip or the canvas cuts by more than half a
    /// point — but not a label or card the layout already reports off screen (`label-offscreen`
    /// and the codes with the `cardOffscreen` trait say that much).
    public static func warnings(_ layout: ImageLayout, measurer: some TextMeasuring) -> [LayoutWarning] {
        let canvas = layout.canvas
        let offscreen = Set(layout.warnings.filter { $0.code == .labelOffscreen }.compactMap(\.element))
        var reported = layout.arrows.filter { offscreen.contains($0.element) }.compactMap { $0.label?.frame }
        if let card = layout.card, layout.warnings.contains(where: { $0.code.traits.contains(.cardOffscreen) }) {
            reported.append(card.frame)
        }
        return ContrastLint.runs(of: layout).compactMap { placed in
            guard !reported.contains(where: { $0.insetBy(dx: -1, dy: -1).contains(placed.run.frame) }) else { return nil }
            let run = placed.run, frame = run.frame
            guard let shown = placed.visible.intersection(canvas) else { return nil }
            let cuts = [("top", shown.minY - frame.minY, frame.height), ("bottom", frame.maxY - shown.maxY, frame.height),
                        ("left", shown.minX - frame.minX, frame.width), ("right", frame.maxX - shown.maxX, frame.width)]
                .filter { $0.1 > 0.5 }
            guard !cuts.isEmpty else { return nil }
            let lineHeight = max(1, measurer.measure("X", font: run.font, wrapWidth: nil).height)
            let lines = max(1, Int((frame.height / lineHeight).rounded()))
            let hidden = (0..<lines).filter { line in
                let top = frame.minY + Double(line) * frame.height / Double(lines), bottom = top + frame.height / Double(lines)
                return top < shown.minY - 0.5 || bottom > shown.maxY + 0.5
            }
            let how = cuts.map { "\(LayoutChecks.points($0.1)) at the \($0.0) of its \(LayoutChecks.points($0.2)) \($0.0 == "top" || $0.0 == "bottom" ? "height" : "width")" }
                .joined(separator: " and ")
            let which: String
            if hidden.isEmpty || cuts.contains(where: { $0.0 == "left" || $0.0 == "right" }) && hidden.count == lines {
                which = lines == 1 ? "its line is cut" : "every one of its \(lines) lines is cut"
            } else if hidden.count == 1 {
                which = "line \(hidden[0] + 1) of \(lines) is cut"
            } else if hidden.last! - hidden.first! + 1 == hidden.count {
                which = "lines \(hidden.first! + 1)–\(hidden.last! + 1) of \(lines) are cut"
            } else {
                which = "lines \(hidden.map { String($0 + 1) }.joined(separator: ", ")) of \(lines) are cut"
            }
            return LayoutWarning(.textClipped,
                "text \"\(LayoutLint.short(run.text))\" is cut by \(how): \(which) (box \(HardwareLint.describe(frame)), shown \(HardwareLint.describe(shown))); make room for it or shorten it",
                region: frame)
        }
    }

    /// The larger sizes to try for a tour rendered at `textScale`, smallest first.
    public static func sizes(above textScale: Double) -> [(name: String, scale: Double)] {
        largerSizes.filter { $0.scale > textScale + 0.001 }
    }

    /// Whether `layout` cuts or overflows any text (this check's or the layout's own codes).
    /// Measuring its runs again costs little: the font system keeps the sizes the layout asked
    /// for (`MeasuredSizes`).
    public static func clips(_ layout: ImageLayout, measurer: some TextMeasuring) -> [LayoutWarning] {
        layout.warnings.filter { $0.code.traits.contains(.clipsText) } + warnings(layout, measurer: measurer)
            + LayoutLint.textOverflow(layout.displayList, measurer: measurer)
    }

    /// The hint for text cut only at a larger size: `at` is the smallest size that cuts it and
    /// `found` what is cut there. Nil when the step already cuts text at its own scale (that is
    /// reported as it is) or no larger size does.
    public static func hint(current: [LayoutWarning], at size: (name: String, scale: Double), found: [LayoutWarning]) -> LayoutWarning? {
        guard current.isEmpty, let first = found.first else { return nil }
        let factor = String(format: "%.2f", size.scale)
        return LayoutWarning(.textClipped,
            "only at larger text: at Dynamic Type \(size.name) (fonts ×\(factor)), a size this tour does not render, \(first.message); preview it with \"textScale\": \(factor) on a tour entry, or --text-scale \(factor)",
            region: first.region)
    }
}
