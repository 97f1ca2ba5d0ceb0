import Foundation
import Testing
import TourshotFiles
import TourshotGolden
import TourshotPreview
import TourshotRender
import TourshotTesting

/// The text goldens beside the pixel goldens: every image's resolved layout (sorted keys,
/// numbers rounded to 0.001 pt) in `GoldenImages/<name>.layout.json`, as `tourshot check`
/// compares it. `TOURSHOT_RECORD` records them as it records the PNGs (`recordSetting()`).
extension GoldenImageTests {
    @Test func everyLayoutMatchesItsGolden() throws {
        let setting = try Self.recordSetting()
        let layouts = try GoldenImageTests.pipeline.run(Self.jobs) { preview in
            return (preview.job.name, LayoutGolden.text(preview.layout))
        }
        #expect(layouts.map(\.0.png) == Self.jobs.map(Self.name), "each layout golden sits beside its PNG")
        var problems: [String] = [], missing: [String] = [], recorded: [String] = []
        for (name, text) in layouts {
            let url = Self.goldens.appendingPathComponent(name.layout)
            let golden = try? String(contentsOf: url, encoding: .utf8)
            if Self.records(setting, missing: golden == nil, changed: golden != text, bytesDiffer: golden != text) {
                try AtomicFile.write(Array(text.utf8), to: url)
                recorded.append(name.layout)
                continue
            }
            guard let golden else { missing.append(name.layout); continue }
            if let diff = TextDiff.unified(old: golden, new: text, oldName: "golden/\(name.layout)", newName: "actual/\(name.layout)") {
                problems.append(diff)
            }
        }
        #expect(recorded.isEmpty, "recorded \(recorded.count) of \(layouts.count) layout goldens (\(setting)): \(recorded.prefix(5).joined(separator: ", ")); look at them, commit them, and run again without TOURSHOT_RECORD")
        #expect(missing.isEmpty, """
            \(missing.count) of \(layouts.count) layout goldens are missing: \(missing.prefix(4).joined(separator: ", "))\(missing.count > 4 ? ", …" : "")
            record them with `tourshot record --missing` or TOURSHOT_RECORD=1 scripts/test --filter GoldenImageTests
            """)
        #expect(problems.isEmpty, "\(problems.count) of \(layouts.count) layouts differ from their goldens:\n\(problems.joined(separator: "\n"))")
    }
}
