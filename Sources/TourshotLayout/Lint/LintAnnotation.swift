import TourshotModel

/// `--annotate`: the warnings drawn onto the image for review, as ordinary display items (a
/// dashed-looking outline around what each warning is about and a short numbered caption), so
/// every painter draws them.
public enum LintAnnotation {
    static let errorColor = RGBAColor(red: 1, green: 0.18, blue: 0.33)
    static let warningColor = RGBAColor(red: 1, green: 0.72, blue: 0)
    static let captionFont = FontSpec(size: 11, weight: .semibold)

    /// The rect a warning is about, found on the layout (nil: nothing on screen to point at).
    public static func region(of warning: LayoutWarning, in layout: ImageLayout) -> Rect? {
        let arrow = layout.arrows.first { $0.element == warning.element }
        switch warning.code {
        case .labelOffscreen, .labelOutsideSafeArea, .labelOverlap, .labelCoversTarget:
            return arrow?.label?.frame ?? layout.card?.frame
        case .arrowCrossing, .arrowCrossesCard:
            guard let arrow else { return nil }
            let xs = [arrow.tail.x, arrow.control.x, arrow.tip.x], ys = [arrow.tail.y, arrow.control.y, arrow.tip.y]
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        case .cardCoversTarget:
            if let cutout = layout.cutouts.first(where: { $0.element == warning.element }) { return cutout.bounds }
            return arrow.map { Rect(center: $0.tip, size: Size(width: 12, height: 12)) } ?? layout.card?.frame
        case .arrowTipOffscreen:
            return arrow.map { Rect(center: $0.tip, size: Size(width: 12, height: 12)) }
        default:
            // The card's placement, any style's: its own region, else the card.
            return warning.code.traits.contains(.aboutCard) ? warning.region ?? layout.card?.frame : warning.region
        }
    }

    /// Outlines and captions for every warning of `layout`, to draw above everything else.
    public static func items(for layout: ImageLayout, measurer: some TextMeasuring) -> [DisplayItem] {
        let canvas = layout.canvas
        var items: [DisplayItem] = []
        var captionY = 4.0
        for (index, warning) in layout.warnings.enumerated() {
            let color = warning.level == .error ? errorColor : warningColor
            let number = index + 1
            var anchor = Point(x: 4, y: captionY)
            if let region = region(of: warning, in: layout), let visible = region.insetBy(dx: -3, dy: -3).intersection(canvas.insetBy(dx: 1, dy: 1)) {
                items.append(.stroke(.roundedRect(visible, radius: 4), StrokeStyle(width: 2), color))
                anchor = Point(x: visible.minX, y: visible.maxY + 2 > canvas.maxY - 16 ? max(0, visible.minY - 16) : visible.maxY + 2)
            } else {
                captionY += 16
            }
            let text = "\(number) \(warning.code.rawValue)" + (warning.element.map { " · \($0)" } ?? "")
            let size = measurer.measure(text, font: captionFont, wrapWidth: nil)
            let x = min(max(0, anchor.x), max(0, canvas.maxX - size.width - 8))
            let box = Rect(x: x, y: anchor.y, width: size.width + 8, height: size.height + 2)
            items.append(.fill(.roundedRect(box, radius: 3), color))
            items.append(.text(TextRun(text: text, font: captionFont, color: warning.level == .error ? .white : .black,
                                       frame: Rect(x: box.minX + 4, y: box.minY + 1, width: size.width, height: size.height))))
        }
        return items
    }
}

extension ImageLayout {
    /// The same layout with its warnings drawn on top (`tourshot render --annotate`).
    public func annotated(measurer: some TextMeasuring) -> ImageLayout {
        var copy = self
        copy.displayList += LintAnnotation.items(for: self, measurer: measurer)
        return copy
    }
}
