import Testing
import TourshotModel

/// Instructions settings read as the app applies them: a property's last assignment wins, the
/// skip view is the controller's own, titled for `.normal`; anything else is refused at its line.
@Suite("Instructions: last assignment wins, the controller's skip view")
struct InstructionsSettingsTests {
    static func setUp(_ body: String) -> String {
        ImperativeRefusalTests.dataSource(views: "views.bodyView.hintLabel.text = \"Hi\"; views.bodyView.nextLabel.text = \"Next\"")
            .replacingOccurrences(of: "final class Tour: CoachMarksControllerDataSource {",
                                  with: "final class Tour: CoachMarksControllerDataSource {\n    let coachMarksController = CoachMarksController()\n    func setUp() { \(body) }")
    }

    @Test("isDisplayedOverCutoutPath set true then false: the arrow's side, not over")
    func lastAssignmentWins() throws {
        let read = try ImperativeFormsTests.read(ImperativeRefusalTests.dataSource(
            mark: "var mark = c.helper.makeCoachMark(for: avatar); mark.isDisplayedOverCutoutPath = true; mark.arrowOrientation = .top; mark.isDisplayedOverCutoutPath = false; return mark"))
        #expect(read.steps[0].attachTo?.side == .below)
    }

    @Test("a skip view on another object, or a property merely ending in skipView, is not the controller's")
    func otherSkipViews() throws {
        let read = try ImperativeFormsTests.read(Self.setUp("let skip = CoachMarkSkipDefaultView(); skip.setTitle(\"Skip\", for: .normal); banner.skipView = skip; mySkipView = skip"))
        #expect(read.steps[0].buttons?.map(\.role) == [.next])
    }

    @Test("the skip title is the last one set for .normal")
    func normalTitle() throws {
        let read = try ImperativeFormsTests.read(Self.setUp("let skip = CoachMarkSkipDefaultView(); skip.setTitle(\"A\", for: .normal); skip.setTitle(\"Skip\", for: .normal); coachMarksController.skipView = skip"))
        #expect(read.steps[0].buttons?.map(\.title) == ["Next", "Skip"])
    }

    static let cases: [(source: String, expected: String)] = [
        (setUp("let skip = CoachMarkSkipDefaultView(); skip.setTitle(\"Skip\", for: .normal); skip.setTitle(\"Tap\", for: .highlighted); coachMarksController.skipView = skip"),
         #"Guide.swift:3:122: setTitle: tourshot draws the skip view in its normal state; set the title `for: .normal` only"#),
        (setUp("let skip = CoachMarkSkipDefaultView(); skip.setTitle(\"Skip\", for: .normal); coachMarksController.skipView = skip }\n    func tearDown() { coachMarksController.skipView = nil"),
         #"Guide.swift:4:55: skipView: the skip view is both set and cleared, so whether it shows depends on the app's state; keep one assignment"#),
    ]

    @Test("each refusal names File.swift:line:column, the argument and what would work", arguments: 0..<cases.count)
    func refused(_ index: Int) throws {
        try RefusalTests.expectRefused(Self.cases, index)
    }
}
