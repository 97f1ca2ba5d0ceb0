import Foundation
import Testing

/// The text limit counts Unicode scalars: combining marks stacked on one letter (one grapheme
/// cluster) cannot hide megabytes of shaping work behind a length of 1.
@Suite("text length in code points")
struct TextLimitTests {
    @Test("a title of W and 2001 combining accents is refused")
    func stackedAccents() async throws {
        try await DemoProject.with { project in
            let stacked = "W" + String(repeating: "\u{0301}", count: 2001)
            try project.replace(#""title": "Welcome""#, with: "\"title\": \"\(stacked)\"", in: Demo.tutorial)
            try await project.expectRejected(renderEverything, ExpectedError(
                file: Demo.tutorial, path: "steps[0].title", "text is 2002 code points long; the limit is 2000"))
        }
    }

    @Test("2000 code points of accents are accepted")
    func atTheLimit() async throws {
        try await DemoProject.with { project in
            let stacked = "W" + String(repeating: "\u{0301}", count: 1999)
            try project.replace(#""title": "Welcome""#, with: "\"title\": \"\(stacked)\"", in: Demo.tutorial)
            let result = try await project.run("validate")
            #expect(result.status == 0, "\(result)")
        }
    }
}
