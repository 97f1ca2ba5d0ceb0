/// Why `assertStepMatchesGolden` failed: the image differs, a golden is missing or was just
/// recorded, or the input is invalid. The message names the artefacts and how to accept; the
/// assertion records it at its caller's line (`FailureRecording`).
public struct GoldenAssertionFailure: Error, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
