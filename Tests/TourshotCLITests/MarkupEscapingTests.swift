import Foundation
import Testing

/// Names from input files reach HTML pages escaped scalar by scalar: a prepended mark before
/// `<` (one grapheme cluster) must not smuggle a tag in.
@Suite("markup in names")
struct MarkupEscapingTests {
    static let hostile = "\u{0600}<img src=x onerror=alert('x')>"

    @Test("review's page escapes a tour name that hides `<` behind U+0600")
    func reviewPage() async throws {
        try await DemoProject.with { project in
            try project.replace(#""name": "approach-dark""#, with: "\"name\": \"\(Self.hostile)\"", in: Demo.project)
            let result = try await project.run("review", "--tour", Self.hostile, "--landscape", "--out", "sheet")
            #expect(result.status == 0, "\(result)")
            let page = try project.text("sheet/index.html")
            #expect(!page.contains("<img src=x"), "\(page)")
            // The report's escaper: quotes too, whichever kind an attribute might use.
            #expect(page.contains("<h1>tourshot review: \u{0600}&lt;img src=x onerror=alert(&#39;x&#39;)&gt;</h1>"), "\(page)")
        }
    }
}
