import Testing
import TourshotImport
import TourshotModel

/// Each format's fixture, with that format's quirks, read to exact ids, frames and labels.
@Suite("capture formats")
struct CaptureFormatTests {
    @Test func xcuitestDebugDescription() throws {
        let screen = try ImportSupport.read("xcuitest-quirks.txt")
        #expect(screen.format == .xcuitest)
        #expect(screen.size == Size(width: 393, height: 852))
        #expect(screen.orientation == .portrait)
        // Window (Main) and the application left out; traits (Selected, Disabled) ignored; lldb's
        // \' and \n undone; a repeated identifier suffixed; a label without ASCII keyed by type.
        #expect(ImportSupport.lines(screen) == [
            "Notes [0, 59, 393, 44]",
            "shareButton [337, 59, 44, 44] \"Share\"",
            "noteList [0, 103, 393, 620]",
            "dontForget [0, 103, 393, 60.5] \"Don't forget\"",
            "lineOneLineTwo [0, 163.5, 393, 60.5] \"Line one\nline two\"",
            "cafeCreme [0, 224, 393, 60.5] \"Café crème\"",
            "sortButton [16, 745, 48, 48] \"Sort\"",
            "composeButton [329, 745, 48, 48] \"New note\"",
            "composeButton2 [329, 800, 48, 40] \"New note\"",
            "search [16, 680, 200, 34] \"Search\"",
            "image [-12.5, 700.25, 30, 30] \"日本\"",
        ])
        // The untitled container and the zero-width "Empty" text, said in the summary.
        #expect(screen.summary == ["left out 2: 1 without identifier or label; 1 of zero size", "keyed 1 repeated name by container, type or order: \"composeButton2\""])
    }

    @Test func xcuitestAsOneLLDBString() throws {
        let literal = try ImportSupport.read("xcuitest-lldb-string.txt")
        let plain = try ImportSupport.read("xcuitest-quirks.txt")
        #expect(literal == plain)
    }

    @Test func appiumXMLPageSource() throws {
        let screen = try ImportSupport.read("appium-source.xml")
        #expect(screen.format == .appium)
        #expect(screen.size == Size(width: 852, height: 393))
        #expect(screen.orientation == .landscape)
        // name = identifier when it differs from label; entities decoded; self-closing tags nest
        // right; the cell with visible="false" left out.
        #expect(ImportSupport.lines(screen) == [
            "shareButton [749, 0, 44, 44] \"Share\"",
            "noteList [59, 44, 734, 300]",
            "tomJerryNotes [59, 44, 734, 44.5] \"Tom & Jerry\nnotes\"",
            "sortButton [75, 316, 48, 48] \"Sort\"",
            "composeButton [729, 316, 48, 48] \"New note\"",
        ])
        #expect(screen.summary == ["left out 4: 2 without identifier or label; 1 of zero size; 1 hidden (the tool says not visible): \"Groceries\""])
    }

    @Test func appiumJSONPageSource() throws {
        let screen = try ImportSupport.read("appium-source.json")
        #expect(screen.format == .appium)
        #expect(ImportSupport.lines(screen) == [
            "shareButton [337, 59, 44, 44] \"Share\"",
            "sort [16, 745, 48, 48] \"Sort\"",
            "composeButton [329, 745, 48, 48] \"New note\"",
        ])
    }

    @Test func idbFlatWithFractionalPoints() throws {
        let screen = try ImportSupport.read("idb-flat.json")
        #expect(screen.format == .idb)
        #expect(screen.size == Size(width: 393, height: 852))
        // Frames exactly as captured, fractions and all; an empty AXUniqueId is no identifier.
        #expect(ImportSupport.lines(screen) == [
            "shareButton [336.99999999999994, 59.00000000000001, 44.000000000000014, 44] \"Share\"",
            "sort [16, 745.3333333333334, 48, 48] \"Sort\"",
        ])
        #expect(screen.summary == ["left out 2: 1 without identifier or label; 1 of zero size"])
    }

    @Test func idbNested() throws {
        let screen = try ImportSupport.read("idb-nested.json", format: .idb)
        #expect(ImportSupport.lines(screen) == [
            "allNotes [15.999999999999986, 101.33333333333333, 143.33333333333331, 40.66666666666667] \"All Notes\"",
            "composeButton [329, 745, 48, 48] \"New note\"",
            "composeIcon [341, 757, 24, 24]",
        ])
    }

    @Test func maestroHierarchy() throws {
        let screen = try ImportSupport.read("maestro-hierarchy.json")
        #expect(screen.format == .maestro)
        #expect(screen.size == Size(width: 393, height: 852))
        // The zero-size top node and the app node are the screen; a repeated label is suffixed.
        #expect(ImportSupport.lines(screen) == [
            "noteList [0, 103, 393, 620]",
            "groceries [0, 103, 393, 60] \"Groceries\"",
            "groceries2 [0, 103, 393, 60] \"Groceries\"",
            "composeButton [329, 745, 48, 48] \"New note\"",
            "verticalScrollBar1Page [387, 103, 3, 797] \"Vertical scroll bar, 1 page\"",
        ])
    }

    /// UIKit's recursiveDescription (lldb's, with addresses): frames relative to the superview
    /// accumulated, a scroll view's contentOffset taken off its content, the top view the
    /// screen, labels' text the labels; hidden and scrolled-away views left out.
    @Test func recursiveDescription() throws {
        let screen = try ImportSupport.read("recursive-description.txt")
        #expect(screen.format == .recursiveDescription)
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(ImportSupport.lines(screen) == [
            "dontForget [16, 64, 343, 24] \"Don't forget\"",
            "groceries [16, 110, 200, 20.5] \"Groceries\"",
            "save [310, 612, 40, 20] \"Save\"",
        ])
        #expect(screen.elements.map(\.type) == ["StaticText", "StaticText", "StaticText"])
        #expect(screen.summary == ["left out 5: 3 without identifier or label; 1 hidden (the tool says not visible): \"Secret\"; 1 off-screen (outside the 375×667 pt screen): \"Far below\""])
    }

    @Test func recursiveDescriptionCutMidLine() throws {
        let text = try String(contentsOf: ImportSupport.fixture("recursive-description.txt"), encoding: .utf8)
        let cut = String(text.prefix(upTo: text.range(of: "text = 'Groceries'")!.upperBound))
        #expect(throws: ImportFailure(file: "cut.txt", "line 5 has no closing `>`: the file is cut short; save the whole recursiveDescription")) {
            try ImportedScreen.read(Array(cut.utf8), file: "cut.txt")
        }
    }

    @Test func lowerCamelCaseKeys() {
        #expect(ElementKeys.lowerCamelCase("Approach Plate") == "approachPlate")
        #expect(ElementKeys.lowerCamelCase("JS Engine: Hermes") == "jsEngineHermes")
        #expect(ElementKeys.lowerCamelCase("💡\u{2002}Open App.tsx to get started") == "openAppTsxToGetStarted")
        #expect(ElementKeys.lowerCamelCase("Crème brûlée") == "cremeBrulee")
        #expect(ElementKeys.lowerCamelCase("設定") == "")
    }
}
