import Foundation
import Testing
@testable import TourshotModel
import TourshotSwiftSource

/// The colours apps set on Instructions' default coach views are the tutorial's
/// `theme.coachMark` (they were refused: the model had no field for them); what cannot be drawn
/// the same on every step, or is not a colour literal, is refused at its line.
@Suite("Instructions coach view colours")
struct InstructionsColorTests {
    /// Two coach marks; `views` (line 7) set on both, `second` (line 8) on index 1 only.
    static func source(_ views: String, second: String = "") -> String {
        """
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 2 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark { c.helper.makeCoachMark(for: avatar) }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = "Hi"
                \(views)
                if index == 1 { \(second) }
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """
    }

    static func colors(_ views: String) throws -> CoachMarkColors {
        try SwiftTutorialReader().tutorial(source(views)).coachMark
    }

    static func problems(_ text: String) -> [String] {
        do {
            _ = try SwiftTutorialReader().tutorial(text)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("every colour the default views take, in each UIKit form, is read exactly (alpha as the fourth byte)")
    func read() throws {
        let read = try Self.colors("""
        views.bodyView.hintLabel.textColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                views.bodyView.nextLabel.textColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
                views.bodyView.separator.backgroundColor = .systemBlue
                views.bodyView.backgroundColor = .clear
                views.bodyView.background.innerColor = UIColor(white: 0.1, alpha: 1)
                views.bodyView.background.borderColor = UIColor.darkGray
                views.bodyView.background.highlightedInnerColor = .red
                views.arrowView?.background.innerColor = .black.withAlphaComponent(0.25)
                views.arrowView!.background.borderColor = .systemGreen
        """)
        var expected = CoachMarkColors()
        expected.hint = RGBAColor(hex: "#336699")
        expected.next = RGBAColor(hex: "#FF800080")
        expected.separator = RGBAColor(hex: "#007AFF")
        expected.background = RGBAColor(hex: "#00000000")
        expected.inner = RGBAColor(hex: "#1A1A1A")
        expected.border = RGBAColor(hex: "#555555")
        expected.arrowInner = RGBAColor(hex: "#00000040")
        expected.arrowBorder = RGBAColor(hex: "#34C759")
        #expect(read == expected)
        #expect(try Self.colors("") == CoachMarkColors())
    }

    @Test("a colour set for one index only or differently, a skip view's title colour, a colour that is not a literal: refused at the line")
    func refused() {
        #expect(Self.problems(Self.source("", second: "views.bodyView.hintLabel.textColor = .white")) == [
            "Guide.swift:8:62: bodyView.hintLabel.textColor: `bodyView.hintLabel.textColor` is not set for step 1 and #FFFFFF for step 2; tourshot colours every step's coach mark alike: set it the same for every index (a tour per colour for the others)",
        ])
        #expect(Self.problems(Self.source("views.bodyView.nextLabel.textColor = .white", second: "views.bodyView.nextLabel.textColor = .red")) == [
            "Guide.swift:8:62: bodyView.nextLabel.textColor: `bodyView.nextLabel.textColor` is #FFFFFF for step 1 and #FF0000 for step 2; tourshot colours every step's coach mark alike: set it the same for every index (a tour per colour for the others)",
        ])
        #expect(Self.problems(Self.source("views.bodyView.hintLabel.textColor = theme.tint")) == [
            "Guide.swift:7:46: views.bodyView.hintLabel.textColor: expected `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `#colorLiteral(…)` or a UIKit colour such as `.black`, optionally `.withAlphaComponent(a)`; `theme.tint` is not a literal or a `static let` constant; write one of those",
        ])
        let skip = """
        final class Tour: CoachMarksControllerDataSource {
            let coachMarksController = CoachMarksController()
            func setUp() {
                let skipView = CoachMarkSkipDefaultView()
                skipView.setTitle("Skip", for: .normal)
                skipView.setTitleColor(.white, for: .normal)
                coachMarksController.skipView = skipView
            }
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 1 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark { c.helper.makeCoachMark(for: avatar) }
        }
        """
        #expect(Self.problems(skip) == [
            "Guide.swift:6:9: skipView: tourshot draws Instructions' default skip view with its title only; `skipView.setTitleColor(.white, for: .normal)` changes its look — leave it out of the previewed source or write the tour as a tutorial file",
        ])
    }
}
