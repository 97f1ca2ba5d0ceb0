import TourshotModel

extension ImageLayout {
    /// The colour the dimming layer fills the canvas with: `color` at `opacity` of its alpha.
    static func dimmingFill(_ color: RGBAColor, opacity: Double) -> RGBAColor {
        color.withAlpha(color.alpha * opacity)
    }

    /// This layout with the theme's dimming set to `color` at `opacity`: its dimming item's fill
    /// replaced, which is all that laying the step out again with that theme changes — the
    /// dimming's colour and opacity reach a layout only through `StyleContext.dimmingItem`, one
    /// fill of the canvas (in a layer with the cutouts when there are any), and nothing is placed
    /// by them. `lint`'s contrast fix search tries a dozen dimmings per image this way instead of
    /// measuring all of the step's text again for each (docs/performance.md). Nil when the layout
    /// has no dimming item (an opacity of 0, a page) or `opacity` is 0.
    public func replacingDimming(color: RGBAColor, opacity: Double) -> ImageLayout? {
        let new = Self.dimmingFill(color, opacity: opacity)
        guard new.alpha > 0, let index = dimmingIndex else { return nil }
        var copy = self
        switch displayList[index] {
        case .fill(let path, _): copy.displayList[index] = .fill(path, new)
        case .layer(let content, let cutouts): copy.displayList[index] = .layer(content.map { item in
            guard case .fill(let path, _) = item else { return item }
            return .fill(path, new)
        }, cutouts: cutouts)
        default: return nil
        }
        copy.dimmingColor = color
        copy.dimmingOpacity = opacity
        return copy
    }

    /// Where in `displayList` the dimming item is: the first of the tutorial's items that fills
    /// the canvas in the dimming's colour (alone, or in a layer with the cutouts). Nil without one.
    public var dimmingIndex: Int? {
        let canvas = VectorPath.rect(self.canvas)
        let fill = Self.dimmingFill(dimmingColor, opacity: dimmingOpacity)
        guard fill.alpha > 0, let overlay = tutorialItems.first else { return nil }
        return overlay.first { index in
            switch displayList[index] {
            case .fill(let path, let color): path == canvas && color == fill
            case .layer(let content, _): content == [.fill(canvas, fill)]
            default: false
            }
        }
    }
}
