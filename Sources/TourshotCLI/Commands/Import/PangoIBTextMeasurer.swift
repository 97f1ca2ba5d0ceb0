import TourshotInterfaceBuilder
import TourshotLayout
import TourshotModel
import TourshotRender

/// An Interface Builder document's text measured as tourshot sets text: Inter with SF Pro's
/// tracking (docs/determinism.md "The text face"), or the project's `textFont`. Here in the
/// CLI so that the importer and the solver never link Cairo, and the render path never links
/// them.
public struct PangoIBTextMeasurer: IBTextMeasuring {
    let measurer: any TextMeasuring

    public init(_ measurer: any TextMeasuring) { self.measurer = measurer }

    /// On tourshot's own fonts (and `textFace`, a project's `textFont`); nil when they cannot
    /// be loaded, which leaves the import to its estimate.
    public static func make(textFace: TextFontChoice? = nil) -> PangoIBTextMeasurer? {
        guard let fonts = try? FontSystem.make(textFace: textFace) else { return nil }
        return PangoIBTextMeasurer(PangoTextMeasurer(fonts: fonts))
    }

    public func size(of text: String, font: IBFont, maxWidth: Double?, lines: Int) -> (width: Double, height: Double) {
        let spec = FontSpec(size: font.pointSize, weight: Self.weight(font.weight))
        let measured = maxWidth.map { measurer.measureKeepingBreakSpaces(text, font: spec, wrapWidth: $0) }
            ?? measurer.measure(text, font: spec, wrapWidth: nil)
        let line = measurer.lineHeight(spec)
        let height = lines > 0 ? min(measured.height, Double(lines) * line) : measured.height
        return (measured.width, height)
    }

    /// UIKit's nine weights on the four tourshot draws: the lighter ones as regular, heavy and
    /// black as bold.
    static func weight(_ weight: IBFont.Weight) -> FontWeight {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold, .heavy, .black: return .bold
        }
    }
}
