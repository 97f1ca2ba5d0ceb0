import Foundation

/// Why `assertStepMatchesGolden` failed: the image differs, a golden is missing or was just
/// recorded, or the input is invalid. The message names the artefacts and how to accept.
public struct GoldenAssertionFailure: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
