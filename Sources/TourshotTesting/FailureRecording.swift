import Testing
import XCTest

/// Where an assertion's failure goes, as swift-snapshot-testing records its own: an issue of the
/// running Swift Testing test, else an XCTest failure, either at the line that called the
/// assertion (a thrown error would be reported at the test's declaration).
enum FailureRecording {
    /// The call a failure names: the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    struct Call {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
    }

    static func record(_ message: String, at call: Call) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(call.fileID)", filePath: "\(call.filePath)", line: Int(call.line), column: Int(call.column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: call.filePath, line: call.line)
        }
    }
}
