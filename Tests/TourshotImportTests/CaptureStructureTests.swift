import Foundation
import Testing
import TourshotImport
import TourshotModel
import TourshotTestSupport

/// Element types and places survive the import: one app screen (a navigation bar with two
/// buttons, a search field, a table of two sections, a tab bar of four buttons) captured by each
/// of the four tools, written as a screen file, read back, and searched the way the Swift reader
/// resolves `navigationController?.navigationBar`, `tabBar.items?[2]` and
/// `cellForRow(at: IndexPath(row: 0, section: 1))`.
@Suite("capture structure")
struct CaptureStructureTests {
    /// The capture imported, written as a screen file and decoded: what a tour's reader gets.
    static func outline(_ name: String) throws -> CaptureOutline {
        let imported = try ImportSupport.read("structure/" + name)
        let text = ScreenFileWriter.newFile(imported, device: try #require(DevicePreset.named("iphone-15")), name: "inbox", background: nil)
        let file = URL(fileURLWithPath: "/tmp/inbox.screen.json")
        let screen = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: file)
        return try #require(CaptureOutline.of([screen]).first)
    }

    static func found(_ outline: CaptureOutline, _ view: CapturedView) -> String {
        switch outline.find(view) {
        case .success(let element): element.id
        case .failure(let holding): "refused: " + holding.text
        }
    }

    static let untyped = "refused: the screen's elements have no types (a maestro hierarchy records none, nor does a screen file written by hand or imported by an older tourshot), so a bar or cell cannot be told from other elements; import the screen again from XCUITest, Appium or idb, or give the element its \"type\" in the screen file"

    /// Per capture: the navigation bar, its right and left buttons, the tab bar's third item,
    /// the first cell of the second section, the search bar.
    static let expected: [(String, [String])] = [
        ("xcuitest.txt", ["Inbox", "composeButton", "edit", "archive", "carol", "search"]),
        ("appium.xml", ["Inbox", "composeButton", "edit", "archive", "carol", "search"]),
        ("idb.json", ["navigationBar", "composeButton", "edit", "archive", "carol", "search"]),
        ("maestro.json", [untyped, untyped, untyped, "archive", untyped, untyped]),
    ]

    @Test("a navigation bar, its buttons, a tab bar item, a table cell and the search bar are found in each tool's capture",
          arguments: expected)
    func resolves(_ capture: String, _ ids: [String]) throws {
        let outline = try Self.outline(capture)
        let views: [CapturedView] = [.navigationBar, .barButton(right: true), .barButton(right: false), .tabBarItem(2),
                                     .cell(collection: false, row: 0, section: 1), .searchBar]
        #expect(views.map { Self.found(outline, $0) } == ids)
    }

