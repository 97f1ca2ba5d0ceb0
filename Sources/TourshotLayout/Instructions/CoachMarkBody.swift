import TourshotModel

/// The default coach-mark body measured and laid out, relative to its top-left corner.
///
/// A horizontal stack inset 10/15/10/15: hint | 1 pt separator | next label, spacing 10,
/// vertically centred. The body hugs its content; the hint wraps only once the body reaches
/// `maxWidth`, and then the body shrinks to the widest wrapped line (see `hintSize`). Labels
/// and the hint are sized to their text rounded up to whole points, as UIKit sizes them
/// (`TextMeasuring.uiKitSize`). Without a next label the body is the hint plus 30 × 20. Right
/// to left the `UIStackView` arranges the same views from the right: next label | separator |
/// hint, the hint still left-aligned (its `textAlignment` is `.left`, not `.natural`).
public struct CoachMarkBody: Sendable, Hashable {
    public let size: Size
    public let hint: TextRun
    public let next: TextRun?
    /// The next label's whole-point box (its text line is centred in it).
    public let nextFrame: Rect?
    public let separator: Rect?

    public init(hint: String, next: String?, maxWidth: Double, color: RGBAColor, direction: LayoutDirection = .leftToRight,
                measurer: some TextMeasuring) {
        let look = InstructionsLook.self
        let insets = look.contentInsets
        let horizontalInsets = insets.leading + insets.trailing
        let nextText = next.flatMap { $0.isEmpty ? nil : $0 }
        let nextSize = nextText.map { measurer.uiKitSize($0, font: look.nextFont, wrapWidth: nil) }
        // Everything on the line but the hint: insets, and with a next label two gaps, the
        // separator and the label.
        let fixed = horizontalInsets + (nextSize.map { 2 * look.stackSpacing + look.separatorWidth + $0.width } ?? 0)
        let (hintSize, wrapWidth) = Self.hintSize(hint, maxWidth: maxWidth, besideHint: fixed, measurer: measurer)
        let stackHeight = max(hintSize.height, nextSize?.height ?? 0)
        let width = max(look.minimumBodySize.width, fixed + hintSize.width)
        let height = max(look.minimumBodySize.height, stackHeight + insets.top + insets.bottom)
        self.size = Size(width: width, height: height)
        let rightToLeft = direction == .rightToLeft
        // The stack's first arranged view sits at the left inset; right to left the next label
        // and the separator come first.
        let nextGroup = nextSize.map { 2 * look.stackSpacing + look.separatorWidth + $0.width } ?? 0
        let hintX = rightToLeft ? insets.leading + nextGroup : insets.leading
        self.hint = TextRun(text: hint, font: look.hintFont, color: color,
                            frame: Rect(x: hintX, y: insets.top + (stackHeight - hintSize.height) / 2,
                                        width: hintSize.width, height: hintSize.height),
                            wrapWidth: wrapWidth)
        if let nextText, let nextSize {
            let nextX = rightToLeft ? insets.leading : insets.leading + hintSize.width + 2 * look.stackSpacing + look.separatorWidth
            let separatorX = rightToLeft ? nextX + nextSize.width + look.stackSpacing : insets.leading + hintSize.width + look.stackSpacing
            let separatorHeight = max(0, stackHeight - 10)
            self.separator = Rect(x: separatorX, y: insets.top + (stackHeight - separatorHeight) / 2,
                                  width: look.separatorWidth, height: separatorHeight)
            // A label draws its line centred in its whole-point box.
            let line = measurer.lineHeight(look.nextFont)
            self.nextFrame = Rect(x: nextX, y: insets.top + (stackHeight - nextSize.height) / 2, width: nextSize.width, height: nextSize.height)
            self.next = TextRun(text: nextText, font: look.nextFont, color: color,
                                frame: Rect(x: nextX, y: insets.top + (stackHeight - line) / 2,
                                            width: nextSize.width, height: line),
                                alignment: .center)
        } else {
            self.separator = nil
            self.next = nil
            self.nextFrame = nil
        }
    }

    /// The hint text view's size, and the width its text wraps at (nil on one line; drawing
    /// wraps there too, so the lines are the measured ones). On one line it is the text's size.
    /// When that line does not fit, Auto Layout first squeezes the text view to what the body's
    /// maximum width leaves (its horizontal compression resistance, 749, is the lowest in the
    /// body), where the text wraps; a text view without scrolling then reports the wrapped
    /// text's size as its intrinsic size: the widest line, the space it broke at included. Its
    /// hugging (750) shrinks it to that width, and the body with it, so the body ends 15 pt
    /// after the widest line's space, not at the maximum width
    /// (`Extra/Default Views/CoachMarkBodyDefaultView.swift:167–198` in Instructions).
    static func hintSize(_ hint: String, maxWidth: Double, besideHint fixed: Double,
                         measurer: some TextMeasuring) -> (size: Size, wrapWidth: Double?) {
        let font = InstructionsLook.hintFont
        let ideal = measurer.uiKitSize(hint, font: font, wrapWidth: nil)
        guard fixed + ideal.width > maxWidth else { return (ideal, nil) }
        let available = max(0, maxWidth - fixed)
        let wrapped = measurer.uiKitSize(hint, font: font, wrapWidth: available)
        // The body's required maximum width still caps a line rounded up past what is left.
        return (Size(width: min(wrapped.width, available), height: wrapped.height), available)
    }

    /// The body's two-colour background at `frame`: the rim shape, then the inner shape inset
    /// 1/1/2/1 (UIKit rounded rects, continuous corners).
    public static func background(_ frame: Rect, palette: InstructionsLook.Palette) -> [DisplayItem] {
        let look = InstructionsLook.self
        let i = look.innerInsets
        let inner = Rect(x: frame.minX + i.leading, y: frame.minY + i.top,
                         width: frame.width - i.leading - i.trailing, height: frame.height - i.top - i.bottom)
        return [.fill(.continuousRoundedRect(frame, radius: look.bodyCornerRadius), palette.border),
                .fill(.continuousRoundedRect(inner, radius: look.innerCornerRadius), palette.inner)]
    }
}
