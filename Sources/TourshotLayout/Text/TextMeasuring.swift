import TourshotModel

/// Measures text the way the device lays it out; injected so layout stays free of font code.
///
/// The render module provides a Pango implementation; tests use a fixed-advance measurer so
/// layout numbers are exact and font-independent.
public protocol TextMeasuring: Sendable {
    /// The size of `text` set in `font`: width of the widest line, height = lines × line height.
    /// - Parameter wrapWidth: wrap at word boundaries to this width; nil sets each explicit
    ///   line on one line however long it is.
    func measure(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size

    /// `text` wrapped at `wrapWidth` as UIKit's text views and labels measure it: a line that
    /// wraps at a space keeps that space's width (TextKit sets it at the end of the line, where
    /// Pango lets it hang past the edge). Otherwise as `measure`.
    func measureKeepingBreakSpaces(_ text: String, font: FontSpec, wrapWidth: Double) -> Size

    /// The height of one line of `font` as this measurer sets it: `FontSpec.lineHeight`, of
    /// the font at the text scale (`DynamicTypeMeasurer`). A label's box a layout sizes from a
    /// line height asks here, as it asks `measure` for its text, so both grow with the text.
    func lineHeight(_ font: FontSpec) -> Double
}

extension TextMeasuring {
    public func lineHeight(_ font: FontSpec) -> Double { font.lineHeight }

    /// The size UIKit gives a label, button title or text view sized to `text`: the measured
    /// size (wrapped lines with the space they broke at) rounded up to whole points.
    /// `UILabel.intrinsicContentSize` and `sizeThatFits(_:)` return the text's bounding size
    /// raised to the next integer, as Apple's documentation of
    /// `NSString.boundingRect(with:options:attributes:context:)` tells views to size themselves;
    /// SwiftUI's `Text` does not, so only the UIKit styles measure with this (docs/styles.md).
    public func uiKitSize(_ text: String, font: FontSpec, wrapWidth: Double?) -> Size {
        let size = wrapWidth.map { measureKeepingBreakSpaces(text, font: font, wrapWidth: $0) } ?? measure(text, font: font, wrapWidth: nil)
        return Size(width: Self.wholePoints(size.width), height: Self.wholePoints(size.height))
    }

    /// Rounds up to a whole point; a value a rounding error above a whole point stays on it.
    static func wholePoints(_ value: Double) -> Double {
        (value - 1e-9).rounded(.up)
    }
}
