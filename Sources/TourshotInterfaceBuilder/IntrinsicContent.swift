/// What decides a view's intrinsic content size, as read from the document.
public enum IntrinsicContent: Sendable, Equatable {
    case none
    /// Text in a system font: labels, buttons, text fields, segmented controls.
    /// `weight` scales the advances: bolder San Francisco is wider (`IntrinsicContentReader`).
    case text(String, pointSize: Double, element: String, weight: Double = 1)
    /// An image of known size (`<resources><image name= width= height=>`).
    case image(width: Double, height: Double)
    /// Controls UIKit sizes itself (a switch is 51×31); `nil` leaves that axis free.
    case fixed(width: Double?, height: Double?)
}
