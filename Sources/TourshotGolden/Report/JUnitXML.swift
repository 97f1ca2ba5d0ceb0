import Foundation

/// `junit.xml` for CI systems (GitHub, GitLab, Jenkins): one test suite per tour and screen,
/// one test case per image; failed and missing images are failures whose text says what
/// differs, where the artefacts are and how to accept the change.
public enum JUnitXML {
    public static func text(_ report: CheckReport) -> String {
        var suites: [(String, [ReportEntry])] = []
        for entry in report.entries {
            let suite = "\(entry.tour)/\(entry.screen)"
            if let index = suites.firstIndex(where: { $0.0 == suite }) { suites[index].1.append(entry) } else { suites.append((suite, [entry])) }
        }
        let failures = report.entries.count - report.count(.passed)
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<testsuites name="tourshot check" tests="\#(report.entries.count)" failures="\#(failures)" errors="0" time="\#(seconds(report.seconds))">"#]
        for (suite, entries) in suites {
            let failed = entries.filter { $0.status != .passed }.count
            let time = entries.reduce(0) { $0 + $1.seconds }
            lines.append(#"  <testsuite name="\#(MarkupText.escape(suite))" tests="\#(entries.count)" failures="\#(failed)" errors="0" skipped="0" time="\#(seconds(time))">"#)
            for entry in entries {
                let name = "step\(entry.step)-\(entry.orientation.rawValue)"
                let head = #"    <testcase classname="tourshot.\#(MarkupText.escape(entry.tour)).\#(MarkupText.escape(entry.screen))" name="\#(MarkupText.escape(name))" file="\#(MarkupText.escape(entry.name.png))" time="\#(seconds(entry.seconds))""#
                guard entry.status != .passed else { lines.append(head + "/>"); continue }
                var details = [entry.outcome.summary]
                if !entry.artefacts.all.isEmpty { details.append("files: " + entry.artefacts.all.joined(separator: ", ")) }
                if let accept = entry.acceptCommand { details.append("accept: " + accept) }
                if case .differs(let diff, _, _) = entry.outcome.layout { details.append(diff) }
                lines.append(head + ">")
                lines.append(#"      <failure message="\#(MarkupText.escape(entry.name.stem + ": " + entry.outcome.summary))" type="\#(entry.status.rawValue)">\#(MarkupText.escape(details.joined(separator: "\n")))</failure>"#)
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
