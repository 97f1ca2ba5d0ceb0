import Foundation
import Testing
import TourshotFiles
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotPreview
import TourshotRender
import TourshotTestSupport
import TourshotTesting

/// Renders every image of the demo project and compares it with `GoldenImages/`, pixel for pixel.
///
/// Tolerance is zero: tourshot pins its fonts and Cairo options, so on machines of the same
/// kind the pixels are identical. PNG bytes are not compared (a zlib update may re-encode
/// the same pixels differently). `TOURSHOT_RECORD` records as `RecordSetting` documents (1: the
/// changed ones); a recording fails the test, and is refused in CI.
struct GoldenImageTests {
    static let goldens = RepositoryPaths.path("GoldenImages")

    /// Every image of the demo project, resolved as `tourshot check` resolves them.
    static let inputs = try! PreviewInputs.load(project: RepositoryPaths.path("tourshot.json").path, allowOutside: false,
                                                selection: ImageSelection(defaults: .everything))
    static let jobs = inputs.jobs
    static let pipeline = PreviewPipeline(inputs)

    static func name(_ job: ImageJob) -> String {
        let digits = max(2, String(job.tour.tutorial.steps.count).count)
        let step = String(job.step)
        let locale = job.tour.locale.map { "-" + $0 } ?? ""
        return "\(job.tour.name)-\(job.screen.name)-step\(String(repeating: "0", count: digits - step.count))\(step)-\(job.orientation.rawValue)\(locale).png"
    }

