/// A text element's intrinsic size from its text's measured size: a button's padding, a
/// text field's, a segmented control's equal segments; each rounded up to the device's
/// pixel as UIKit rounds intrinsic sizes.
public struct IBTextSizing: Sendable {
    public var measurer: any IBTextMeasuring
    /// Scales every width: the corpus measurement solves twice, the second time wider, to
    /// tell which frames text decides.
    public var widthFactor: Double

    public init(measurer: any IBTextMeasuring = TextEstimate(), widthFactor: Double = 1) {
        self.measurer = measurer
        self.widthFactor = widthFactor
    }

    public func size(of content: IntrinsicContent, scale: Double) -> (width: Double?, height: Double?) {
        func pixels(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
        switch content {
        case .none: return (nil, nil)
        case .image(let width, let height): return (width, height)
        case .fixed(let width, let height): return (width, height)
        case .text(let text, let font, let element):
            let width = { (text: String, font: IBFont) in
                measurer.size(of: text, font: font, maxWidth: nil, lines: 0, element: element).width * widthFactor
            }
            let line = pixels(font.pointSize * 1.1935)
            switch element {
            case "segmentedControl":
                // Segments share the width equally: the widest title in the regular weight (the
                // selected one's semibold does not widen them) and 21 pt around it, as the
                // development documents' segmented controls measure.
                let titles = text.split(separator: "\t")
                let widest = titles.map { width(String($0), font) }.max() ?? 0
                return (pixels(Double(titles.count) * (widest + 21)), 32)
            case "button": return (pixels(max(width(text, font), 30)), line + 12)
            case "configuredButton": return (pixels(width(text, font) + 24), pixels(line + 14))
            case "textField": return (pixels(width(text, font) + 14), 34)
            default: return text.isEmpty ? (0, 0) : (pixels(width(text, font)), line)
            }
        }
    }

    /// A multi-line label's height at a width: the measurer's lines at that width, at most
    /// `lines` of them (0: no limit); nil when the text fits on one line.
    public func wrappedHeight(of content: IntrinsicContent, width: Double, lines limit: Int, scale: Double) -> Double? {
        guard case .text(let text, let font, let element) = content, !text.isEmpty else { return nil }
        let wrapped = measurer.size(of: text, font: font, maxWidth: width / widthFactor, lines: limit, element: element).height
        let one = measurer.size(of: "X", font: font, maxWidth: nil, lines: 1, element: element).height
        guard wrapped > one * 1.5 else { return nil }
        return (wrapped * scale).rounded(.up) / scale
    }
}
