import Testing
import TourshotImport
import TourshotModel

/// Keys made for repeats and labels never take an identifier the app set: a tutorial that
/// points at the app's `dup2` finds that element, not a renamed repeat of `dup`.
@Suite("element keys")
struct ElementKeyTests {
    static func dump(_ elements: [(identifier: String?, label: String?)]) -> [UInt8] {
        var lines = ["Attributes: Application, 0x1, pid: 1, label: 'A'", "Element subtree:", " →Application, 0x1, pid: 1, label: 'A'",
                     "    Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}"]
        for (index, element) in elements.enumerated() {
            let identifier = element.identifier.map { ", identifier: '\($0)'" } ?? ""
            let label = element.label.map { ", label: '\($0)'" } ?? ""
            lines.append("      Button, 0x\(index + 10), {{0.0, \(index * 50).0}, {100.0, 40.0}}\(identifier)\(label)")
        }
        lines += ["Path to element:", " →Application, 0x1, pid: 1, label: 'A'", "Query chain:", " →Find: Target Application 'a'",
                  "  Output: {", "    Application, 0x1, pid: 1, label: 'A'", "  }"]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The review's case: `dup, dup, dup2, dup` was keyed `dup, dup2, dup2_2, dup3`.
    @Test func repeatsNeverTakeARealIdentifier() throws {
        let screen = try ImportedScreen.read(Self.dump([("dup", nil), ("dup", nil), ("dup2", nil), ("dup", nil)]), file: "dup.txt")
        #expect(screen.elements.map(\.id) == ["dup", "dup3", "dup2", "dup4"])
        // The element the app calls dup2 keeps that key, at its own frame.
        #expect(screen.elements[2].frame == Rect(x: 0, y: 100, width: 100, height: 40))
    }

    @Test func labelKeysNeverTakeARealIdentifier() throws {
        let screen = try ImportedScreen.read(Self.dump([(nil, "Groceries"), ("groceries", "List"), (nil, "Groceries"), ("groceries2", nil)]), file: "labels.txt")
        #expect(screen.elements.map(\.id) == ["groceries3", "groceries", "groceries4", "groceries2"])
    }

    /// A suffix never makes a key longer than the id limit, which `validate` would refuse.
    @Test func suffixedKeysStayWithinTheIdLimit() throws {
        let long = String(repeating: "a", count: Limits.nameLength)
        let screen = try ImportedScreen.read(Self.dump([(long, nil), (long, nil)]), file: "long.txt")
        #expect(screen.elements.map(\.id) == [long, String(repeating: "a", count: Limits.nameLength - 1) + "2"])
    }

    static func appium(_ body: String) -> [UInt8] {
        Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?><AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"A\" label=\"A\" x=\"0\" y=\"0\" width=\"375\" height=\"667\">"
               + body + "</XCUIElementTypeApplication></AppiumAUT>").utf8)
    }

    static func tag(_ type: String, _ name: String, label: String? = nil, _ frame: [Int], visible: Bool = true, children: String? = nil) -> String {
        let attributes = "type=\"XCUIElementType\(type)\" name=\"\(name)\" label=\"\(label ?? name)\" visible=\"\(visible)\" x=\"\(frame[0])\" y=\"\(frame[1])\" width=\"\(frame[2])\" height=\"\(frame[3])\""
        return children.map { "<XCUIElementType\(type) \(attributes)>\($0)</XCUIElementType\(type)>" } ?? "<XCUIElementType\(type) \(attributes)/>"
    }

    /// The real Settings screen's repeats: a chevron in each cell (told apart by its cell), a
    /// cell and its text named alike (by type), a cell's label key equal to the app's `NEWS`
    /// but for case (the cell gives way); a cell far below the screen and a hidden button left
    /// out and said.
    @Test func repeatsAreKeyedByWhatTellsThemApart() throws {
        let body = Self.tag("Cell", "Privacy", [0, 100, 375, 44], children: Self.tag("Image", "chevron", label: "", [350, 110, 10, 20]))
            + Self.tag("Cell", "General", [0, 144, 375, 44], children: Self.tag("Image", "chevron", label: "", [350, 154, 10, 20]) + Self.tag("StaticText", "General", [16, 150, 100, 20]))
            + Self.tag("Cell", "News", [0, 188, 375, 44], children: Self.tag("StaticText", "NEWS", label: "News", [16, 194, 100, 20]))
            + Self.tag("Cell", "Far", [0, 2000, 375, 44]) + Self.tag("Button", "ghost", label: "Ghost", [0, 300, 50, 50], visible: false)
        let screen = try ImportedScreen.read(Self.appium(body), file: "settings.xml")
        #expect(screen.elements.map(\.id) == ["privacy", "chevron", "general", "generalChevron", "generalStaticText", "newsCell", "NEWS"])
        #expect(screen.summary == [
            "left out 2: 1 hidden (the tool says not visible): \"ghost\"; 1 off-screen (outside the 375×667 pt screen): \"Far\"",
            "keyed 3 repeated names by container, type or order: \"generalChevron\", \"generalStaticText\", \"newsCell\"",
        ])
    }

    /// WebDriverAgent's JSON says `"isVisible": "0"` where the XML says `visible="false"`.
    @Test func appiumJSONHiddenElementsAreLeftOut() throws {
        let json = #"{"type": "XCUIElementTypeApplication", "name": "A", "label": "A", "rect": {"x": 0, "y": 0, "width": 375, "height": 667}, "isVisible": "1", "children": [{"type": "XCUIElementTypeButton", "name": "shown", "rect": {"x": 0, "y": 0, "width": 10, "height": 10}, "isVisible": "1"}, {"type": "XCUIElementTypeButton", "name": "gone", "rect": {"x": 0, "y": 20, "width": 10, "height": 10}, "isVisible": "0"}]}"#
        let screen = try ImportedScreen.read(Array(json.utf8), file: "source.json")
        #expect(screen.elements.map(\.id) == ["shown"])
        #expect(screen.skipped.map(\.reason) == [.hidden] && screen.skipped.map(\.name) == ["gone"])
    }
}
