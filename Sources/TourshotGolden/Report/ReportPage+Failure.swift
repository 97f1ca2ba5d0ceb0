import Foundation

extension ReportPage {
    /// The views a failure offers, in tab order: (id, label).
    static let views = [("diff", "Diff"), ("actual", "Actual"), ("expected", "Expected"), ("side", "Side by side"), ("slider", "Slider")]

    static func failureSection(_ entry: ReportEntry) -> String {
        let a = entry.artefacts
        let id = MarkupText.escape(entry.name.stem)
        var available: [String] = []
        if a.diff != nil { available.append("diff") }
        if a.actual != nil { available.append("actual") }
        if a.expected != nil { available.append("expected") }
        if a.actual != nil, a.expected != nil { available += ["side", "slider"] }
        let first = available.first ?? "actual"

        var html = """
        <section class="failure" id="\(id)" data-status="\(entry.status.rawValue)">
        <h2><span class="status \(entry.status.rawValue)">\(entry.status.rawValue)</span> \(id)</h2>
        <p class="what">\(MarkupText.escape(caption(entry))) — \(MarkupText.escape(entry.outcome.summary))</p>

        """
        if !available.isEmpty {
            html += "<div class=\"views\" data-view=\"\(first)\" data-views=\"\(available.joined(separator: " "))\">\n<div class=\"tabs\" role=\"tablist\">"
            for (view, label) in views where available.contains(view) {
                html += "<button type=\"button\" role=\"tab\" data-view=\"\(view)\">\(label)</button>"
            }
            html += "</div>\n"
            if let diff = a.diff {
                html += "<div class=\"panel\" data-panel=\"diff\"><div class=\"frame\">\(img(diff, "Diff: differences in red, anti-aliasing in yellow"))\(boxOverlay(entry))</div>"
                html += "<p class=\"legend\"><span class=\"swatch red\"></span>different <span class=\"swatch yellow\"></span>anti-aliasing, ignored <span class=\"swatch grey\"></span>unchanged (expected, faded)<span class=\"swatch box\"></span>bounding box</p></div>\n"
            }
            if let actual = a.actual { html += "<div class=\"panel\" data-panel=\"actual\">\(img(actual, "Actual"))</div>\n" }
            if let expected = a.expected { html += "<div class=\"panel\" data-panel=\"expected\">\(img(expected, "Expected"))</div>\n" }
            if let actual = a.actual, let expected = a.expected {
                html += """
                <div class="panel" data-panel="side"><div class="side"><figure><figcaption>Expected</figcaption>\(img(expected, "Expected"))</figure><figure><figcaption>Actual</figcaption>\(img(actual, "Actual"))</figure></div></div>
                <div class="panel" data-panel="slider"><div class="compare" style="--pos: 50%">\(img(expected, "Expected", cls: "under"))\(img(actual, "Actual", cls: "over"))<div class="handle"></div></div>
                <label class="range">Actual <input type="range" min="0" max="100" value="50" aria-label="Slider position"> Expected</label></div>

                """
            }
            html += "</div>\n"
        }
        if case .differs(let diff, let lines, let texts) = entry.outcome.layout {
            if !texts.isEmpty {
                html += "<p class=\"texts\">Text changed: " + texts.map { "<code>\(MarkupText.escape($0.path))</code> <del>\(MarkupText.escape(LayoutTextChange.quoted($0.old)))</del> → <ins>\(MarkupText.escape(LayoutTextChange.quoted($0.new)))</ins>" }.joined(separator: "; ") + "</p>\n"
            }
            html += "<details class=\"layout\" open><summary>Layout diff (\(lines) changed line\(lines == 1 ? "" : "s"))</summary><pre class=\"diff\">\(coloured(diff))</pre></details>\n"
        }
        var files = a.all.map { "<a href=\"\(MarkupText.href($0))\">\(MarkupText.escape(($0 as NSString).lastPathComponent))</a>" }
        if files.isEmpty { files = ["none"] }
        html += "<p class=\"files\">Files: \(files.joined(separator: " · "))</p>\n"
        if let accept = entry.acceptCommand {
            html += "<p class=\"accept\">Accept this change: <code>\(MarkupText.escape(accept))</code></p>\n"
        }
        return html + "</section>\n"
    }

    static func img(_ path: String, _ alt: String, cls: String? = nil) -> String {
        "<img\(cls.map { " class=\"\($0)\"" } ?? "") src=\"\(MarkupText.href(path))\" alt=\"\(MarkupText.escape(alt))\">"
    }

    /// A rectangle over the diff image around the differing pixels, in percent of the image.
    static func boxOverlay(_ entry: ReportEntry) -> String {
        guard case .compared(let comparison) = entry.outcome.pixels, let box = comparison.boundingBox else { return "" }
        func percent(_ value: Int, _ of: Int) -> String { String(format: "%.3f%%", Double(value) * 100 / Double(of)) }
        return "<div class=\"bbox\" style=\"left: \(percent(box.x, comparison.width)); top: \(percent(box.y, comparison.height)); width: \(percent(box.width, comparison.width)); height: \(percent(box.height, comparison.height))\" title=\"\(MarkupText.escape(box.description))\"></div>"
    }

    /// A unified diff with removed and inserted lines marked for colouring.
    static func coloured(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = MarkupText.escape(String(line))
            if line.hasPrefix("+++") || line.hasPrefix("---") { return "<span class=\"file\">\(text)</span>" }
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            if line.hasPrefix("+") { return "<span class=\"add\">\(text)</span>" }
            if line.hasPrefix("-") { return "<span class=\"del\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }
}
