import Foundation
import Testing
@testable import TourshotModel
import TourshotSwiftSource

/// The overlay's colour, set anywhere in the data source's type, is the tutorial's dimming (it
/// was dropped, a silently wrong preview); its blur is refused at its line.
@Suite("Instructions overlay")
struct InstructionsOverlayTests {
    static func source(_ overlay: String) -> String {
        """
        final class Tour: CoachMarksControllerDataSource {
            let coachMarksController = CoachMarksController()
            func setUp() {
                \(overlay)
            }
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 1 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: avatar)
            }
        }
        """
    }

    static func read(_ overlay: String) throws -> Theme {
        try SwiftTutorialReader().tutorial(source(overlay))
    }

    @Test("the overlay's colour becomes theme.dimming", arguments: [
        ("coachMarksController.overlay.backgroundColor = UIColor.black.withAlphaComponent(0.5)", "#000000", 0.5),
        ("coachMarksController.overlay.backgroundColor = UIColor(white: 0.2, alpha: 0.8)", "#333333", 0.8),
        ("self.coachMarksController.overlay.backgroundColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)", "#FF8000", 0.25),
        ("coachMarksController.overlay.color = .systemBlue", "#007AFF", 1),
    ])
    func colour(_ overlay: String, _ hex: String, _ opacity: Double) throws {
        #expect(try Self.read(overlay) == Theme(dimmingColor: RGBAColor(hex: hex), dimmingOpacity: opacity))
    }

    @Test("the overlay's blur, or a colour that is not a literal, is refused at its line")
    func refused() {
        #expect(Self.problems("coachMarksController.overlay.blurEffectStyle = .dark") == [#"Guide.swift:4:56: overlay.blurEffectStyle: UIKit blurs the overlay when the app runs, which tourshot does not draw; leave the blur out of the previewed source or write the tour as a tutorial file with "style": "instructions" and `theme.dimming`"#])
        #expect(Self.problems("coachMarksController.overlay.backgroundColor = theme.dim") == ["Guide.swift:4:56: overlay.backgroundColor: expected `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `#colorLiteral(…)` or a UIKit colour such as `.black`, optionally `.withAlphaComponent(a)`; `theme.dim` is not a literal or a `static let` constant; write one of those"])
    }

    static func problems(_ overlay: String) -> [String] {
        do {
            _ = try SwiftTutorialReader().tutorial(source(overlay))
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }
}

extension SwiftTutorialReader {
    /// The theme read from one source text named Guide.swift.
    func tutorial(_ text: String) throws(InputError) -> Theme {
        let read = try read([SwiftSourceText(path: "Guide.swift", text: text)], named: "tourshot.json", provider: nil, elementIDs: [])
        return try TutorialFileDecoder.decode(read.json, file: read.file).theme
    }
}

/// Texts through a strings helper stay the localisation key, which the tour's `strings` then
/// resolve per locale (docs/locales.md).
@Suite("Swift localisation keys")
struct LocalizationKeyTests {
    @Test("a strings helper's static let of NSLocalizedString gives its key")
    func helperKey() throws {
        let source = """
        enum L10n { static let hello = NSLocalizedString("tips.hello", comment: "first tip") }
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 1 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: avatar)
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = L10n.hello
                views.bodyView.nextLabel.text = String(localized: "tips.next")
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """
        let read = try SwiftTutorialReader().read([SwiftSourceText(path: "Guide.swift", text: source)], named: "tourshot.json", provider: nil, elementIDs: [])
        let tutorial = try TutorialFileDecoder.decode(read.json, file: read.file)
        #expect(tutorial.steps.map(\.body) == ["tips.hello"])
        #expect(tutorial.steps.first?.buttons?.map(\.title) == ["tips.next"])
    }
}