    @Test("what is not in the capture is refused naming what the capture holds instead")
    func absent() throws {
        let outline = try Self.outline("xcuitest.txt")
        #expect(Self.found(outline, .tabBarItem(7)) == "refused: the capture has a tab bar with 4 buttons: \"Inbox\", \"Search\", \"Archive\", \"Settings\"")
        #expect(Self.found(outline, .cell(collection: false, row: 0, section: 2))
            == "refused: the capture's table shows section 0 rows 0–1 (\"Alice\", \"Bob\"); section 1 rows 0–1 (\"Carol\", \"Dave\"); a cell scrolled off the screen is not in it")
        #expect(Self.found(outline, .cell(collection: true, row: 0, section: 0)) == "refused: the capture has no collection cells (no element of type Cell in a CollectionView)")
        let maestro = try Self.outline("maestro.json")
        #expect(Self.found(maestro, .tabBarItem(4)) == "refused: the capture has a tab bar with 4 buttons: \"Inbox\", \"Search\", \"Archive\", \"Settings\"")
    }

    @Test("the screen file keeps a cell's type, table, section and row, and a bar button's type and bar")
    func written() throws {
        let imported = try ImportSupport.read("structure/xcuitest.txt")
        let text = ScreenFileWriter.newFile(imported, device: try #require(DevicePreset.named("iphone-15")), name: "inbox", background: nil)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("\"Inbox\": { \"frame\": [0, 59, 393, 44], \"type\": \"NavigationBar\" },"), "\(text)")
        #expect(lines.contains("\"composeButton\": { \"frame\": [333, 59, 44, 44], \"title\": \"Compose\", \"type\": \"Button\", \"in\": \"Inbox\" },"), "\(text)")
        #expect(lines.contains("\"table\": { \"frame\": [0, 147, 393, 622], \"type\": \"Table\" },"), "\(text)")
        #expect(text.contains("\"carol\": {\n        \"frame\": [0, 331, 393, 44],\n        \"title\": \"Carol\",\n        \"type\": \"Cell\",\n        \"in\": \"table\",\n        \"section\": 1,\n        \"row\": 0\n      },"), "\(text)")
        // A search field keeps its type outside any bar.
        #expect(lines.contains("\"search\": { \"frame\": [16, 103, 361, 36], \"title\": \"Search\", \"type\": \"SearchField\" },"), "\(text)")
        #expect(lines.contains("\"pinned\": { \"frame\": [0, 147, 393, 38], \"title\": \"PINNED\", \"type\": \"Other\", \"in\": \"table\" },"), "\(text)")
    }

    @Test("--merge takes the element's type and place from a capture that types it, dropping a place it no longer gives")
    func mergedStructure() throws {
        let imported = try ImportSupport.read("structure/xcuitest.txt")
        let file = #"{ "scale": 3, "portrait": { "size": [393, 852], "elements": { "composeButton": { "frame": [0, 0, 1, 1], "type": "Cell", "in": "table", "section": 3, "row": 9 } } } }"#
        let merged = ScreenMerge.merge(imported, into: try JSONParser.parse(Array(file.utf8)), device: nil, background: nil, prune: false)
        let lines = merged.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("\"composeButton\": { \"frame\": [333, 59, 44, 44], \"type\": \"Button\", \"in\": \"Inbox\" },"), "\(merged.text)")
    }

    @Test("the demo's screen files of the runtime-views fixture are these captures imported")
    func fixtureScreensMatch() throws {
        for (capture, screen) in [("xcuitest.txt", "xcuitest"), ("appium.xml", "appium"), ("idb.json", "idb"), ("maestro.json", "maestro")] {
            let imported = try ImportSupport.read("structure/" + capture)
            let text = ScreenFileWriter.newFile(imported, device: try #require(DevicePreset.named("iphone-15")), name: screen, background: nil)
            let committed = try String(contentsOf: RepositoryPaths.path("Fixtures/swift/runtime-views/screens/\(screen).screen.json"), encoding: .utf8)
                .replacingOccurrences(of: "  \"$schema\": \"https://tourshot.dev/schema/screen.schema.json\",\n", with: "")
            #expect(text == committed, "\(screen): import it again")
        }
    }

    @Test("real captures: a TestApp's tab bar item, iOS Settings' navigation bar and the first cell of its second section",
          .enabled(if: ImportSupport.sharedCaptures != nil || ImportSupport.sharedCapturesRequired, ImportSupport.sharedCapturesSkip))
    func realCaptures() throws {
        let root = try #require(ImportSupport.sharedCaptures(for: "realCaptures"))
        func outline(_ path: String) throws -> CaptureOutline {
            let imported = try ImportedScreen.read([UInt8](try Data(contentsOf: root.appendingPathComponent(path))), file: path)
            let text = ScreenFileWriter.newFile(imported, device: try #require(DevicePreset.named("iphone-15")), name: "real", background: nil)
            let screen = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: URL(fileURLWithPath: "/tmp/real.screen.json"))
            return try #require(CaptureOutline.of([screen]).first)
        }
        let testApp = try outline("xcuitest_debugdescription/supertestpilot_README_TestApp_393x852.txt")
        #expect(Self.found(testApp, .tabBarItem(2)) == "tabBarLeaderboard")
        #expect(Self.found(testApp, .navigationBar) == "refused: the capture has no navigation bar (no element of type NavigationBar)")
        // iOS Settings is a grouped table: its sections are told by the gaps between cells.
        let settings = try outline("appium_xcuitest_source/shirates-core_XmlDataIos_SettingsTopScreen.xml")
        #expect(Self.found(settings, .navigationBar) == "Settings")
        #expect(Self.found(settings, .cell(collection: false, row: 0, section: 0)) == "signInToYourIphone")
        #expect(Self.found(settings, .cell(collection: false, row: 0, section: 1)) == "general")
        #expect(Self.found(settings, .cell(collection: false, row: 2, section: 1)) == "privacy")
        // Settings' Keyboards screen and Calendar's day view show a back button and no left item.
        let keyboards = try outline("appium_xcuitest_source/shirates-core_XmlDataIos_KeyboardScreen.xml")
        #expect(Self.found(keyboards, .barButton(right: false)) == #"refused: the navigation bar "Keyboards" has buttons "General" (its back button) (a back button is not the left bar button item: UIKit shows it when the screen has none)"#)
        let calendar = try outline("appium_xcuitest_source/shirates-core_XmlDataIos_DateAndTime_ja.xml")
        #expect(Self.found(calendar, .barButton(right: false)) == #"refused: the navigation bar "DayViewContainerView" has buttons "12月" (its back button), "リスト" (right), "検索" (right), "追加" (right) (a back button is not the left bar button item: UIKit shows it when the screen has none)"#)
        #expect(Self.found(calendar, .barButton(right: true)) == "button3")
    }

    @Test("a table captured scrolled down (its first cell starts above its top): its cells are marked scrolled, without section and row, and cellForRow(at:) is refused")
    func scrolledTable() throws {
        let imported = try ImportSupport.read("structure/xcuitest-scrolled.txt")
        #expect(imported.elements.filter { $0.type == "Cell" }.map { "\($0.id) \($0.section.map(String.init) ?? "-")/\($0.row.map(String.init) ?? "-") \($0.scrolled)" }
            == ["frank -/- true", "grace -/- true", "heidi -/- true"])
        #expect(imported.summary.last == #"marked 3 cells "scrolled", without section and row: the first starts above its table's top (or left of its collection's leading edge), so it was captured scrolled and which rows they are is not known (capture it at its top for a tutorial's cellForRow(at:)): "frank", "grace", "heidi""#)
        let text = ScreenFileWriter.newFile(imported, device: try #require(DevicePreset.named("iphone-15")), name: "inbox", background: nil)
        #expect(text.contains("\"grace\": {\n        \"frame\": [0, 125, 393, 44],\n        \"title\": \"Grace\",\n        \"type\": \"Cell\",\n        \"in\": \"table\",\n        \"scrolled\": true\n      },"), "\(text)")
        let outline = try Self.outline("xcuitest-scrolled.txt")
        #expect(Self.found(outline, .cell(collection: false, row: 0, section: 0))
            == #"refused: the capture's table was scrolled down when captured (its cells "Frank", "Grace", "Heidi" are marked "scrolled": the first starts above the table's top, and the cells before it are not in the capture), so which row each cell is cannot be known; capture the screen with the table scrolled to its top"#)
        // At its top, the same table numbers its cells from row 0.
        #expect(try ImportSupport.read("structure/xcuitest.txt").elements.allSatisfy { !$0.scrolled })
    }

    @Test("sections: a grouped table's gap between cells, a header between them, none in a plain run")
    func sections() throws {
        let appium = try ImportSupport.read("structure/appium.xml")
        #expect(appium.elements.filter { $0.type == "Cell" }.map { "\($0.id) \($0.section!)/\($0.row!)" } == ["alice 0/0", "bob 0/1", "carol 1/0", "dave 1/1"])
        let idb = try ImportSupport.read("structure/idb.json")
        #expect(idb.elements.filter { $0.type == "Cell" }.map { "\($0.id) \($0.section!)/\($0.row!)" } == ["alice 0/0", "bob 0/1", "carol 1/0", "dave 1/1"])
    }
}

