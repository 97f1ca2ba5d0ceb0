import TourshotGolden
import TourshotLayout

/// The HTML page of `tourshot review`: static, works from file://.
public enum ReviewPage {
    public static func html(tour: String, entries: [ContactSheet.Entry], sheets: [String]) -> String {
        var body = ""
        for entry in entries {
            let name = entry.name
            body += "<section id=\"\(escape(name))\"><h2>\(escape(name))</h2>"
            body += "<a href=\"images/\(escape(entry.image.lastPathComponent))\"><img src=\"images/\(escape(entry.image.lastPathComponent))\" alt=\"\(escape(name))\"></a>"
            if entry.warnings.isEmpty {
                body += "<p class=\"ok\">No warnings.</p>"
            } else {
                body += "<ol>"
                for warning in entry.warnings {
                    body += "<li class=\"\(warning.level.rawValue)\"><b>\(warning.level.rawValue) \(escape(warning.code.rawValue))</b>"
                    if let element = warning.element { body += " <code>\(escape(element))</code>" }
                    body += ": \(escape(warning.message))"
                    if let fix = warning.fix { body += "<br><i>fix:</i> \(escape(fix))" }
                    body += "</li>"
                }
                body += "</ol>"
            }
            body += "</section>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>tourshot review: \(escape(tour))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #222; }
        img { max-width: 100%; max-height: 480px; box-shadow: 0 1px 4px rgba(0,0,0,.3); }
        .sheet img { max-height: none; }
        section { margin: 24px 0; } li { margin: 4px 0; }
        .error b { color: #d0103a; } .warning b { color: #a66f00; } .ok { color: #2a7a2a; }
        </style></head>
        <body><h1>tourshot review: \(escape(tour))</h1>
        \(sheets.map { "<p class=\"sheet\"><img src=\"\(escape($0))\" alt=\"contact sheet\"></p>" }.joined(separator: "\n"))
        \(body)</body></html>

        """
    }

    /// The report's escaper (scalar by scalar), so the two pages cannot drift apart.
    static func escape(_ text: String) -> String { MarkupText.escape(text) }
}
