import Foundation
import TourshotModel

/// `index.html`: a static page that works from `file://` with no network — the styles and the
/// little script are inline, the images are the PNGs beside it.
///
/// The page lists every image with its status (thumbnails of all rendered steps, so a designer
/// can review the whole tour), and for each failure the views Diff / Actual / Expected /
/// Side by side / Slider, the bounding box of the change, the layout diff and the command that
/// accepts it. Without JavaScript the default view of each failure still shows; `#view=slider`
/// opens every failure in that view.
public enum ReportPage {
    public static func html(_ report: CheckReport) -> String {
        let problems = report.entries.filter { $0.status != .passed }
        let failed = report.count(.failed), missing = report.count(.missing), passed = report.count(.passed)
        let title = report.passed ? "all \(report.entries.count) images match" : "\(problems.count) of \(report.entries.count) images need attention"
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>tourshot check — \(MarkupText.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body data-filter="\(report.passed ? "all" : "problems")">
        <header>
        <h1>tourshot check <span class="verdict \(report.passed ? "passed" : "failed")">\(MarkupText.escape(title))</span></h1>
        <p class="counts"><span class="status failed">\(failed) failed</span> <span class="status missing">\(missing) missing</span> <span class="status passed">\(passed) passed</span>
        <span class="meta">\(MarkupText.escape(settings(report)))</span></p>
        <nav class="filters" aria-label="Filter images">Show
        <button type="button" data-filter="problems">Failed and missing (\(problems.count))</button>
        <button type="button" data-filter="passed">Passed (\(passed))</button>
        <button type="button" data-filter="all">All (\(report.entries.count))</button>
        </nav>
        \(versionsNote(report))
        </header>
        <main>

        """
        if problems.isEmpty {
            html += "<p class=\"empty\">Every image matches its golden.</p>\n"
        }
        for entry in problems { html += failureSection(entry) }
        html += "<section class=\"all\" aria-label=\"Every image\">\n<h2>Every image</h2>\n<div class=\"grid\">\n"
        for entry in report.entries { html += thumbnail(entry) }
        html += "</div>\n</section>\n</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    static func settings(_ report: CheckReport) -> String {
        let t = report.tolerances
        var parts = ["threshold \(Decode.format(t.threshold))"]
        parts.append("max diff pixels \(t.maxDiffPixels.map(String.init) ?? (t.maxDiffPixelRatio == nil ? "0" : "–"))")
        if let ratio = t.maxDiffPixelRatio { parts.append("max diff pixel ratio \(Decode.format(ratio))") }
        if t.includeAntiAliasing { parts.append("anti-aliasing counted") }
        if report.shard.count > 1 { parts.append("shard \(report.shard)") }
        parts.append("goldens \(report.goldens)")
        parts.append(String(format: "%.1f s", report.seconds))
        return parts.joined(separator: " · ")
    }

    /// Shown when the goldens were recorded with other library or font versions.
    static func versionsNote(_ report: CheckReport) -> String {
        let lines = RendererVersionsFile.differences(recorded: report.goldenVersions, machine: report.machineVersions)
        guard !lines.isEmpty else { return "" }
        return "<details class=\"versions\"><summary>The goldens were recorded with other renderer versions</summary><pre>\(MarkupText.escape(lines.joined(separator: "\n")))</pre></details>"
    }

    static func thumbnail(_ entry: ReportEntry) -> String {
        let anchor = entry.status == .passed ? "" : " href=\"#\(MarkupText.escape(entry.name.stem))\""
        let image = entry.artefacts.actual.map { "<img loading=\"lazy\" src=\"\(MarkupText.href($0))\" alt=\"\(MarkupText.escape(entry.name.stem))\">" } ?? ""
        return """
        <a class="thumb" data-status="\(entry.status.rawValue)"\(anchor)>\(image)<span class="caption"><span class="status \(entry.status.rawValue)">\(entry.status.rawValue)</span> \(MarkupText.escape(caption(entry)))</span></a>

        """
    }

    static func caption(_ entry: ReportEntry) -> String {
        "\(entry.tour) · \(entry.screen) · step \(entry.step) · \(entry.orientation.rawValue)"
            + (entry.outcome.wasDrawn ? "" : " · unchanged since record, not drawn")
    }
}
