import Foundation

/// Why `assertStepMatchesGolden` failed: the image differs, a golden is missing or was just
/// recorded, or the input is invalid. The message names the artefacts and how to accept.
///
/// A test framework puts an error a test throws at the test's own declaration; the failure
/// carries the line that called the assertion (`file`, `line`, as XCTest's assertions take
/// them) and its description starts with it, `path:line: `, as compilers and test runners print
/// a position, so the report leads to the failing call.
public struct GoldenAssertionFailure: Error, Sendable, CustomStringConvertible, LocalizedError {
    public let message: String
    /// The file and line of the call that failed; nil for a failure no call made (an
    /// environment `RecordSetting.from(environment:)` refuses).
    public let file: String?
    public let line: UInt?

    public init(_ message: String) {
        self.init(message, file: nil, line: nil)
    }

    public init(_ message: String, file: StaticString, line: UInt) {
        self.init(message, file: "\(file)", line: line)
    }

    private init(_ message: String, file: String?, line: UInt?) {
        self.message = message
        self.file = file
        self.line = line
    }

    public var description: String {
        guard let file, let line else { return message }
        return "\(file):\(line): \(message)"
    }

    public var errorDescription: String? { description }
}
