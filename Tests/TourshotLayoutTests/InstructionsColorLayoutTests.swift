import Foundation
import Testing
@testable import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// `theme.coachMark` (colours an app sets on Instructions' default views) drawn on the coach mark:
/// the body view's own rectangle first, then the rounded background, the labels, the separator
/// and the arrow in their colours; fixed colours, the same in the dark appearance.
struct InstructionsColorLayoutTests {
    /// The fill and text colours the tutorial draws, in order.
    static func colours(appearance: Appearance? = nil, theme: Theme) throws -> [String] {
        var step = TourBuilder.step(title: "", body: "Hello! I'm a Coach Mark!")
        step.highlights = [Highlight(element: "avatar")]
        step.buttons = [CardButton(title: "Ok!", role: .next)]
        let element = CapturedElement(id: "avatar", frame: Rect(x: 20, y: 100, width: 80, height: 80))
        let screen = TourBuilder.screen([element], portraitSize: Size(width: 400, height: 800))
        let layout = try StepLayout.layout(LayoutRequest(tour: TourBuilder.tour([step], style: .instructions, theme: theme), screen: screen, stepNumber: 1,
                                                         orientation: .portrait, appearance: appearance, measurer: FixedAdvanceMeasurer()))
        return layout.tutorialItems.flatMap { Array(layout.displayList[$0]) }.compactMap { item -> String? in
            switch item {
            case .fill(_, let color): "\(color.hexRGB) \(Int((color.alpha * 255).rounded()))"
            case .text(let run): "text \(run.color.hexRGB)"
            default: nil
            }
        }
    }

    @Test func everyColourIsDrawnWhereTheViewsPutIt() throws {
        var theme = Theme()
        for (key, property) in CoachMarkColors.keys { theme.coachMark[keyPath: property] = RGBAColor(hex: Self.set[key]!) }
        let expected = ["#FF0000 128", "#000000 255", "#1C3B73 255", "text #FFFFFF", "#FFCC00 255", "text #FF9500", "#111111 255", "#222222 255"]
        #expect(Array(try Self.colours(theme: theme).suffix(8)) == expected)
        #expect(Array(try Self.colours(appearance: .dark, theme: theme).suffix(8)) == expected)
    }

    @Test func withoutThemeTheStylesPaletteAndNoBodyRectangle() throws {
        #expect(Array(try Self.colours(theme: Theme()).suffix(7)) == ["#E3E3E3 255", "#FFFFFF 255", "text #222222", "#222222 255", "text #222222", "#E3E3E3 255", "#FFFFFF 255"])
    }

    static let set = ["hintColor": "#FFFFFF", "nextColor": "#FF9500", "separatorColor": "#FFCC00", "backgroundColor": "#FF000080",
                      "innerColor": "#1C3B73", "borderColor": "#000000", "arrowInnerColor": "#222222", "arrowBorderColor": "#111111"]
}
