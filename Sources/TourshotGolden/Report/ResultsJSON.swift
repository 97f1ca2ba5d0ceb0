import TourshotModel

/// `results.json`: the machine-readable report (a stable shape for CI scripts).
///
/// ```json
/// { "tool": "tourshot check", "summary": { "total": 20, "passed": 19, "failed": 1, "missing": 0 },
///   "images": [ { "name": "...", "status": "failed", "pixels": { "differentPixels": 812, ... },
///                 "layout": { "status": "differs", "diff": "--- ..." }, "files": { ... }, "accept": "tourshot record ..." } ] }
/// ```
public enum ResultsJSON {
    public static func json(_ report: CheckReport) -> JSONOutput {
        .object([
            ("tool", .string("tourshot check")),
            ("summary", .object([
                ("total", GoldenJSON.number(report.entries.count)),
                ("passed", GoldenJSON.number(report.count(.passed))),
                ("failed", GoldenJSON.number(report.count(.failed))),
                ("missing", GoldenJSON.number(report.count(.missing))),
                ("seconds", .number((report.seconds * 1000).rounded() / 1000)),
            ])),
            ("tolerances", tolerances(report.tolerances)),
            ("shard", .string(report.shard.description)),
            ("goldens", .string(report.goldens)),
            ("renderer", .object([
                ("goldens", .array(report.goldenVersions.map(JSONOutput.string))),
                ("machine", .array(report.machineVersions.map(JSONOutput.string))),
            ])),
            ("images", .array(report.entries.map(entry))),
        ])
    }

    public static func tolerances(_ tolerances: GoldenTolerances) -> JSONOutput {
        .object([
            ("threshold", .number(tolerances.threshold)),
            ("includeAA", .bool(tolerances.includeAntiAliasing)),
            ("maxDiffPixels", tolerances.maxDiffPixels.map(GoldenJSON.number) ?? .null),
            ("maxDiffPixelRatio", tolerances.maxDiffPixelRatio.map(JSONOutput.number) ?? .null),
        ])
    }

    static func entry(_ entry: ReportEntry) -> JSONOutput {
        .object([
            ("name", .string(entry.name.stem)),
            ("tour", .string(entry.tour)),
            ("screen", .string(entry.screen)),
            ("step", GoldenJSON.number(entry.step)),
            ("orientation", .string(entry.orientation.rawValue)),
            ("status", .string(entry.status.rawValue)),
            ("summary", .string(entry.outcome.summary)),
            ("pixels", pixels(entry.outcome.pixels)),
            ("layout", layout(entry.outcome.layout)),
            ("files", .object([
                ("actual", entry.artefacts.actual.map(JSONOutput.string) ?? .null),
                ("expected", entry.artefacts.expected.map(JSONOutput.string) ?? .null),
                ("diff", entry.artefacts.diff.map(JSONOutput.string) ?? .null),
                ("composite", entry.artefacts.composite.map(JSONOutput.string) ?? .null),
                ("layoutDiff", entry.artefacts.layoutDiff.map(JSONOutput.string) ?? .null),
            ])),
            ("accept", entry.acceptCommand.map(JSONOutput.string) ?? .null),
            ("seconds", .number((entry.seconds * 1000).rounded() / 1000)),
        ])
    }

    static func pixels(_ pixels: ImageOutcome.Pixels) -> JSONOutput {
        switch pixels {
        case .missing:
            return .object([("status", .string("missing"))])
        case .unreadable(let reason):
            return .object([("status", .string("unreadable")), ("reason", .string(reason))])
        case .sizeMismatch(let mismatch):
            return .object([
                ("status", .string("size-mismatch")),
                ("expectedSize", .array([GoldenJSON.number(mismatch.expected.width), GoldenJSON.number(mismatch.expected.height)])),
                ("actualSize", .array([GoldenJSON.number(mismatch.actual.width), GoldenJSON.number(mismatch.actual.height)])),
            ])
        case .inputsUnchanged:
            return .object([("status", .string("unchanged-inputs"))])
        case .compared(let comparison):
            let status = JSONOutput.string(comparison.passes ? "match" : "differs")
            return .object([("status", status)] + GoldenJSON.counts(comparison.counts, allowedPixels: comparison.allowedPixels))
        }
    }

    static func layout(_ layout: ImageOutcome.Layout) -> JSONOutput {
        switch layout {
        case .missing: .object([("status", .string("missing"))])
        case .matches: .object([("status", .string("matches"))])
        case .differs(let diff, let lines, let texts):
            .object([("status", .string("differs")), ("changedLines", GoldenJSON.number(lines)), ("diff", .string(diff)),
                     ("texts", .array(texts.map { .object([("path", .string($0.path)), ("old", .string($0.old)), ("new", .string($0.new))]) }))])
        }
    }
}
