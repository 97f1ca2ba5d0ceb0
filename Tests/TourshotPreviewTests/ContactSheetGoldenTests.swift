import Foundation
import Testing
import TourshotPreview
import TourshotTesting

/// The pixels of `tourshot review`'s contact sheet, compared with `GoldenImages/review/` as
/// the step images are (tolerance zero, recorded by `TOURSHOT_RECORD`): the thumbnails, their
/// order on the grid, captions, warning codes and badges. Spotlight has three rows of amber
/// badges; polaris-dark-rtl one row with a red badge. The images go through the command's own
/// steps (`ReviewSheets.entry`, `ReviewPlan`, `ReviewSheets.write`).
struct ContactSheetGoldenTests {
    static let tours = ["spotlight", "polaris-dark-rtl"]

    /// The golden of `tour`'s sheet, relative to `GoldenImages/`.
    static func golden(_ tour: String) -> String { "review/\(tour)-contact-sheet.png" }

    @Test(arguments: tours)
    func contactSheetMatchesItsGolden(_ tour: String) throws {
        let setting = try GoldenImageTests.recordSetting()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-sheet-\(tour)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = GoldenImageTests.jobs.filter { $0.tour.name == tour }
        let plan = try ReviewPlan(jobs: jobs)
        let made = try GoldenImageTests.pipeline.run(jobs) { preview in
            // The project's lint levels, as `review` draws them.
            let linted = try preview.linted(GoldenImageTests.inputs.project.project.lint)
            return try ReviewSheets.entry(preview, linted: linted, annotated: preview.picture(annotated: linted),
                                          image: folder.appendingPathComponent("images/\(preview.job.name.png)"), plan: plan)
        }
        let sheets = try ReviewSheets.write(entries: made.map(\.0), thumbnails: made.map(\.1), tour: tour, plan: plan,
                                            folder: folder, pipeline: GoldenImageTests.pipeline)
        #expect(sheets.map(\.lastPathComponent) == ["contact-sheet.png"])
        let png = try [UInt8](Data(contentsOf: sheets[0]))
        switch try GoldenImageTests.compare(png, golden: Self.golden(tour), setting: setting) {
        case .matches: break
        case .recorded: Issue.record("recorded \(Self.golden(tour)) (\(setting)); look at it, commit it, and run again without TOURSHOT_RECORD")
        case .differs(let message): Issue.record("the contact sheet differs from its golden: \(message)")
        }
    }
}
