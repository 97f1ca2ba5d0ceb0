import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// The review's files that made the reader's cost unbounded, each refused at its place before
/// swift-syntax parses it, in well under a second: unclosed `[` 30 deep (60 s, doubling with each
/// level), 1,000 deep (a crash), 8,000 nested string interpolations (3 GB).
@Suite("Swift nesting limits")
struct NestingLimitTests {
    static func problems(_ source: String) -> (problems: [String], seconds: TimeInterval) {
        let started = Date()
        do {
            _ = try SwiftTutorialReader().read([SwiftSourceText(path: "Deep.swift", text: source)], named: "tourshot.json",
                                               provider: nil, elementIDs: [])
            return ([], Date().timeIntervalSince(started))
        } catch {
            return (error.problems.map(\.description), Date().timeIntervalSince(started))
        }
    }

    static let brackets = "`[` is nested over 10 deep here (square brackets open at once), the limit of a Swift file tourshot reads (the parser's time and memory grow faster than the text past it); move the inner part into a `static let` or a function, or leave this file out of the tour's \"tutorial\""
    static let nesting = "parentheses, brackets, braces, angle brackets and string interpolations are nested over 64 deep here, the limit of a Swift file tourshot reads (the parser's time and memory grow faster than the text past it); move the inner part into a `static let` or a function, or leave this file out of the tour's \"tutorial\""

    @Test("`[` nested 30 and 1,000 deep, closed or not, is refused at the 11th", arguments: [
        "let x = " + String(repeating: "[", count: 30),
        "let x = " + String(repeating: "[", count: 1000),
        "let x = " + String(repeating: "[", count: 11) + "1" + String(repeating: "]", count: 11),
        "let x = [" + String(repeating: "([", count: 10),
    ])
    func squareBrackets(_ line: String) {
        let (found, seconds) = Self.problems("struct A {}\n" + line + "\n")
        let column = line.hasPrefix("let x = [(") ? 29 : 19
        #expect(found == ["Deep.swift:2:\(column): \(Self.brackets)"])
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test("8,000 nested string interpolations are refused at the 65th level, without the parser's gigabytes")
    func interpolations() {
        let line = "let x = " + String(repeating: #""\("#, count: 8000) + "1" + String(repeating: #")""#, count: 8000)
        let (found, seconds) = Self.problems(line)
        #expect(found == ["Deep.swift:1:202: \(Self.nesting)"])
        #expect(seconds < 1, "took \(seconds) s")
    }

    @Test("braces and parentheses 65 deep are refused; strings and comments do not count")
    func otherDelimiters() {
        #expect(Self.problems("func f() " + String(repeating: "{", count: 70)).problems == ["Deep.swift:1:74: \(Self.nesting)"])
        let quoted = """
        let a = "[[[[[[[[[[[[" // [[[[[[[[[[[[
        let b = #"[[[[[[[[[[[[ \\( "#
        /* [[[[[[[[[[[[ /* nested */ [[[[ */
        let c = \"\"\"
            [[[[[[[[[[[[ \\([1]) [[[[
            \"\"\"
        let d = [[[[[[[[[[1]]]]]]]]]]
        """
        #expect(Self.problems(quoted).problems == [#"tourshot.json: the sources hold no TutorialStepProvider, onboarding pages (an array of a page type with title and description fields), Spotlight(elements:), CoachMarksControllerDataSource or PolarisGuideKit GuideStep(); name one with "provider" (candidates: none)"#])
    }
}