/// The screen file's `type`, `in`, `section` and `row` are optional and checked like every key.
@Suite("screen file structure keys")
struct ScreenStructureKeyTests {
    /// The decoder's problems with a screen file, each `path: message`.
    static func problems(_ text: String) -> [String] {
        do {
            _ = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: URL(fileURLWithPath: "/tmp/x.screen.json"))
            return []
        } catch let error as InputError {
            return error.problems.map { "\($0.path): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test("an `in` naming no element, a section without its row and a fractional row are refused at their paths")
    func refused() throws {
        let text = #"{ "scale": 3, "portrait": { "size": [393, 852], "elements": { "#
            + #""a": { "frame": [0, 0, 1, 1], "in": "tabbar" }, "tabBar": [0, 0, 10, 10], "#
            + #""c": { "frame": [0, 0, 1, 1], "section": 1 }, "d": { "frame": [0, 0, 1, 1], "type": "Cell", "section": 0, "row": 0.5 } } } }"#
        #expect(Self.problems(text) == [
            "portrait.elements.a.in: unknown element \"tabbar\"; did you mean \"tabBar\"?",
            "portrait.elements.c: a cell's \"section\" and \"row\" go together; give both or neither",
            "portrait.elements.d.row: row 0.5 is not a whole number",
        ])
    }

    @Test("a cell marked scrolled has no section and row: both given is refused at the element")
    func scrolledWithPlace() throws {
        let text = #"{ "scale": 3, "portrait": { "size": [393, 852], "elements": { "#
            + #""a": { "frame": [0, 0, 1, 1], "type": "Cell", "section": 0, "row": 0, "scrolled": true }, "b": { "frame": [0, 0, 1, 1], "type": "Cell", "scrolled": true } } } }"#
        #expect(Self.problems(text) == [
            #"portrait.elements.a: "scrolled" says the cell's section and row are not known (its table or collection was captured scrolled); remove "scrolled" or the "section" and "row""#,
        ])
    }

    @Test("a file without them loads as before; with them, they are the element's")
    func kept() throws {
        let text = #"{ "scale": 3, "portrait": { "size": [393, 852], "elements": { "table": { "frame": [0, 100, 393, 600], "type": "Table" }, "#
            + #""first": { "frame": [0, 100, 393, 44], "type": "Cell", "in": "table", "section": 0, "row": 0 }, "plain": [0, 0, 10, 10] } } }"#
        let screen = try ScreenFileDecoder.decode(try JSONParser.parse(Array(text.utf8)), file: URL(fileURLWithPath: "/tmp/x.screen.json"))
        let elements = try #require(screen.portrait?.elements)
        #expect(elements[1] == CapturedElement(id: "first", frame: Rect(x: 0, y: 100, width: 393, height: 44), type: "Cell", container: "table", section: 0, row: 0))
        #expect(elements[2] == CapturedElement(id: "plain", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    }
}
