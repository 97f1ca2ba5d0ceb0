/// What decides a view's intrinsic content size, as read from the document.
public enum IntrinsicContent: Sendable, Equatable {
    case none
    /// Text: labels, buttons, text fields, segmented controls (titles joined by tabs).
    case text(String, font: IBFont, element: String)
    /// An image of known size (`<resources><image name= width= height=>`).
    case image(width: Double, height: Double)
    /// Controls UIKit sizes itself (a switch is 51×31); `nil` leaves that axis free.
    case fixed(width: Double?, height: Double?)
}
