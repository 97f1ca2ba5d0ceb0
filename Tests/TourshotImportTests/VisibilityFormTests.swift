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

    /// UIKit's recursiveDescription says hidden two ways: `hidden = YES`, and a view faded out
    /// (`alpha = 0`, as a view waiting to animate in): neither is on screen.
    @Test func recursiveDescriptionDropsHiddenAndTransparentViews() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UILabel: 0x3; frame = (16 64; 343 24); text = 'Shown'; layer = <_UILabelLayer: 0x4>>
               | <UILabel: 0x5; frame = (16 100; 343 24); hidden = YES; text = 'Hidden'; layer = <_UILabelLayer: 0x6>>
               | <UILabel: 0x7; frame = (16 140; 343 24); alpha = 0; text = 'Faded'; layer = <_UILabelLayer: 0x8>>
               | <UILabel: 0x9; frame = (16 180; 343 24); alpha = 0.5; text = 'Half'; layer = <_UILabelLayer: 0xa>>

            """
        let screen = try ImportedScreen.read(Array(text.utf8), file: "views.txt")
        #expect(screen.elements.map(\.title) == ["Shown", "Half"])
        #expect(screen.skipped.filter { $0.reason == .hidden }.map(\.name) == ["Hidden", "Faded"])
    }
}