    @Test func demoProjectHasEveryStepOrientationAndScreen() {
        // approach: 5 steps × 2 orientations × 2 screens; then one screen, both orientations,
        // for instructions (5 steps, dark 2), polaris (5, dark 1), spotlight (3, dark 1) and
        // onboarding (6, dark 1); the approach variants dark, rtl and text130 on one screen each;
        // locales: 3 steps in each of 4 locales, in portrait on the iPhone 15 and in landscape
        // on the iPhone SE; in both orientations instructions-rtl (5 steps), onboarding-rtl (6),
        // polaris-rtl (5), spotlight-rtl (3), dark right to left (approach on the iPhone SE 5,
        // instructions 2, polaris 1, spotlight 1, onboarding 1) and text at 130 % (instructions 5,
        // polaris 5, spotlight 3, onboarding 6).
        #expect(Self.jobs.count == 20 + 2 * (5 + 2 + 5 + 1 + 3 + 1 + 6 + 1) + 3 * 10 + 2 * 3 * 4 + 2 * (5 + 6)
                    + 2 * (5 + 3) + 2 * (5 + 2 + 1 + 1 + 1) + 2 * (5 + 5 + 3 + 6))
    }

    /// `TOURSHOT_RECORD` and `CI` read as `RecordSetting` documents them for users: the same
    /// modes, refused in CI (any `CI` but empty, 0 or false) unless named. A refusal throws, so
    /// the test fails; it never returns quietly.
    static func recordSetting() throws -> RecordSetting {
        try RecordSetting.from(environment: ProcessInfo.processInfo.environment)
    }

    /// Whether `setting` writes a golden that is `missing`, `changed` (beyond the check) or
    /// differs in bytes only.
    static func records(_ setting: RecordSetting, missing: Bool, changed: Bool, bytesDiffer: Bool) -> Bool {
        switch setting {
        case .never: false
        case .missing: missing
        case .changed: missing || changed
        case .all: missing || bytesDiffer
        }
    }

    /// What comparing one rendered PNG with its golden found.
    enum Comparison: Equatable {
        case matches
        case recorded
        case differs(String)
    }

    /// Compares `png` with the golden at `relative` (in `GoldenImages/`) pixel for pixel, or
    /// records it as `setting` says; a differing image is kept in the temp folder.
    static func compare(_ png: [UInt8], golden relative: String, setting: RecordSetting) throws -> Comparison {
        let goldenURL = goldens.appendingPathComponent(relative)
        let golden = try? [UInt8](Data(contentsOf: goldenURL))
        var difference: PixelDifference?
        if let golden {
            let expected = try PNGCodec.decode(golden, maxWidth: 8192, maxHeight: 8192)
            difference = PixelDifference(expected, try PNGCodec.decode(png, maxWidth: 8192, maxHeight: 8192))
        }
        if records(setting, missing: golden == nil, changed: difference != nil, bytesDiffer: golden != png) {
            try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(png, to: goldenURL)
            return .recorded
        }
        guard golden != nil else {
            return .differs("\(relative): no golden; record with TOURSHOT_RECORD=1 scripts/test --filter GoldenImageTests")
        }
        guard let difference else { return .matches }
        let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-golden-failures").appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: actualURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(png, to: actualURL)
        return .differs("\(relative): \(difference); actual image at \(actualURL.path)")
    }

    @Test func everyImageMatchesItsGolden() throws {
        let setting = try Self.recordSetting()
        let rendered = try GoldenImageTests.pipeline.run(Self.jobs) { preview in
            (Self.name(preview.job), try preview.encode(preview.layout.picture, compression: ImageRenderer.archiveCompression))
        }
        var mismatches: [String] = [], recorded: [String] = []
        for (name, png) in rendered {
            switch try Self.compare(png, golden: name, setting: setting) {
            case .matches: break
            case .recorded: recorded.append(name)
            case .differs(let message): mismatches.append(message)
            }
        }
        if !recorded.isEmpty {
            try AtomicFile.write(Array((RendererVersions.lines.joined(separator: "\n") + "\n").utf8),
                                 to: Self.goldens.appendingPathComponent("RENDERER-VERSIONS.txt"))
            // A recording fails, as TourshotTesting's does: look at the goldens before committing.
            Issue.record("recorded \(recorded.count) of \(rendered.count) goldens (\(setting)): \(recorded.prefix(5).joined(separator: ", "))\(recorded.count > 5 ? ", …" : ""); look at them, commit them, and run again without TOURSHOT_RECORD")
        }
        if !mismatches.isEmpty {
            let recorded = (try? String(contentsOf: Self.goldens.appendingPathComponent("RENDERER-VERSIONS.txt"), encoding: .utf8)) ?? "(none)"
            Issue.record("""
                \(mismatches.count) of \(rendered.count) images differ from their goldens:
                \(mismatches.joined(separator: "\n"))
                Goldens were recorded with:
                \(recorded)
                This machine has:
                \(RendererVersions.lines.joined(separator: "\n"))
                """)
        }
    }

    /// Every file in GoldenImages/ belongs to an image of the demo project (its PNG or layout),
    /// is a contact sheet's golden in `review/` or is RENDERER-VERSIONS.txt: a golden a removed
    /// step or screen left behind fails here, as `tourshot check` lists it for users.
    @Test func noGoldenIsOrphaned() throws {
        let sheets = ContactSheetGoldenTests.tours.map(ContactSheetGoldenTests.golden)
        let owned = Set(Self.jobs.flatMap { [Self.name($0), $0.name.layout] } + ["RENDERER-VERSIONS.txt"] + sheets)
        let review = Self.goldens.appendingPathComponent("review")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { !$0.hasPrefix(".") && $0 != "review" }
            + (try FileManager.default.contentsOfDirectory(atPath: review.path)).filter { !$0.hasPrefix(".") }.map { "review/\($0)" }
        let orphans = files.filter { !owned.contains($0) }.sorted()
        #expect(orphans.isEmpty, "\(orphans.count) files in GoldenImages belong to no image of the demo project: \(orphans.joined(separator: ", ")); remove them (tourshot record --prune)")
    }

    @Test func twoRendersAreByteIdentical() throws {
        let job = try #require(Self.jobs.first { $0.step == 3 && $0.orientation == .landscape })
        let first = try GoldenImageTests.pipeline.run([job]) { preview in try preview.encode(preview.layout.picture) }
        let second = try GoldenImageTests.pipeline.run([job, job]) { preview in try preview.encode(preview.layout.picture) }
        #expect(first[0] == second[0])
        #expect(second[0] == second[1])
    }
}
