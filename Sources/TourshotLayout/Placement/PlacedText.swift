import TourshotModel

/// A label or button text where placement put it, before drawing gives it a colour: what a
/// style's frames hold so that computing them stays apart from drawing them.
public struct PlacedText: Sendable, Hashable {
    public let text: String
    public let font: FontSpec
    public let frame: Rect
    public var alignment: TextAlignment = .leading
    public var wrapWidth: Double?
    public var truncates = false

    /// The text drawn in `color`.
    public func run(_ color: RGBAColor) -> TextRun {
        TextRun(text: text, font: font, color: color, frame: frame, alignment: alignment, wrapWidth: wrapWidth, truncates: truncates)
    }
}

/// A button where placement put it: its tappable frame and its title's text.
public struct PlacedButton: Sendable, Hashable {
    public let frame: Rect
    public let label: PlacedText

    /// As the layout reports it.
    public var reported: ImageLayout.Card.Button { ImageLayout.Card.Button(title: label.text, frame: frame) }
}
