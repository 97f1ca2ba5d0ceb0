/// An error reported while encoding, decoding or inspecting PNG data.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// A human-readable explanation, suitable for showing to a user.
    public let message: String

    /// Creates an error carrying `message`.
    public init(message: String) {
        self.message = message
    }

    /// An image over the decoder's size limit.
    public static func tooLarge(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> PNGError {
        PNGError(message: "image size \(width)x\(height) exceeds the limit of \(maxWidth)x\(maxHeight)")
    }

    public var description: String { "PNG error: \(message)" }
}
