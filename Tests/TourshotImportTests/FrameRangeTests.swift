import Foundation
import Testing
import TourshotImport
import TourshotModel

/// An accepted capture always writes a screen file that validates: an element whose frame has a
/// value beyond what a screen file holds (±100,000 pt, a tool's placeholder) is left out and
/// said, not written (the importer fuzz target found one: a wide element crossing the screen).
@Suite("frames out of range")
struct FrameRangeTests {
    @Test func aFrameBeyondTheLimitIsLeftOutAndSaid() throws {
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'A'", "Element subtree:", " →Application, 0x1, pid: 1, label: 'A'",
                     "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}",
                     "      Button, 0x10, {{20.0, 100.0}, {100.0, 40.0}}, identifier: 'go'",
                     "      Other, 0x11, {{-150000.0, 0.0}, {300000.0, 40.0}}, identifier: 'noteList'"]
        lines += ["Path to element:", " →Application, 0x1, pid: 1, label: 'A'", "Query chain:", " →Find: Target Application 'a'",
                  "  Output: {", "    Application, 0x1, pid: 1, label: 'A'", "  }"]
        let screen = try ImportedScreen.read(Array(lines.joined(separator: "\n").utf8), file: "wide.txt")
        #expect(screen.elements.map(\.id) == ["go"])
        #expect(screen.skipped.map(\.reason) == [.outOfRange] && screen.skipped.map(\.name) == ["noteList"])
        #expect(screen.summary == [#"left out 1: 1 with a frame value beyond ±100000 pt: "noteList""#])
    }
}
