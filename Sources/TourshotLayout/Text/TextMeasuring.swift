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
}
