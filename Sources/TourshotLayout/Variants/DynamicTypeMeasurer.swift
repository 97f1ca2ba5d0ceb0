import TourshotModel

/// Measures text at `factor` × each font's size: the layout makes room for dynamic type, and
/// `DisplayItem.scalingFonts(by:)` draws the same sizes.
public struct DynamicTypeMeasurer<Base: TextMeasuring>: TextMeasuring {
    public let base: Base
    public let factor: Double

    public init(base: Base, factor: Double) {
        self.base = base
        self.factor = factor
    }

    public func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size {
        base.measure(text, font: font.scaled(by: factor), wrapWidth: wrapWidth)
    }

    public func measureKeepingBreakSpaces(_ text: String, font: FontSpec, wrapWidth: Double) -> Size {
        base.measureKeepingBreakSpaces(text, font: font.scaled(by: factor), wrapWidth: wrapWidth)
    }

    public func lineHeight(_ font: FontSpec) -> Double {
        base.lineHeight(font.scaled(by: factor))
    }
}

extension FontSpec {
    /// The same font at `factor` × its size (dynamic type).
    public func scaled(by factor: Double) -> FontSpec {
        factor == 1 ? self : FontSpec(size: size * factor, weight: weight, rounded: rounded, lineBreak: lineBreak)
    }
}

extension DisplayItem {
    /// The item with every text run's font scaled by `factor` (frames stay: they were measured scaled).
    public func scalingFonts(by factor: Double) -> DisplayItem {
        guard factor != 1 else { return self }
        switch self {
        case .text(let run):
            return .text(TextRun(text: run.text, font: run.font.scaled(by: factor), color: run.color, frame: run.frame,
                                 alignment: run.alignment, wrapWidth: run.wrapWidth, truncates: run.truncates))
        case .layer(let items, let cutouts): return .layer(items.map { $0.scalingFonts(by: factor) }, cutouts: cutouts)
        case .clipped(let clip, let items): return .clipped(clip, items.map { $0.scalingFonts(by: factor) })
        default: return self
        }
    }
}
