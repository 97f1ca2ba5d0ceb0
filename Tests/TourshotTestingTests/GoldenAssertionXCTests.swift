import TourshotTesting
import XCTest

/// The same call from XCTest: a throwing test method fails with the assertion's message.
final class GoldenAssertionXCTests: XCTestCase {
    func testStepMatchesItsRecordedGolden() throws {
        try ProjectCopy.with { copy in
            XCTAssertThrowsError(try assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .record(.missing))) { error in
                XCTAssertTrue("\(error)".contains("recorded"), "\(error)")
            }
            try assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .never)
            try copy.retitle("You're All Set!", "Done")
            XCTAssertThrowsError(try assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .never)) { error in
                XCTAssertTrue((error as? LocalizedError)?.errorDescription?.contains("layout differs") == true, "\(error)")
            }
        }
    }
}
