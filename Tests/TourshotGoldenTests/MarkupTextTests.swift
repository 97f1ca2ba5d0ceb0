import Foundation
import Testing
import TourshotGolden
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The one HTML/XML escaper: markup characters are escaped whatever grapheme cluster they sit in.
struct MarkupTextTests {
    /// A prepended mark (U+0600 ARABIC NUMBER SIGN) and `<` form one `Character`.
    static let hostile = "\u{0600}<img src=x onerror=document.title=1>"

    @Test(arguments: [
        (hostile, "\u{0600}&lt;img src=x onerror=document.title=1&gt;"),
        ("<\u{0301}b>", "&lt;\u{0301}b&gt;"),  // `<` + COMBINING ACUTE ACCENT is one Character
        ("x\"\u{0301} onload=\"y", "x&quot;\u{0301} onload=&quot;y"),  // a quote that would end an attribute
        ("'\u{20DD}&\u{0308}", "&#39;\u{20DD}&amp;\u{0308}"),
        ("\u{0600}\u{0600}>", "\u{0600}\u{0600}&gt;"),
        ("a\u{0}b\u{1B}c\u{FFFF}\n\td\r", "abc\n\td\r"),  // controls XML 1.0 forbids are dropped
        ("plain text · 中文 👋🏽", "plain text · 中文 👋🏽"),
        // Bidi overrides, isolates and marks and invisible format controls are shown, not obeyed.
        ("a\u{202E}gnp.exe\u{202C}", "a\\u{202E}gnp.exe\\u{202C}"),
        ("\u{2067}x\u{2069}\u{200F}\u{061C}\u{200B}\u{FEFF}\u{2066}", "\\u{2067}x\\u{2069}\\u{200F}\\u{61C}\\u{200B}\\u{FEFF}\\u{2066}"),
        ("👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم", "👨\u{200D}👩\u{200D}👧 می\u{200C}خواهم"),  // joiners stay: emoji and Persian need them
    ])
    func escapesEveryScalar(text: String, escaped: String) {
        #expect(MarkupText.escape(text) == escaped)
        #expect(!MarkupText.escape(text).unicodeScalars.contains("<"))
    }

    /// The report page and junit.xml of a tour whose name and changed step title carry markup
    /// behind a prepended mark: no tag of theirs reaches the page.
    @Test func reportFilesEscapeTourNamesAndTitles() throws {
        try withTemporaryFolder { folder in
            let (report, _) = try ReportTests().run(in: folder, tour: Self.hostile, changedTitle: Self.hostile)
            let html = try String(contentsOf: report.page, encoding: .utf8)
            #expect(!html.contains("<img src=x"))
            #expect(html.contains("\u{0600}&lt;img src=x onerror=document.title=1&gt; · s · step 2 · portrait"))
            #expect(html.contains("<span class=\"add\">+  &quot;title&quot;: &quot;\u{0600}&lt;img src=x onerror=document.title=1&gt;&quot;</span>"))
            let junit = try Data(contentsOf: report.url.appendingPathComponent("junit.xml"))
            #expect(XMLParser(data: junit).parse())
            #expect(!String(decoding: junit, as: UTF8.self).contains("<img"))
        }
    }

    /// A tour name and a changed title with U+202E and U+2067: shown as `\u{202E}` on the page and
    /// in junit.xml, never raw.
    @Test func reportFilesShowBidiControls() throws {
        let name = "ok\u{202E}gnp.exe", title = "Tap \u{2067}here\u{2069}"
        try withTemporaryFolder { folder in
            let (report, _) = try ReportTests().run(in: folder, tour: name, changedTitle: title)
            let html = try String(contentsOf: report.page, encoding: .utf8)
            let junit = try String(contentsOf: report.url.appendingPathComponent("junit.xml"), encoding: .utf8)
            for text in [html, junit] {
                #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{2067}" || $0 == "\u{2069}" })
            }
            #expect(html.contains(#"ok\u{202E}gnp.exe · s · step 2 · portrait"#))
            #expect(html.contains(#"+  &quot;title&quot;: &quot;Tap \u{2067}here\u{2069}&quot;"#))
            #expect(junit.contains(#"<testsuite name="ok\u{202E}gnp.exe/s""#))
        }
    }
}
