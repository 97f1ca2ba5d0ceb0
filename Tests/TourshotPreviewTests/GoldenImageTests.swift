import Foundation
import Testing
import TourshotLayout
import TourshotModel
import TourshotPNG
import TourshotPreview
import TourshotRender
import TourshotTestSupport

/// Renders every image of the demo project and compares it with `GoldenImages/`, pixel for pixel.
///
/// Tolerance is zero: tourshot pins its fonts and Cairo options, so on machines of the same
/// kind the pixels are identical. PNG bytes are not compared (a zlib update may re-encode
/// the same pixels differently). `TOURSHOT_RECORD=1` rewrites the goldens; it is refused in CI.
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
        // locales: 3 steps in portrait in each of 4 locales; instructions-rtl (5 steps) and
        // onboarding-rtl (6) in both orientations.
        #expect(Self.jobs.count == 20 + 2 * (5 + 2 + 5 + 1 + 3 + 1 + 6 + 1) + 3 * 10 + 3 * 4 + 2 * (5 + 6))
    }

    @Test func everyImageMatchesItsGolden() throws {
        let recording = ProcessInfo.processInfo.environment["TOURSHOT_RECORD"] != nil
        if recording && ProcessInfo.processInfo.environment["CI"] == "true" {
            Issue.record("TOURSHOT_RECORD is set in CI: goldens are never recorded silently; record locally and commit them")
            return
        }
        let rendered = try GoldenImageTests.pipeline.run(Self.jobs) { preview in
            (Self.name(preview.job), try preview.encode(preview.layout.picture, level: ImageRenderer.archiveCompressionLevel))
        }
        if recording {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            for (name, png) in rendered { try AtomicFile.write(png, to: Self.goldens.appendingPathComponent(name)) }
            try AtomicFile.write(Array((RendererVersions.lines.joined(separator: "\n") + "\n").utf8),
                                 to: Self.goldens.appendingPathComponent("RENDERER-VERSIONS.txt"))
            return
        }
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-golden-failures")
        var mismatches: [String] = []
        for (name, png) in rendered {
            let goldenURL = Self.goldens.appendingPathComponent(name)
            guard let golden = try? [UInt8](Data(contentsOf: goldenURL)) else {
                mismatches.append("\(name): no golden; record with TOURSHOT_RECORD=1 scripts/test --filter GoldenImageTests")
                continue
            }
            let expected = try PNGCodec.decode(golden, maxWidth: 8192, maxHeight: 8192)
            let actual = try PNGCodec.decode(png, maxWidth: 8192, maxHeight: 8192)
            if let difference = PixelDifference(expected, actual) {
                try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
                let actualURL = failures.appendingPathComponent(name)
                try AtomicFile.write(png, to: actualURL)
                mismatches.append("\(name): \(difference); actual image at \(actualURL.path)")
            }
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

    @Test func twoRendersAreByteIdentical() throws {
        let job = try #require(Self.jobs.first { $0.step == 3 && $0.orientation == .landscape })
        let first = try GoldenImageTests.pipeline.run([job]) { preview in try preview.encode(preview.layout.picture) }
        let second = try GoldenImageTests.pipeline.run([job, job]) { preview in try preview.encode(preview.layout.picture) }
        #expect(first[0] == second[0])
        #expect(second[0] == second[1])
    }
}
