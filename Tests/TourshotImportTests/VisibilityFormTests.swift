import Foundation
import Testing
import TourshotImport
import TourshotModel

/// Every way the tools print "visible": WebDriverAgent's JSON says `"isVisible": "1"` / `"0"`;
/// clients that re-encode it print `true` / `false` or `1` / `0`; the XML form `visible="false"`
/// is in `CaptureFormatTests`. An element the tool calls hidden is left out of the screen file,
/// and every visible one is kept: a reading the wrong way round imports the hidden ones.
struct VisibilityFormTests {
    @Test func appiumJSONKeepsVisibleAndDropsHiddenInEveryForm() throws {
        let screen = try ImportSupport.read("appium-visibility.json")
        #expect(screen.format == .appium)
        #expect(screen.elements.map(\.id) == ["stringOne", "stringTrue", "boolTrue", "numberOne", "missing"])
        #expect(screen.summary == [
            "left out 4: 4 hidden (the tool says not visible): \"stringZero\", \"stringFalse\", \"boolFalse\", \"numberZero\"",
        ])
    }
}
