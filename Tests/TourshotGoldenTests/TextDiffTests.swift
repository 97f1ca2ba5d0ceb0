import Testing
import TourshotGolden

/// Unified diffs as `diff -u` prints them.
struct TextDiffTests {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func equalTextsHaveNoDiff() {
        #expect(TextDiff.unified(old: old, new: old, oldName: "a", newName: "b") == nil)
    }

    @Test func oneChangedLineWithThreeLinesOfContext() throws {
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(TextDiff.unified(old: old, new: new, oldName: "golden", newName: "actual") == """
            --- golden
            +++ actual
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9

            """)
        #expect(TextDiff.changedLineCount(old: old, new: new) == 2)
    }

    @Test func distantChangesMakeSeparateHunks() throws {
        let new = old.replacingOccurrences(of: "line 1\n", with: "").replacingOccurrences(of: "line 12\n", with: "line 12\nline 13\n")
        let diff = try #require(TextDiff.unified(old: old, new: new, oldName: "a", newName: "b"))
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,4 +1,3 @@", "@@ -10,3 +9,4 @@"])
    }

    @Test func closeChangesShareAHunk() throws {
        let new = old.replacingOccurrences(of: "line 4\n", with: "four\n").replacingOccurrences(of: "line 9\n", with: "nine\n")
        let diff = try #require(TextDiff.unified(old: old, new: new, oldName: "a", newName: "b"))
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,12 +1,12 @@"])
    }

    @Test func insertionIntoAnEmptyText() throws {
        let diff = try #require(TextDiff.unified(old: "", new: "a\nb\n", oldName: "a", newName: "b"))
        #expect(diff == "--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }
}
