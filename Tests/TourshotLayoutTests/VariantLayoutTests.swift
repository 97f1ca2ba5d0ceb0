import Foundation
import Testing
import TourshotLayout
@testable import TourshotModel
import TourshotTestSupport

/// Dynamic type, right to left and the annotation overlay on constructed tours.
struct VariantLayoutTests {
    let measurer = FixedAdvanceMeasurer()
    let button = CapturedElement(id: "button", frame: Rect(x: 300, y: 700, width: 60, height: 40))

    func layout(_ configure: (inout Tutorial) -> Void) throws -> ImageLayout {
        var tutorial = TourBuilder.tour([TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top)])]).tutorial
        configure(&tutorial)
        let tour = Tour(name: "test", tutorial: tutorial, tutorialFile: URL(fileURLWithPath: "/tmp/t.tutorial.json"), screens: [])
        return try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([button]), stepNumber: 1, orientation: .portrait, measurer: measurer))
    }

    static func runs(_ items: [DisplayItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func textScaleGrowsFontsAndTheBoxesMeasuredForThem() throws {
        let plain = try layout { _ in }
        let large = try layout { $0.textScale = 1.3 }
        let plainTitle = try #require(Self.runs(plain.displayList).first { $0.text == "Title" })
        let largeTitle = try #require(Self.runs(large.displayList).first { $0.text == "Title" })
        #expect(abs(largeTitle.font.size - plainTitle.font.size * 1.3) < 1e-9)
        #expect(abs(largeTitle.frame.height - plainTitle.frame.height * 1.3) < 1e-6)
        #expect(large.card!.frame.height > plain.card!.frame.height)
    }

    /// A label's line and its button's box are sized at the text scale, not at the font's
    /// plain size: at 1.3 the next label's 17 pt line is 17 × 1.3 × 1.193 pt high, and each
    /// button holds its title.
    @Test(arguments: [TutorialStyle.instructions, .polaris, .spotlight])
    func labelsLinesAndButtonsGrowWithTheTextScale(style: TutorialStyle) throws {
        let large = try layout { $0.style = style; $0.textScale = 1.3 }
        let card = try #require(large.card)
        #expect(!card.buttons.isEmpty)
        for run in Self.runs(large.displayList.flatMap { item -> [DisplayItem] in
            if case .layer(let content, _) = item { return content }
            if case .clipped(_, let content) = item { return content }
            return [item]
        }) {
            #expect(run.frame.height >= run.font.lineHeight - 1e-9, "\(run.text): \(run.frame.height) < \(run.font.lineHeight)")
        }
        for button in card.buttons {
            let title = try #require(Self.runs(large.displayList).first { $0.text == button.title })
            #expect(button.frame.insetBy(dx: -0.01, dy: -0.01).contains(title.frame), "\(button.title): \(button.frame) vs \(title.frame)")
        }
    }

    @Test func rightToLeftMirrorsTheCardAndTheWireframeButNotTheAnchors() throws {
        let plain = try layout { _ in }
        let rtl = try layout { $0.layoutDirection = .rightToLeft }
        // The wireframe mirrors: the button's top centre moves from x 330 to 400 − 330 = 70.
        #expect(plain.arrows[0].tip == Point(x: 330, y: 700))
        #expect(rtl.arrows[0].tip == Point(x: 70, y: 700))
        // Skip and Next swap sides inside the card.
        let ltrButtons = plain.card!.buttons.map(\.title), rtlCard = rtl.card!
        #expect(ltrButtons == ["Skip", "Next"])
        let skip = try #require(rtlCard.buttons.first { $0.title == "Skip" }), next = try #require(rtlCard.buttons.first { $0.title == "Next" })
        #expect(skip.frame.minX > next.frame.minX)
        #expect(Self.runs(rtl.displayList).first { $0.text == "Title" }?.alignment == .trailing)
    }

    @Test func localeSetsTheDirection() {
        #expect(LayoutDirection(locale: "ar") == .rightToLeft)
        #expect(LayoutDirection(locale: "he-IL") == .rightToLeft)
        #expect(LayoutDirection(locale: "fa_IR") == .rightToLeft)
        #expect(LayoutDirection(locale: "en-US") == .leftToRight)
    }

    @Test func annotationOutlinesAndCaptionsEveryWarning() throws {
        let step = TourBuilder.step(arrows: [ArrowSpec(element: "button", anchor: .top), ArrowSpec(element: "ghost"),
                                             ArrowSpec(element: "button", anchor: .leading, length: 400, angle: 90)])
        let tour = TourBuilder.tour([step])
        let result = try StepLayout.layout(LayoutRequest(tour: tour, screen: TourBuilder.screen([button]), stepNumber: 1, orientation: .portrait, measurer: measurer))
        let added = LintAnnotation.items(for: result, measurer: measurer)
        let captions = Self.runs(added).map(\.text)
        #expect(captions.count == result.warnings.count)
        #expect(captions.contains("1 element-missing · ghost"))
        #expect(captions.contains { $0.hasSuffix("label-offscreen · button") })
        let annotated = result.annotated(measurer: measurer)
        #expect(annotated.displayList.count == result.displayList.count + added.count)
    }

    @Test func spotlightBoxKeepsItsGapOnTheLeadingSideRightToLeft() throws {
        func box(_ direction: LayoutDirection) throws -> ImageLayout.Card {
            var tutorial = TourBuilder.tour([TourBuilder.step { $0.highlights = [Highlight(element: "button")] }], style: .spotlight).tutorial
            tutorial.layoutDirection = direction
            let tour = Tour(name: "test", tutorial: tutorial, tutorialFile: URL(fileURLWithPath: "/tmp/t.tutorial.json"), screens: [])
            let screen = TourBuilder.screen([button], safeArea: EdgeInsets(top: 59, bottom: 34))
            return try #require(try StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: .portrait, measurer: measurer)).card)
        }
        let ltr = try box(.leftToRight), rtl = try box(.rightToLeft)
        #expect(ltr.frame.minX == 0 && ltr.frame.maxX == 370)
        #expect(rtl.frame.minX == 30 && rtl.frame.maxX == 400)
        // Next sits nearest the leading edge: left of Dismiss right to left.
        let next = try #require(rtl.buttons.first { $0.title == "Next" }), dismiss = try #require(rtl.buttons.first { $0.title == "Dismiss" })
        #expect(next.frame.maxX < dismiss.frame.minX)
    }
}
