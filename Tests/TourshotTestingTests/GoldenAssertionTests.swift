import Foundation
import Testing
import TourshotGolden
import TourshotPNG
import TourshotPreview
import TourshotTesting

/// `assertStepMatchesGolden` from Swift Testing, on a temporary copy of the demo.
struct GoldenAssertionTests {
    /// The issues a known-issue block matched (its matcher may run on another thread).
    final class RecordedIssues: @unchecked Sendable {
        private let lock = NSLock()
        private var issues: [Issue] = []
        func append(_ issue: Issue) { lock.withLock { issues.append(issue) } }
        var all: [Issue] { lock.withLock { issues } }
    }

    /// The issue `body` recorded, nil when it passed (at most one: an assertion records one).
    func recorded(_ body: () -> Void) -> Issue? {
        let issues = RecordedIssues()
        withKnownIssue(isIntermittent: true) { body() } matching: { issue in issues.append(issue); return true }
        #expect(issues.all.count <= 1)
        return issues.all.first
    }

    /// The failure's message, nil when `body` passed.
    func failure(_ body: () -> Void) -> String? {
        recorded(body).map { $0.comments.map(\.rawValue).joined(separator: "\n") }
    }

    /// A failure is recorded at the line that called the assertion, not at the test's
    /// declaration where a test framework puts a thrown error; a helper passes its caller's
    /// place on. Invalid input fails at the caller's line too.
    @Test func aFailureNamesTheCallersFileAndLine() throws {
        try ProjectCopy.with { copy in
            let line = #line + 1
            let missing = recorded { assertStepMatchesGolden(project: copy.projectFile, step: 1, record: .never) }
            #expect(missing?.sourceLocation?.filePath == #filePath)
            #expect(missing?.sourceLocation?.fileID == #fileID)
            #expect(missing?.sourceLocation?.line == line)
            #expect(missing?.comments.first?.rawValue.hasPrefix("approach-iphone-se-step01-portrait: no golden image") == true,
                    "\(missing.map(String.init(describing:)) ?? "passed")")

            func helper(step: Int, fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
                assertStepMatchesGolden(project: copy.projectFile, step: step, record: .never, fileID: fileID, file: file, line: line, column: column)
            }
            let helperLine = #line + 1
            let forwarded = recorded { helper(step: 9) }
            #expect(forwarded?.sourceLocation?.line == helperLine)
            #expect(forwarded?.sourceLocation?.filePath == #filePath)
            #expect(forwarded?.comments.first?.rawValue.contains("steps 1…5") == true)
        }
    }

    @Test func missingGoldensAreRecordedAndTheTestFails() throws {
        try ProjectCopy.with { copy in
            let message = failure { assertStepMatchesGolden(project: copy.projectFile, step: 2, orientation: .landscape, record: .missing) }
            #expect(message?.contains("approach-iphone-se-step02-landscape: recorded") == true, "\(message ?? "passed")")
            #expect(copy.files("GoldenImages") == ["RENDERER-VERSIONS.txt", "approach-iphone-se-step02-landscape.layout.json", "approach-iphone-se-step02-landscape.png"]
                    || copy.files("GoldenImages") == ["approach-iphone-se-step02-landscape.layout.json", "approach-iphone-se-step02-landscape.png"])
            // Recorded once, it passes.
            assertStepMatchesGolden(project: copy.projectFile, step: 2, orientation: .landscape, record: .missing)
            assertStepMatchesGolden(project: copy.projectFile, step: 2, orientation: .landscape, record: .never)
        }
    }

    @Test func aLocaleOfTheDemoMatchesItsGolden() throws {
        // The repository's own goldens, read only: German step 2 of the localized tour.
        assertStepMatchesGolden(tour: "locales", step: 2, locale: "de", record: .never)
        let message = failure { assertStepMatchesGolden(tour: "locales", step: 2, locale: "fr", record: .never) }
        #expect(message?.hasPrefix("--locale fr: no selected tour has this locale") == true, "\(message ?? "passed")")
    }

    @Test func neverRecordingFailsOnAMissingGolden() throws {
        try ProjectCopy.with { copy in
            let message = failure { assertStepMatchesGolden(project: copy.projectFile, step: 1, record: .never) }
            #expect(message?.hasPrefix("approach-iphone-se-step01-portrait: no golden image; no layout golden") == true, "\(message ?? "passed")")
            #expect(copy.files("GoldenImages").isEmpty)
        }
    }

    @Test func aChangedTitleFailsWithArtefactsUntilRecorded() throws {
        try ProjectCopy.with { copy in
            try changedTitle(copy)
        }
    }

    func changedTitle(_ copy: ProjectCopy) throws {
        let (never, missing, changed) = (RecordSetting.never, RecordSetting.missing, RecordSetting.changed)
        _ = failure { assertStepMatchesGolden(project: copy.projectFile, step: 3, record: missing) }
        try copy.retitle("Settings", "Preferences")
        let message = failure { assertStepMatchesGolden(project: copy.projectFile, step: 3, record: never) } ?? "passed"
        #expect(message.contains("% of pixels differ"), "\(message)")
        #expect(message.contains("layout differs (2 lines)"))
        #expect(message.contains("+    \"title\": \"Preferences\""))
        // The project is not the current folder's tourshot.json, so the command names it.
        #expect(message.contains("accept the change: run the test with TOURSHOT_RECORD=changed, or: tourshot record --project \(ShellWords.quoted(copy.projectFile)) --tour approach --screen iphone-se --step 3 --portrait"), "\(message)")
        let folder = "out/golden-failures/images/approach-iphone-se-step03-portrait"
        #expect(copy.files(folder) == ["actual.png", "composite.png", "diff.png", "expected.png", "layout.diff"])
        for path in ["composite.png", "diff.png", "layout.diff"] {
            #expect(message.contains("\(folder)/\(path)"), "\(path)")
        }

        let recorded = failure { assertStepMatchesGolden(project: copy.projectFile, step: 3, record: changed) } ?? "passed"
        #expect(recorded.contains("recorded") && recorded.contains("(changed)"), "\(recorded)")
        assertStepMatchesGolden(project: copy.projectFile, step: 3, record: never)
        #expect(copy.files("out/golden-failures/images").isEmpty, "a passing assertion removes its old artefacts")
    }

    /// Ten changed pixels fail an exact comparison and pass with a budget of ten.
    @Test func tolerancesDecide() throws {
        try ProjectCopy.with { copy in
            _ = failure { assertStepMatchesGolden(project: copy.projectFile, step: 1, record: .missing) }
            let golden = copy.goldens.appendingPathComponent("approach-iphone-se-step01-portrait.png")
            let image = try ImageFile.read(golden)
            var pixels = image.pixels
            for i in 0..<10 { let offset = ((100 + 7 * i) * image.width + 200) * 4; pixels[offset] ^= 0xFF; pixels[offset + 1] ^= 0xFF }
            try Data(try ImageFile.encode(try PixelImage(width: image.width, height: image.height, pixels: pixels))).write(to: golden)

            // Every changed pixel counts with threshold 0 and anti-aliasing included.
            var exact = GoldenTolerances.exact
            let message = failure { assertStepMatchesGolden(project: copy.projectFile, step: 1, tolerances: exact, record: .never) }
            #expect(message?.contains("(10 of 1000500; 0 allowed)") == true, "\(message ?? "passed")")
            exact.maxDiffPixels = 10
            assertStepMatchesGolden(project: copy.projectFile, step: 1, tolerances: exact, record: .never)
            exact.maxDiffPixels = nil
            exact.maxDiffPixelRatio = 0.00001
            assertStepMatchesGolden(project: copy.projectFile, step: 1, tolerances: exact, record: .never)
            exact.maxDiffPixelRatio = 0.000009
            #expect(failure { assertStepMatchesGolden(project: copy.projectFile, step: 1, tolerances: exact, record: .never) } != nil)
        }
    }

    @Test func unknownNamesAreExplained() throws {
        try ProjectCopy.with { copy in
            #expect(failure { assertStepMatchesGolden(project: copy.projectFile, tour: "nope", step: 1) }?.contains("(tours: approach)") == true)
            #expect(failure { assertStepMatchesGolden(project: copy.projectFile, screen: "pixel", step: 1) }?.contains("(screens: iphone-se)") == true)
            #expect(failure { assertStepMatchesGolden(project: copy.projectFile, step: 9) }?.contains("steps 1…5") == true)
            #expect(failure { assertStepMatchesGolden(project: "/nonexistent/tourshot.json", step: 1) }?.contains("project file not found") == true)
        }
    }

    @Test(arguments: [
        ([:], RecordSetting.missing), (["CI": "true"], .never),
        (["TOURSHOT_RECORD": "1"], .changed), (["TOURSHOT_RECORD": "true"], .changed),
        (["TOURSHOT_RECORD": "all", "CI": "true"], .all), (["TOURSHOT_RECORD": "missing"], .missing),
        (["TOURSHOT_RECORD": "Changed"], .changed), (["TOURSHOT_RECORD": "0"], .never), (["TOURSHOT_RECORD": "never", "CI": "true"], .never),
        // Any CI value but empty, 0 and false is CI (other systems set 1 or True).
        (["CI": "1"], .never), (["CI": "True"], .never), (["CI": "0"], .missing), (["CI": "FALSE"], .missing),
        (["CI": ""], .missing), (["TOURSHOT_RECORD": "", "CI": "1"], .never), (["TOURSHOT_RECORD": "false", "CI": "1"], .never),
    ])
    func recordSettingFromTheEnvironment(environment: [String: String], expected: RecordSetting) throws {
        #expect(try RecordSetting.from(environment: environment) == expected)
    }

    @Test(arguments: [
        (["TOURSHOT_RECORD": "1", "CI": "true"], "TOURSHOT_RECORD=1 with CI=true: goldens are not recorded in CI by accident"),
        (["TOURSHOT_RECORD": "1", "CI": "1"], "TOURSHOT_RECORD=1 with CI=1: goldens are not recorded in CI by accident"),
        (["TOURSHOT_RECORD": "true", "CI": "True"], "TOURSHOT_RECORD=true with CI=True: goldens are not recorded in CI by accident"),
        (["TOURSHOT_RECORD": "yes", "CI": "woodpecker"], "TOURSHOT_RECORD=yes with CI=woodpecker: goldens are not recorded in CI by accident"),
        (["TOURSHOT_RECORD": "sometimes"], "TOURSHOT_RECORD=sometimes is not a record mode; use missing, changed, all, 1 (changed) or 0 (never)"),
    ])
    func recordSettingRefusals(environment: [String: String], message: String) {
        #expect {
            try RecordSetting.from(environment: environment)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
