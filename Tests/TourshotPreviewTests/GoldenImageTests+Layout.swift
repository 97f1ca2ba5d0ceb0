import Foundation
import Testing
import TourshotGolden
import TourshotPNG
import TourshotPreview
import TourshotRender

/// The text goldens beside the pixel goldens: every image's resolved layout (sorted keys,
/// numbers rounded to 0.001 pt) in `GoldenImages/<name>.layout.json`, as `tourshot check`
/// compares it. `TOURSHOT_RECORD=1` writes the ones that are missing or differ, with the
/// PNGs (refused in CI, like them).
extension GoldenImageTests {
    @Test func everyLayoutMatchesItsGolden() throws {
        let recording = ProcessInfo.processInfo.environment["TOURSHOT_RECORD"] != nil
        if recording && ProcessInfo.processInfo.environment["CI"] == "true" { return }  // reported by everyImageMatchesItsGolden
        let layouts = try GoldenImageTests.pipeline.run(Self.jobs) { preview in
            return (preview.job.name, LayoutGolden.text(preview.layout))
        }
        #expect(layouts.map(\.0.png) == Self.jobs.map(Self.name), "each layout golden sits beside its PNG")
        var problems: [String] = [], missing: [String] = []
        for (name, text) in layouts {
            let url = Self.goldens.appendingPathComponent(name.layout)
            let golden = try? String(contentsOf: url, encoding: .utf8)
            if recording {
                if golden != text { try AtomicFile.write(Array(text.utf8), to: url) }
                continue
            }
            guard let golden else { missing.append(name.layout); continue }
            if let diff = TextDiff.unified(old: golden, new: text, oldName: "golden/\(name.layout)", newName: "actual/\(name.layout)") {
                problems.append(diff)
            }
        }
        #expect(missing.isEmpty, """
            \(missing.count) of \(layouts.count) layout goldens are missing: \(missing.prefix(4).joined(separator: ", "))\(missing.count > 4 ? ", …" : "")
            record them with `tourshot record --missing` or TOURSHOT_RECORD=1 scripts/test --filter GoldenImageTests
            """)
        #expect(problems.isEmpty, "\(problems.count) of \(layouts.count) layouts differ from their goldens:\n\(problems.joined(separator: "\n"))")
    }
}
