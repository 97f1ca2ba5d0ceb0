import Testing
import TourshotModel
import TourshotSwiftSource

/// A navigation bar's back button is not its `leftBarButtonItem`: UIKit shows the back button
/// only where the screen has no left item (or beside it, with `leftItemsSupplementBackButton`).
/// The captures tell it apart by UIKit's identifier `BackButton`, the title "Back", or a button
/// from the bar's very leading edge, as iOS Settings' back button is captured.
@Suite("the back button is not the left bar button item")
struct BackButtonTests {
    static let guide = """
        func startGuide() {
            let step = GuideStep()
            step.focusView = navigationItem.leftBarButtonItem?.customView
            let controller = GuideController(hostView: view, steps: [step])
            controller.show()
        }
        """

    static func bar(_ buttons: [CapturedElement]) -> CaptureOutline {
        CaptureOutline(name: "appium portrait", elements: [
            CapturedElement(id: "Keyboards", frame: Rect(x: 0, y: 47, width: 390, height: 44), type: "NavigationBar"),
        ] + buttons)
    }

    /// The step's element, or the problems.
    static func read(_ capture: CaptureOutline) -> [String] {
        do {
            let read = try SwiftTutorialReader().read([SwiftSourceText(path: "Guide.swift", text: guide)], named: "tourshot.json", provider: nil,
                                                      elementIDs: Set(capture.elements.map(\.id)), captures: [capture])
            return try TutorialFileDecoder.decode(read.json, file: read.file).steps.flatMap { $0.highlights.map(\.element) }
        } catch {
            return error.problems.map(\.description)
        }
    }

    static func refusal(_ holding: String) -> String {
        "Guide.swift:3:22: focusView: `navigationItem.leftBarButtonItem?.customView` is the navigation bar's left button, made by the running app, and the tour's screens capture none: appium portrait: \(holding); capture the screen showing it, or write the tour as a tutorial file with \"style\": \"polaris\" naming a captured element; or, to preview it, answer it in the tour's \"answers\": \"step 1 focusView a5c93ed9\": {\"element\": \"<the captured element's id>\"}"
    }

    /// As Appium captured iOS Settings' Keyboards screen, its "General" back button at x 0 with
    /// no identifier; as XCUITest prints UIKit's `BackButton` at the layout margin; UIKit's
    /// "Back" title where the previous title does not fit.
    static let backButtons: [(CapturedElement, String)] = [
        (CapturedElement(id: "general", frame: Rect(x: 0, y: 47, width: 89, height: 44), title: "General", type: "Button", container: "Keyboards"), "General"),
        (CapturedElement(id: "BackButton", frame: Rect(x: 16, y: 47, width: 44, height: 44), title: "Settings", type: "Button", container: "Keyboards"), "Settings"),
        (CapturedElement(id: "previous", frame: Rect(x: 8, y: 47, width: 60, height: 44), title: "Back", type: "Button", container: "Keyboards"), "Back"),
    ]

    @Test("the back button alone, from the bar's leading edge, identified BackButton or titled Back, is refused as the left bar button item",
          arguments: backButtons)
    func backButtonAlone(_ button: CapturedElement, _ title: String) {
        #expect(Self.read(Self.bar([button])) == [Self.refusal(
            "the navigation bar \"Keyboards\" has buttons \"\(title)\" (its back button) (a back button is not the left bar button item: UIKit shows it when the screen has none)")])
    }

    @Test("a left item at the layout margin, neither keyed nor titled as a back button, is the left bar button item")
    func leftItemAtTheMargin() {
        #expect(Self.read(Self.bar([
            CapturedElement(id: "close", frame: Rect(x: 16, y: 47, width: 44, height: 44), title: "Close", type: "Button", container: "Keyboards"),
        ])) == ["close"])
    }

    @Test("beside the back button (leftItemsSupplementBackButton), the left item is found")
    func supplementedBackButton() {
        let capture = Self.bar([
            CapturedElement(id: "BackButton", frame: Rect(x: 16, y: 47, width: 44, height: 44), title: "Settings", type: "Button", container: "Keyboards"),
            CapturedElement(id: "edit", frame: Rect(x: 68, y: 47, width: 44, height: 44), title: "Edit", type: "Button", container: "Keyboards"),
        ])
        #expect(Self.read(capture) == ["edit"])
    }
}
