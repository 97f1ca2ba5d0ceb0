/// An error reported while encoding, decoding or inspecting PNG data.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// A human-readable explanation, suitable for showing to a user.
    public let message: String

    /// Creates an error carrying `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { "PNG error: \(message)" }
}
