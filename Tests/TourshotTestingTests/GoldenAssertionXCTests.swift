import TourshotTesting
import XCTest

/// The same call from XCTest: a throwing test method fails with the assertion's message.
final class GoldenAssertionXCTests: XCTestCase {
    func testStepMatchesItsRecordedGolden() throws {
        try ProjectCopy.with { copy in
            XCTAssertThrowsError(try assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .missing)) { error in
                XCTAssertTrue("\(error)".contains("recorded"), "\(error)")
            }
            try assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .never)
            try copy.retitle("You're All Set!", "Done")
            XCTAssertThrowsError(try assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .never)) { error in
                XCTAssertTrue((error as? LocalizedError)?.errorDescription?.contains("layout differs") == true, "\(error)")
            }
        }
    }

    /// XCTest reports a thrown error at the test method; the failure names the calling line, and
    /// the record setting is named with TourshotTesting alone (this file imports nothing else).
    func testAFailureNamesTheCallersFileAndLine() throws {
        try ProjectCopy.with { copy in
            let setting: RecordSetting = .never
            let line: UInt = #line + 1
            XCTAssertThrowsError(try assertStepMatchesGolden(project: copy.projectFile, step: 1, record: setting)) { error in
                let failure = error as? GoldenAssertionFailure
                XCTAssertEqual(failure?.file, "\(#filePath)")
                XCTAssertEqual(failure?.line, line)
                XCTAssertTrue(failure?.errorDescription?.hasPrefix("\(#filePath):\(line): approach-iphone-se-step01-portrait: no golden image") == true, "\(error)")
            }
        }
    }
}
