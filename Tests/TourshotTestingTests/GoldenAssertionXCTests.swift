import TourshotTesting
import XCTest

/// The same call from XCTest: outside a Swift Testing test the failure is an XCTest failure at
/// the calling line. The failures are caught here (`recordFailure`) instead of failing the test.
final class GoldenAssertionXCTests: XCTestCase {
    private var failures: [(message: String, file: String, line: Int)] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard catching else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        failures.append((description, filePath, lineNumber))
    }

    /// The failures `body` recorded.
    private func caught(_ body: () -> Void) -> [(message: String, file: String, line: Int)] {
        failures = []
        catching = true
        body()
        catching = false
        return failures
    }

    func testStepMatchesItsRecordedGolden() throws {
        try ProjectCopy.with { copy in
            let recorded = caught { assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .missing) }
            XCTAssertEqual(recorded.count, 1)
            XCTAssertTrue(recorded.first?.message.contains("recorded") == true, "\(recorded)")
            assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .never)
            try copy.retitle("You're All Set!", "Done")
            let changed = caught { assertStepMatchesGolden(project: copy.projectFile, step: 5, orientation: .landscape, record: .never) }
            XCTAssertTrue(changed.first?.message.contains("layout differs") == true, "\(changed)")
        }
    }

    /// The failure names the calling line, and the record setting is named with TourshotTesting
    /// alone (this file imports nothing else).
    func testAFailureNamesTheCallersFileAndLine() throws {
        try ProjectCopy.with { copy in
            let setting: RecordSetting = .never
            let line = #line + 1
            let recorded = caught { assertStepMatchesGolden(project: copy.projectFile, step: 1, record: setting) }
            XCTAssertEqual(recorded.count, 1)
            XCTAssertEqual(recorded.first?.file, #filePath)
            XCTAssertEqual(recorded.first?.line, line)
            XCTAssertTrue(recorded.first?.message.contains("approach-iphone-se-step01-portrait: no golden image") == true, "\(recorded)")
        }
    }
}
