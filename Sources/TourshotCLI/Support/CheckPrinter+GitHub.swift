import TourshotFiles
import TourshotGolden
import TourshotModel

extension CheckPrinter {
    /// `check --reporter github`: one ::error per image that failed or has no golden, on its
    /// golden PNG, with what differs and the command that accepts it.
    static func annotations(_ report: CheckReport, suite: GoldenSuite) -> [String] {
        report.entries.filter { $0.status != .passed }.map { entry in
            let golden = InputFile.displayPath(suite.goldens.appendingPathComponent(entry.name.png))
            let what = entry.status == .failed ? "differs from its golden" : "has no golden"
            return WorkflowCommand.error("\(entry.name.stem) \(what): \(entry.outcome.summary). Accept: \(entry.acceptCommand ?? "")",
                                         file: golden, title: "tourshot check")
        }
    }
}
