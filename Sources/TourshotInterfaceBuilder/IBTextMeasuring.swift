/// Measures text as the device sets it. The import injects one on the project's fonts (the
/// CLI's, over Pango); without one, `TextEstimate` stands in. Pure Swift, so this module and
/// the importer never link a text engine.
public protocol IBTextMeasuring: Sendable {
    /// The text's size: the widest line's width, and its lines × the font's line height.
    /// - Parameters:
    ///   - maxWidth: wrap at word boundaries to this width; nil sets each explicit line whole.
    ///   - lines: at most this many lines counted in the height (0: no limit).
    ///   - element: the view's element (`label`, `button`, `configuredButton`, `textField`,
    ///     `segmentedControl`), whose line-break strategy the measurer applies: a `UILabel`'s
    ///     (a button's title is one) is UIKit's `.standard`, as tourshot draws labels.
    func size(of text: String, font: IBFont, maxWidth: Double?, lines: Int, element: String) -> (width: Double, height: Double)
}
