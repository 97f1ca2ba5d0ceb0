import Foundation
import TourshotFiles
import TourshotGolden
import TourshotModel

/// What `tourshot check` prints: a line per image that did not pass (with the command that
/// accepts it and its layout diff), notes, and a summary.
enum CheckPrinter {
    /// Longer layout diffs are cut in the terminal; the report has them whole.
    static let layoutLines = 40

    static func print(_ report: CheckReport, suite: GoldenSuite, reportPage: URL, accept: AcceptCommand) {
        for entry in report.entries where entry.status != .passed {
            let label = Paint.apply(entry.status == .failed ? .red : .yellow, entry.status == .failed ? "FAILED " : "MISSING", on: .out)
            Console.out(" \(entry.name.stem): \(entry.outcome.summary) — accept: \(entry.acceptCommand ?? "")", after: label)
            if case .differs(let diff, _, _) = entry.outcome.layout {
                let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                for line in lines.prefix(layoutLines) { Console.out("    " + line) }
                if lines.count > layoutLines, let file = entry.artefacts.layoutDiff {
                    Console.out("    … \(lines.count - layoutLines) more lines in \(InputFile.displayPath(reportPage.deletingLastPathComponent().appendingPathComponent(file)))")
                }
            }
        }
        let pixelFailures = report.entries.contains { $0.outcome.pixelsFailed }
        let drift = RendererVersionsFile.differences(recorded: report.goldenVersions, machine: report.machineVersions)
        if pixelFailures, !drift.isEmpty {
            Console.out("note: the goldens were rendered with other library or font versions (a possible cause of pixel differences):")
            drift.forEach { Console.out("    " + $0) }
        }
        if let line = orphanLine(suite.orphans(), suite: suite) { Console.out(line) }
        suite.untrustedKeyFiles.forEach { Console.out("note: " + $0) }
        let total = report.entries.count
        let shard = (report.shard.count > 1 ? " (shard \(report.shard) of \(suite.selectedCount) images)" : "")
            + (report.undrawn > 0 ? " (\(total - report.undrawn) drawn, \(report.undrawn) unchanged since record and not drawn)" : "")
        let time = String(format: "%.1f s", report.seconds)
        let page = InputFile.displayPath(reportPage)
        if report.passed {
            Console.out("check: all \(total) images match their goldens\(shard) in \(time); report: \(page)")
        } else {
            let failed = report.count(.failed), missing = report.count(.missing)
            Console.out("check: \(failed) failed, \(missing) missing, \(report.count(.passed)) of \(total) match\(shard) in \(time); report: \(page)")
            Console.out("accept every change: \(accept.everything)")
        }
    }

    /// "warning: 2 golden files in GoldenImages belong to no image …" (or "error:" when the
    /// project's `check.orphans` is "error"); nil when there are none.
    static func orphanLine(_ orphans: [String], suite: GoldenSuite) -> String? {
        guard !orphans.isEmpty else { return nil }
        let level = suite.project.check.orphansFail == true ? "error" : "warning"
        let list = orphans.prefix(5).joined(separator: ", ") + (orphans.count > 5 ? ", …" : "")
        return "\(level): \(orphans.count) golden file\(orphans.count == 1 ? "" : "s") in \(suite.goldensShown) belong\(orphans.count == 1 ? "s" : "") to no image (a removed step or screen?): \(list); remove them with `tourshot record --prune`"
    }
}
