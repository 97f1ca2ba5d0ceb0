import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource
import TourshotTestSupport

/// Views the running app makes — the navigation bar, the right bar button, a tab bar item by
/// index, a table cell by index path — resolved against the tour's captures, one screen file per
/// capture tool (imported from Fixtures/captures/structure): which captured element each became,
/// said as a note, and the exact refusal where the capture lacks it.
@Suite("views the running app makes, found in the captures")
struct RuntimeViewTests {
    static let folder = "Fixtures/swift/runtime-views"

    static func screen(_ name: String) throws -> Screen {
        try ScreenFileDecoder.load(RepositoryPaths.path("\(folder)/screens/\(name).screen.json"))
    }

    static func read(_ sources: [URL], screens: [Screen]) throws -> SwiftTutorialReader.Result {
        try SwiftTutorialReader().read(sources, provider: nil, elementIDs: TourLoader.elementIDs(screens), captures: CaptureOutline.of(screens))
    }

    static func problems(_ body: () throws -> Any) -> [String] {
        do {
            _ = try body()
            return []
        } catch let error as InputError {
            return error.problems.map { "\($0.file): \($0.path): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    static let swift = RepositoryPaths.path("\(folder)/InboxCoachMarks.swift")

    @Test("the navigation bar, the right bar button, the tab bar's third item and the first cell of the second section, per tool",
          arguments: [("xcuitest", ["Inbox", "composeButton", "archive", "carol"]), ("appium", ["Inbox", "composeButton", "archive", "carol"]),
                      ("idb", ["navigationBar", "composeButton", "archive", "carol"])])
    func resolved(_ tool: String, _ ids: [String]) throws {
        let screens = [try Self.screen(tool)]
        let tutorial = try SwiftTutorialReader().tutorial([Self.swift], provider: nil, elementIDs: TourLoader.elementIDs(screens),
                                                          captures: CaptureOutline.of(screens), policy: .anywhere, referencedFrom: nil)
        #expect(tutorial.steps.map { $0.highlights.map(\.element) } == ids.map { [$0] })
    }

    @Test("each resolved view is said once as a note: which captured element, its type and title, and where")
    func notes() throws {
        let result = try Self.read([Self.swift], screens: [try Self.screen("xcuitest")])
        let file = "\(Self.folder)/InboxCoachMarks.swift"
        #expect(result.warnings == [
            "\(file):19:67: note: `navigationController?.navigationBar` is the navigation bar: the captured element \"Inbox\" (NavigationBar) of xcuitest portrait",
            "\(file):21:67: note: `navigationItem.rightBarButtonItem?.value(forKey: \"view\") as? UIView` is the navigation bar's right button: the captured element \"composeButton\" (Button \"Compose\") of xcuitest portrait",
            "\(file):23:27: note: `tabBarController?.tabBar.items?[2].value(forKey: \"view\") as? UIView` is the tab bar's item 2 (its 3rd button): the captured element \"archive\" (Button \"Archive\") of xcuitest portrait",
            "\(file):26:24: note: `tableView.cellForRow(at: IndexPath(row: 0, section: 1))` is the table cell at row 0 of section 1: the captured element \"carol\" (Cell \"Carol\") of xcuitest portrait",
        ])
    }

    @Test("read against the XCUITest screen, the Swift equals its JSON twin")
    func twin() throws {
        let screens = [try Self.screen("xcuitest")]
        let read = try SwiftTutorialReader().tutorial([Self.swift], provider: nil, elementIDs: TourLoader.elementIDs(screens),
                                                      captures: CaptureOutline.of(screens), policy: .anywhere, referencedFrom: nil)
        #expect(read == (try TutorialFileDecoder.load(RepositoryPaths.path("\(Self.folder)/runtime-views.tutorial.json"))))
    }

    @Test("a maestro hierarchy has no types: the navigation bar is refused at its line, saying so")
    func maestro() throws {
        let file = "\(Self.folder)/InboxCoachMarks.swift"
        #expect(Self.problems { try Self.read([Self.swift], screens: [try Self.screen("maestro")]) } == [
            "\(file):19:67: for: `navigationController?.navigationBar` is the navigation bar, made by the running app, and the tour's screens capture none: maestro portrait: the screen's elements have no types (a maestro hierarchy records none, nor does a screen file written by hand or imported by an older tourshot), so a bar or cell cannot be told from other elements; import the screen again from XCUITest, Appium or idb, or give the element its \"type\" in the screen file; capture the screen showing it, or write the tour as a tutorial file with \"style\": \"instructions\" naming a captured element; or, to preview it, answer it in the tour's \"answers\": \"step 1 for 7b6d890d\": {\"element\": \"<the captured element's id>\"}",
        ])
    }

    @Test("not in the capture: refused at the Swift line with what the capture holds instead, for each tool",
          arguments: ["xcuitest", "appium", "idb", "maestro"])
    func absent(_ tool: String) throws {
        let source = """
            final class Tour: CoachMarksControllerDataSource {
                func numberOfCoachMarks(for c: CoachMarksController) -> Int { 1 }
                func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                    c.helper.makeCoachMark(for: tabBarController?.tabBar.items?[4].value(forKey: "view") as? UIView)
                }
            }
            """
        let problems = Self.problems {
            try SwiftTutorialReader().read([SwiftSourceText(path: "Guide.swift", text: source)], named: "tourshot.json", provider: nil,
                                           elementIDs: [], captures: CaptureOutline.of([try Self.screen(tool)]))
        }
        #expect(problems == [
            "Guide.swift:4:37: for: `tabBarController?.tabBar.items?[4].value(forKey: \"view\") as? UIView` is the tab bar's item 4 (its 5th button), made by the running app, and the tour's screens capture none: \(tool) portrait: the capture has a tab bar with 4 buttons: \"Inbox\", \"Search\", \"Archive\", \"Settings\"; capture the screen showing it, or write the tour as a tutorial file with \"style\": \"instructions\" naming a captured element; or, to preview it, answer it in the tour's \"answers\": \"step 1 for fcdf3e8f\": {\"element\": \"<the captured element's id>\"}",
        ])
    }

    @Test("a table cell missing from the capture names the sections and rows it shows")
    func absentCell() throws {
        let source = """
            func startGuide() {
                let step = GuideStep()
                step.focusView = tableView.cellForRow(at: IndexPath(row: 5, section: 1))
                let controller = GuideController(hostView: view, steps: [step])
                controller.show()
            }
            """
        let problems = Self.problems {
            try SwiftTutorialReader().read([SwiftSourceText(path: "Guide.swift", text: source)], named: "tourshot.json", provider: nil,
                                           elementIDs: [], captures: CaptureOutline.of([try Self.screen("xcuitest")]))
        }
        #expect(problems == [
            "Guide.swift:3:22: focusView: `tableView.cellForRow(at: IndexPath(row: 5, section: 1))` is the table cell at row 5 of section 1, made by the running app, and the tour's screens capture none: xcuitest portrait: the capture's table shows section 0 rows 0–1 (\"Alice\", \"Bob\"); section 1 rows 0–1 (\"Carol\", \"Dave\"); a cell scrolled off the screen is not in it; capture the screen showing it, or write the tour as a tutorial file with \"style\": \"polaris\" naming a captured element; or, to preview it, answer it in the tour's \"answers\": \"step 1 focusView bbad1e0d\": {\"element\": \"<the captured element's id>\"}",
        ])
    }
}
